import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ApiError } from '@/lib/api-client';
import { useConfig } from '@/lib/config';

/** The server's answer to a sign-in call from an address it does not serve (its login-CSRF origin check). */
export const INVALID_ORIGIN_MESSAGE = 'Invalid origin';

/** True for the 403 'Invalid origin' of the server's origin check. */
export function isInvalidOriginError(error: Error): boolean {
  return error instanceof ApiError && error.status === 403 && error.message === INVALID_ORIGIN_MESSAGE;
}

/** The first configured product origin that is not the one the page was opened at, or null. */
function otherAllowedOrigin(productOrigins: readonly string[], current: string): string | null {
  return productOrigins.find((origin) => origin !== current) ?? null;
}

export interface WrongAddressAlertProps {
  error: Error;
  /** Said when another configured address serves the page: where it works and what to do there. */
  worksThere: (targetHost: string, currentHost: string) => string;
  /** Said when no other address is configured. */
  notHere: (currentHost: string) => string;
}

/**
 * Why a sign-in call failed. A 403 'Invalid origin' means the page was opened at another address than the
 * configured one (127.0.0.1 instead of the host name, say): it says which address to use and links to the same
 * page there. Other failures show as the server words them.
 */
export function WrongAddressAlert({ error, worksThere, notHere }: WrongAddressAlertProps) {
  const config = useConfig();
  if (!isInvalidOriginError(error)) {
    return <Alert severity="error">{error.message}</Alert>;
  }
  const { origin, host, pathname, search } = window.location;
  const target = otherAllowedOrigin(config.productOrigins, origin);
  if (target === null) {
    return <Alert severity="error">{notHere(host)}</Alert>;
  }
  const targetHost = new URL(target).host;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" href={`${target}${pathname}${search}`}>
          {`Open at ${targetHost}`}
        </Button>
      }
    >
      {worksThere(targetHost, host)}
    </Alert>
  );
}
