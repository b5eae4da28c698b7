import { ApiError } from '@/lib/api-client';
import { PlainAlert } from './plain-alert';

/**
 * The server's answer to a sign-in call from an address it does not serve (its login-CSRF origin check), as
 * components/wrong-address-alert.tsx knows it; not imported from there, since that module loads MUI and the
 * app config's zod schema, which the sign-in page must not (issue #21).
 */
const INVALID_ORIGIN_MESSAGE = 'Invalid origin';

function isInvalidOriginError(error: Error): boolean {
  return error instanceof ApiError && error.status === 403 && error.message === INVALID_ORIGIN_MESSAGE;
}

export interface SignInErrorProps {
  error: Error;
  /** The configured product origins (config.json): another one is the address to use. */
  productOrigins: readonly string[];
}

/**
 * A failed sign-in. Opened at another address than the configured one (127.0.0.1 instead of the host name),
 * the server answers 403 'Invalid origin': say which address to use and link to the same page there.
 */
export function SignInError({ error, productOrigins }: SignInErrorProps) {
  if (!isInvalidOriginError(error)) {
    return <PlainAlert severity="error">{error.message}</PlainAlert>;
  }
  const { origin, host, pathname, search } = window.location;
  const target = productOrigins.find((candidate) => candidate !== origin) ?? null;
  if (target === null) {
    return (
      <PlainAlert severity="error">
        {`Sign-in does not work at ${host}. Open Airlens at the address your administrator gave you.`}
      </PlainAlert>
    );
  }
  const targetHost = new URL(target).host;
  return (
    <PlainAlert
      severity="error"
      action={<a href={`${target}${pathname}${search}`}>{`Open at ${targetHost}`}</a>}
    >
      {`Sign-in works at ${targetHost}, not at ${host}. Open Airlens there and sign in again.`}
    </PlainAlert>
  );
}
