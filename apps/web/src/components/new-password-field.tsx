import { useId } from 'react';
import type { ChangeEventHandler, FocusEventHandler, Ref } from 'react';
import { FormTextField } from '@/components/form-text-field';
import { PasswordRules } from './password-rules';

export interface NewPasswordFieldProps {
  name: string;
  label: string;
  /** The validation message, when the value breaks a rule. */
  errorMessage: string | undefined;
  /** Whether the organisation password policy applies (the passwordPolicy flag), as the form enforces it. */
  isPolicyEnforced: boolean;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The field where someone chooses a password (registration, reset, invitation, change), with the rules shown below it
 * before anything is typed and read with it by screen readers. Spread react-hook-form's `register()` into it.
 */
export function NewPasswordField({ errorMessage, isPolicyEnforced, ...field }: NewPasswordFieldProps) {
  const rulesId = useId();
  return (
    <>
      <FormTextField
        {...field}
        type="password"
        autoComplete="new-password"
        required
        error={errorMessage !== undefined}
        helperText={errorMessage}
        describedBy={rulesId}
      />
      <PasswordRules id={rulesId} isPolicyEnforced={isPolicyEnforced} />
    </>
  );
}

/** What the repeat field says when it does not match the new password. */
export const PASSWORDS_DIFFER = 'The passwords do not match';

export interface RepeatPasswordFieldProps {
  name: string;
  /** The validation message, e.g. {@link PASSWORDS_DIFFER}. */
  errorMessage: string | undefined;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
}

/** The field that repeats a new password, under {@link NewPasswordField}. Spread `register()` into it. */
export function RepeatPasswordField({ errorMessage, ...field }: RepeatPasswordFieldProps) {
  return (
    <FormTextField
      {...field}
      label="Repeat the new password"
      type="password"
      autoComplete="new-password"
      required
      error={errorMessage !== undefined}
      helperText={errorMessage}
    />
  );
}
