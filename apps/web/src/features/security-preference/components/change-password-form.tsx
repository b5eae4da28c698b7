import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { checkPasswordBaseline, checkPasswordPolicy, FIELD_REQUIRED } from '@airlens/domain';
import { FormTextField } from '@/components/form-text-field';
import { NewPasswordField, PASSWORDS_DIFFER, RepeatPasswordField } from '@/components/new-password-field';
import { fieldProblemsOf, useChangePassword } from '../api/change-password';

export const PASSWORD_CHANGED_TEXT =
  'Your password has been changed. Other browsers signed in as you have been signed out.';
export const SAME_PASSWORD = 'The new password must differ from the current one';

/** The form's rules: the server's (baseline, or the organisation's policy), checked here before sending. */
function changeSchema(email: string, isPolicyOn: boolean) {
  return z
    .object({
      currentPassword: z.string().min(1, FIELD_REQUIRED),
      password: z.string().min(1, FIELD_REQUIRED),
      confirmPassword: z.string().min(1, FIELD_REQUIRED),
    })
    .superRefine((values, context) => {
      const problems = isPolicyOn
        ? checkPasswordPolicy(values.password, email)
        : checkPasswordBaseline(values.password, email);
      for (const message of values.password === '' ? [] : problems) {
        context.addIssue({ code: 'custom', message, path: ['password'] });
      }
      if (values.password !== '' && values.password === values.currentPassword) {
        context.addIssue({ code: 'custom', message: SAME_PASSWORD, path: ['password'] });
      }
      if (values.confirmPassword !== '' && values.confirmPassword !== values.password) {
        context.addIssue({ code: 'custom', message: PASSWORDS_DIFFER, path: ['confirmPassword'] });
      }
    });
}
type ChangeValues = z.infer<ReturnType<typeof changeSchema>>;

export interface ChangePasswordFormProps {
  userId: string;
  email: string;
  /** Whether the organisation's password policy applies (the server enforces it on the new password). */
  isPolicyOn: boolean;
}

/** Changes the signed-in user's password with the current one; a refusal lands on the field it is about. */
export function ChangePasswordForm({ userId, email, isPolicyOn }: ChangePasswordFormProps) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangeValues>({
    resolver: zodResolver(changeSchema(email, isPolicyOn)),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const submit = (values: ChangeValues) =>
    change.mutate(
      { userId, currentPassword: values.currentPassword, password: values.password },
      {
        onSuccess: () => reset(),
        onError: (error) => {
          const problems = fieldProblemsOf(error);
          for (const field of ['currentPassword', 'password'] as const) {
            const messages = problems?.[field] ?? [];
            if (messages.length > 0) {
              setError(field, { message: messages.join(' ') }, { shouldFocus: true });
            }
          }
        },
      },
    );
  // A refusal about a field shows on that field; anything else (too many tries, no connection) above the form.
  const isFieldRefusal = change.isError && fieldProblemsOf(change.error) !== null;

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label="Change your password"
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      {change.isSuccess && <Alert severity="success">{PASSWORD_CHANGED_TEXT}</Alert>}
      {change.isError && !isFieldRefusal && <Alert severity="error">{change.error.message}</Alert>}
      {/* The e-mail address lets password managers file the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <FormTextField
        {...register('currentPassword')}
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword !== undefined}
        helperText={errors.currentPassword?.message}
      />
      <NewPasswordField
        {...register('password')}
        label="New password"
        errorMessage={errors.password?.message}
        isPolicyEnforced={isPolicyOn}
      />
      <RepeatPasswordField {...register('confirmPassword')} errorMessage={errors.confirmPassword?.message} />
      <Box>
        <Button type="submit" variant="contained" disabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </Button>
      </Box>
    </Stack>
  );
}
