import { Navigate } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { useSessionUser } from '@/lib/session';

/** Where single sign-on lands after the identity provider; a signed-in user continues to the root. */
export function SamlConsumePage() {
  const user = useSessionUser();
  if (user !== null) {
    return <Navigate to="/" replace />;
  }
  return <PageFrame title="Single sign-on" />;
}
