import { WrongAddressAlert } from '@/components/wrong-address-alert';

/**
 * A failed sign-in. Opened at another address than the configured one (127.0.0.1 instead of the host name),
 * the server answers 403 'Invalid origin': say which address to use and link to the same page there.
 */
export function SignInError({ error }: { error: Error }) {
  return (
    <WrongAddressAlert
      error={error}
      worksThere={(targetHost, host) =>
        `Sign-in works at ${targetHost}, not at ${host}. Open Airlens there and sign in again.`
      }
      notHere={(host) =>
        `Sign-in does not work at ${host}. Open Airlens at the address your administrator gave you.`
      }
    />
  );
}
