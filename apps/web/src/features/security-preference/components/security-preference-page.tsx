import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { LOADING_TEXT } from '@airlens/domain';
import { PageFrame } from '@/components/page-frame';
import { useSessionUser } from '@/lib/session';
import { usePasswordPolicy } from '../api/password-policy';
import { ChangePasswordForm } from './change-password-form';
import { ResetLinkPanel } from './reset-link-panel';

export const GUEST_NO_PASSWORD_TEXT =
  'Guests sign in with a code mailed to them for each visit, so there is no password to change.';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby={id}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }} id={id}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function PasswordSection({ userId, email }: { userId: string; email: string }) {
  const policy = usePasswordPolicy();
  return (
    <Section id="change-password" title="Change password">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        You sign in as {email}. Changing your password signs you out of every other browser; this one stays
        signed in.
      </Typography>
      {policy.isPending ? (
        <Typography>{LOADING_TEXT}</Typography>
      ) : (
        // Should the policy not load, the form checks the baseline and the server's answer names the rest.
        <ChangePasswordForm userId={userId} email={email} isPolicyOn={policy.data === true} />
      )}
    </Section>
  );
}

/** /security-preference: the signed-in user's password (change it, or get a reset link). */
export function SecurityPreferencePage() {
  const user = useSessionUser();
  if (user === null) {
    return <PageFrame title="Security preferences" maxWidth="md" />;
  }
  return (
    <PageFrame title="Security preferences" maxWidth="md">
      {user.role === 'GUEST' ? (
        <Typography>{GUEST_NO_PASSWORD_TEXT}</Typography>
      ) : (
        <Stack spacing={3}>
          <PasswordSection userId={user.userId} email={user.email} />
          <Section id="forgotten-password" title="Forgotten password">
            <ResetLinkPanel email={user.email} />
          </Section>
        </Stack>
      )}
    </PageFrame>
  );
}
