import { WrongAddressAlert } from '@/components/wrong-address-alert';

export { INVALID_ORIGIN_MESSAGE } from '@/components/wrong-address-alert';

export interface GuestAccessErrorProps {
  error: Error;
}

/**
 * Why a guest call failed. A 403 "Invalid origin" means the invitation was opened at another address than
 * the configured one (e.g. 127.0.0.1 instead of the host name): it says which address to use and links to
 * the same page there.
 */
export function GuestAccessError({ error }: GuestAccessErrorProps) {
  return (
    <WrongAddressAlert
      error={error}
      worksThere={(targetHost, host) =>
        `This invitation works at ${targetHost}, not at ${host}. Open it there to get your code.`
      }
      notHere={(host) =>
        `This invitation cannot be opened at ${host}. Open the link exactly as it was e-mailed to you.`
      }
    />
  );
}
