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
