import { RELEASE_NOTES_VERSION } from './constants';

const NEVER_ON = ['/oauth2-consent', '/saml-consume'];

/** What decides whether the What's new dialog opens on app start. */
interface WhatsNewContext {
  /** A user is signed in. */
  signedIn: boolean;
  /** The current path. */
  pathname: string;
  /** The current query string, with or without '?'. */
  search: string;
  /** The stored whatsNewMenuSeen value, or null. */
  seenVersion: string | null;
}

/**
 * Whether the What's new dialog opens on start (docs/product-spec.md §4): signed in, not on the consent or SAML paths, not an
 * authorization hand-off (authorization_code and client_name both in the query), and this release not yet seen.
 */
export function shouldOpenWhatsNew(context: WhatsNewContext): boolean {
  if (!context.signedIn || NEVER_ON.includes(context.pathname)) {
    return false;
  }
  const query = new URLSearchParams(
    context.search.startsWith('?') ? context.search.slice(1) : context.search,
  );
  if (query.has('authorization_code') && query.has('client_name')) {
    return false;
  }
  return context.seenVersion !== RELEASE_NOTES_VERSION;
}
