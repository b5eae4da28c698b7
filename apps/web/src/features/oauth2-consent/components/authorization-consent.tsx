import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useAuthorizationConsent, useDecideAuthorization } from '../api/consent';
import { ConsentCard } from './consent-card';

export interface AuthorizationConsentProps {
  uid: string;
  onSwitchAccount: () => void;
  /** Where the browser goes with the decision (the authorization server); a prop so tests can see it. */
  onContinue: (url: string) => void;
}

/** Consent to an application's authorization request (authorization code flow). */
export function AuthorizationConsent({ uid, onSwitchAccount, onContinue }: AuthorizationConsentProps) {
  const consent = useAuthorizationConsent(uid);
  const decide = useDecideAuthorization(uid);
  if (consent.isPending) {
    return <CircularProgress aria-label="Loading the request" />;
  }
  if (consent.isError) {
    return (
      <Alert severity="warning">
        This authorization request has expired or was already answered. Start the sign-in again from the
        application.
      </Alert>
    );
  }
  function handleDecide(approve: boolean) {
    decide.mutate(approve, { onSuccess: ({ redirectTo }) => onContinue(redirectTo) });
  }
  return (
    <ConsentCard
      request={consent.data}
      isBusy={decide.isPending || decide.isSuccess}
      error={decide.error?.message ?? null}
      onDecide={handleDecide}
      onSwitchAccount={onSwitchAccount}
    />
  );
}
