import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ApiError } from '@/lib/api-client';
import { useConfig } from '@/lib/config';

/** The server's answer to a guest call from an address it does not serve (its login-CSRF origin check). */
export const INVALID_ORIGIN_MESSAGE = 'Invalid origin';

function isInvalidOrigin(error: Error): boolean {
  return error instanceof ApiError && error.status === 403 && error.message === INVALID_ORIGIN_MESSAGE;
}

/** The first configured product origin that is not the one the page was opened at, or null. */
function otherAllowedOrigin(productOrigins: readonly string[], current: string): string | null {
  return productOrigins.find((origin) => origin !== current) ?? null;
}

export interface GuestAccessErrorProps {
  error: Error;
}

/**
 * Why a guest call failed. A 403 "Invalid origin" means the invitation was opened at another address than
 * the configured one (e.g. 127.0.0.1 instead of the host name): it says which address to use and links to
 * the same page there.
 */
export function GuestAccessError({ error }: GuestAccessErrorProps) {
  const config = useConfig();
  if (!isInvalidOrigin(error)) {
    return <Alert severity="error">{error.message}</Alert>;
  }
  const { origin, host, pathname, search } = window.location;
  const target = otherAllowedOrigin(config.productOrigins, origin);
  if (target === null) {
    return (
      <Alert severity="error">
        {`This invitation cannot be opened at ${host}. Open the link exactly as it was e-mailed to you.`}
      </Alert>
    );
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
      {`This invitation works at ${targetHost}, not at ${host}. Open it there to get your code.`}
    </Alert>
  );
}
