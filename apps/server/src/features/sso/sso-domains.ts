import { normalizeEmail } from '../auth';

/**
 * Mailbox providers whose domains no organisation may claim: signing every user of a public provider in
 * through one organisation's identity provider would hand strangers' accounts to that organisation.
 */
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'web.de',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
  'qq.com',
  '163.com',
  'fastmail.com',
]);

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A domain as stored: trimmed, NFKC, lower case, punycode for international names, no trailing dot. */
export function normalizeDomain(value: string): string | null {
  const text = value.normalize('NFKC').trim().toLowerCase().replace(/\.$/, '');
  if (text.length === 0 || text.length > 253 || /[\s/\\@:?#]/.test(text)) {
    return null;
  }
  let hostname: string;
  try {
    hostname = new URL(`https://${text}`).hostname;
  } catch {
    return null;
  }
  const labels = hostname.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label)) || /^\d+$/.test(labels.at(-1) ?? '')) {
    return null;
  }
  return hostname;
}

/** Whether a domain belongs to a public mailbox provider (never claimable). */
export function isPublicMailDomain(domain: string): boolean {
  return PUBLIC_MAIL_DOMAINS.has(domain);
}

/** The normalised domain of an e-mail address, or null when the address has none. */
export function emailDomainOf(email: string): string | null {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf('@');
  if (at <= 0 || at === normalized.length - 1) {
    return null;
  }
  return normalizeDomain(normalized.slice(at + 1));
}
