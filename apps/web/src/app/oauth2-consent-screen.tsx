import { logout } from '../features/auth/api/logout';
import { OAuth2ConsentPage } from '../features/oauth2-consent/components/oauth2-consent-page';

/** The consent page with the auth feature's sign-out for "Not you? Switch account". */
export function OAuth2ConsentScreen() {
  return <OAuth2ConsentPage signOut={logout} />;
}
