import { conflict, invalidInput, notFound, tooManyRequests } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { normalizeEmail, randomSixDigitCode, sha256Hex } from '../auth';
import type { SsoContext } from './sso-context';
import { storeDomainCode, tryDomainCode } from './sso-domain-codes.repo';
import { emailDomainOf, normalizeDomain } from './sso-domains';
import { isUniqueViolation } from './sso.repo';
import { callerSsoOrg, loadSsoConfiguration, type SsoResult } from './sso.service';

/** Domain codes: 6 digits, valid 30 minutes, 5 tries each, at most 5 codes per domain per hour. */
export const DOMAIN_CODE_POLICY = {
  ttlMs: 30 * 60_000,
  maxAttempts: 5,
  windowMs: 60 * 60_000,
  maxPerWindow: 5,
} as const;

export const DOMAIN_VERIFIED = 'The e-mail domain has been verified';
export const INVALID_DOMAIN_CODE = 'The verification code is not valid or has expired';

function codeHash(orgId: string, domain: string, code: string): string {
  // Bound to the organisation and domain, so a code never verifies anything else.
  return sha256Hex(`sso-domain:${orgId}:${domain}:${code}`);
}

function pendingDomain(value: string): string {
  const domain = normalizeDomain(value);
  if (domain === null) {
    throw notFound();
  }
  return domain;
}

/**
 * Mails a six-digit code to an address at a pending domain of the caller's organisation: whoever reads
 * that mailbox (the admin, or a colleague such as postmaster@) proves the organisation controls the domain.
 */
export async function requestDomainCode(
  context: SsoContext,
  caller: AuthenticatedUser,
  input: { domain: string; email: string },
): Promise<void> {
  const orgId = callerSsoOrg(context, caller);
  const domain = pendingDomain(input.domain);
  const email = normalizeEmail(input.email);
  if (emailDomainOf(email) !== domain || email.indexOf('@') <= 0) {
    throw invalidInput('email', `must be an address at ${domain}`);
  }
  const code = randomSixDigitCode();
  const now = context.now();
  const stored = await storeDomainCode(context.database, {
    orgId,
    domain,
    codeHash: codeHash(orgId, domain, code),
    email,
    now,
    expiresAt: new Date(now.getTime() + DOMAIN_CODE_POLICY.ttlMs),
    windowMs: DOMAIN_CODE_POLICY.windowMs,
    maxPerWindow: DOMAIN_CODE_POLICY.maxPerWindow,
  });
  if (stored === 'not-found') {
    throw notFound();
  }
  if (stored === 'rate-limited') {
    throw tooManyRequests();
  }
  await context.mailer.send({
    to: email,
    subject: `Verify ${domain} for Airlens single sign-on`,
    text:
      `An administrator of an Airlens organisation (${caller.email}) wants users with addresses at ${domain} ` +
      `to sign in through their organisation's identity provider.\n\nIf that is right, give them this code: ${code}\n\n` +
      'It is valid for 30 minutes. If you did not expect this, ignore this mail; nothing changes without the code.\n',
  });
}

/** Verifies a pending domain of the caller's organisation with its mailed code (5 tries per code). */
export async function verifyDomain(
  context: SsoContext,
  caller: AuthenticatedUser,
  input: { domain: string; code: string },
): Promise<SsoResult> {
  const orgId = callerSsoOrg(context, caller);
  const domain = pendingDomain(input.domain);
  let isVerified: boolean;
  try {
    isVerified = await tryDomainCode(context.database, {
      orgId,
      domain,
      codeHash: codeHash(orgId, domain, input.code),
      now: context.now(),
      maxAttempts: DOMAIN_CODE_POLICY.maxAttempts,
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(`${domain} is already used for single sign-on by another organisation`);
    }
    throw error;
  }
  if (!isVerified) {
    throw invalidInput('code', INVALID_DOMAIN_CODE);
  }
  context.logger.info({ orgId, domain, userId: caller.userId }, 'SSO e-mail domain verified by mailed code');
  return { success: true, message: DOMAIN_VERIFIED, data: await loadSsoConfiguration(context, orgId) };
}
