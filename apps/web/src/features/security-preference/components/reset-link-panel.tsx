import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMailResetLink } from '../api/mail-reset-link';

export const RESET_LINK_SENT_TEXT = 'We sent a link to set a new password to';

/**
 * For someone who does not know their current password (forgotten, or never set because single sign-on made
 * the account): a reset link to their own address, as the sign-in page's 'Forgot password' would send.
 */
export function ResetLinkPanel({ email }: { email: string }) {
  const mail = useMailResetLink();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">
        Do not know your current password, or never had one because you sign in with single sign-on? Get a
        link to set a new one by e-mail.
      </Typography>
      {mail.isSuccess && (
        <Alert severity="success">
          {RESET_LINK_SENT_TEXT} {email}. It is valid for one hour.
        </Alert>
      )}
      {mail.isError && <Alert severity="error">{mail.error.message}</Alert>}
      <Button variant="outlined" disabled={mail.isPending} onClick={() => mail.mutate(email)}>
        E-mail me a reset link
      </Button>
    </Stack>
  );
}
