import { randomUUID } from 'node:crypto';
import { normalizeEmail } from '../auth';
import type { SsoContext } from './sso-context';
import { emailDomainOf } from './sso-domains';
import { findSsoAccount, insertSsoUser, markSsoEmailVerified } from './sso-accounts.repo';
import { isVerifiedSsoDomain } from './sso.repo';

/** Why a sign-in was refused; the code reaches the browser (/saml-consume?error=code), the detail only the log. */
export class SsoFailure extends Error {
  constructor(
    readonly code: string,
    detail: string,
  ) {
    super(detail);
    this.name = 'SsoFailure';
  }
}

function defaultName(email: string): string {
  return email.slice(0, email.indexOf('@')) || email;
}

/**
 * The account an identity provider's verified e-mail signs in to. The address must be at a verified domain
 * of the organisation. A member of that organisation signs in (an unverified address becomes verified); an
 * unknown address is provisioned as a USER of the organisation with a spare licence if one is free. An
 * address that belongs to another organisation, to no organisation, to a guest or to a disabled account is
 * refused: single sign-on never takes over an account it did not create for this organisation.
 */
export async function resolveSsoAccount(
  context: SsoContext,
  input: { orgId: string; email: string; name: string | null },
): Promise<{ userId: string; isProvisioned: boolean }> {
  const email = normalizeEmail(input.email);
  const domain = emailDomainOf(email);
  if (domain === null || !(await isVerifiedSsoDomain(context.database, input.orgId, domain))) {
    throw new SsoFailure(
      'domain_not_allowed',
      `e-mail domain ${domain ?? '(none)'} is not an SSO domain of the organisation`,
    );
  }
  const now = context.now();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const account = await findSsoAccount(context.database, email);
    if (account !== null) {
      if (account.orgId !== input.orgId || account.role !== 'USER') {
        throw new SsoFailure(
          'account_conflict',
          'the address belongs to an account outside the organisation',
        );
      }
      if (account.isDisabled) {
        throw new SsoFailure('account_disabled', 'the account is disabled');
      }
      if (!account.isEmailVerified) {
        await markSsoEmailVerified(context.database, account.userId, now);
      }
      return { userId: account.userId, isProvisioned: false };
    }
    const created = await insertSsoUser(context.database, {
      id: randomUUID(),
      email,
      name: input.name?.slice(0, 200) ?? defaultName(email),
      orgId: input.orgId,
      now,
      today: now.toISOString().slice(0, 10),
    });
    if (created !== null) {
      context.logger.info(
        { orgId: input.orgId, userId: created.userId, hasLicence: created.hasLicence },
        'SSO user provisioned',
      );
      return { userId: created.userId, isProvisioned: true };
    }
    // A concurrent first sign-in created the account between the lookup and the insert: look again.
  }
  throw new SsoFailure('account_conflict', 'the account could not be created');
}
