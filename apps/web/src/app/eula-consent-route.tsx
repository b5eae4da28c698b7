import { EulaConsentScreen } from '../features/eula/components/eula-consent-screen';
import { useSignOut } from './use-sign-out';

/** /eula-consent, composed with signing out: a user who does not accept can leave instead of being held there. */
export function EulaConsentRoute() {
  const signOut = useSignOut();
  return <EulaConsentScreen onDecline={() => void signOut()} />;
}
