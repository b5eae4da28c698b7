/** Where a post-login redirect may lead: exact https origins and product domains (with their subdomains). */
interface RedirectAllowList {
  /** Exact origins, e.g. `https://app.example.com` or `https://example.com:8443`. */
  origins: readonly string[];
  /** Host names whose own host and every subdomain are allowed on the default https port. */
  domains: readonly string[];
}

// Browsers silently drop tabs and newlines from URLs and treat backslashes as slashes, which lets a
// string look harmless to a parser yet lead elsewhere; any of them disqualifies a target outright.
function isSuspicious(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || char === '\\' || /\s/u.test(char)) {
      return true;
    }
  }
  return false;
}

function normalizeOrigin(origin: string): string | null {
  try {
    const parsed = new URL(origin);
    return parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/^\.+/, '').replace(/\.+$/, '');
}

function isHostInDomain(hostname: string, domain: string): boolean {
  if (domain === '') {
    return false;
  }
  return hostname === domain || hostname.endsWith(`.${domain}`);
}

/**
 * Whether an absolute URL is a safe redirect target: https only, no credentials, no backslashes or
 * whitespace, and either an exact allowed origin or a host equal to or under an allowed domain.
 */
export function isAllowedRedirect(url: string, allow: RedirectAllowList): boolean {
  if (isSuspicious(url) || !/^https:\/\/[^/]/i.test(url)) {
    return false;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '') {
    return false;
  }
  if (parsed.hostname === '' || parsed.hostname.endsWith('.')) {
    return false;
  }
  if (allow.origins.some((origin) => normalizeOrigin(origin) === parsed.origin)) {
    return true;
  }
  if (parsed.port !== '') {
    return false;
  }
  const hostname = parsed.hostname.toLowerCase();
  return allow.domains.some((domain) => isHostInDomain(hostname, normalizeDomain(domain)));
}

/** Whether a string is a same-app path: one leading `/`, never `//` or `/\`, and no whitespace or backslashes. */
export function isSameAppPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || isSuspicious(path)) {
    return false;
  }
  const probe = 'https://same-app.invalid';
  try {
    return new URL(path, probe).origin === probe;
  } catch {
    return false;
  }
}

/** The redirect target to follow after login (a same-app path or an allowed URL, unchanged), or null. */
export function safeRedirectTarget(
  redirect: string | null | undefined,
  allow: RedirectAllowList,
): string | null {
  if (redirect === null || redirect === undefined || redirect === '') {
    return null;
  }
  if (isSameAppPath(redirect)) {
    return redirect;
  }
  return isAllowedRedirect(redirect, allow) ? redirect : null;
}
