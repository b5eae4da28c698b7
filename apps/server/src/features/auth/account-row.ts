import type { LicenceProduct, LicenceStatus, UserRole } from '@airlens/domain';

/** A user with the organisation and licence facts that access decisions need. */
export interface Account {
  userId: string;
  email: string;
  name: string;
  role: UserRole;
  orgId: string | null;
  orgAdmin: boolean;
  orgEnterprisePlus: boolean;
  orgPasswordPolicy: boolean;
  eulaVersionConsent: string | null;
  passwordHash: string | null;
  isEmailVerified: boolean;
  isDisabled: boolean;
  licence: {
    licenseKey: string;
    product: LicenceProduct;
    status: LicenceStatus;
    subscriptionExpirationDate: string | null;
  } | null;
}

/** The select list of an account: `users u` joined with `organizations o` and `licences l`. */
export const ACCOUNT_COLUMNS = `
  u.id::text AS user_id, u.email, u.name, u.role, u.org_id::text AS org_id, u.org_admin, u.eula_version_consent,
  u.password_hash, u.email_verified_at IS NOT NULL AS is_email_verified, u.disabled_at IS NOT NULL AS is_disabled,
  coalesce(o.enterprise_plus, false) AS org_enterprise_plus, coalesce(o.password_policy, false) AS org_password_policy,
  l.license_key, l.product, l.status AS licence_status,
  l.subscription_expiration_date::text AS subscription_expiration_date`;

/** The joins that go with ACCOUNT_COLUMNS. */
export const ACCOUNT_JOINS = `
  LEFT JOIN organizations o ON o.id = u.org_id
  LEFT JOIN licences l ON l.id = u.licence_id`;

export interface AccountRow {
  user_id: string;
  email: string;
  name: string;
  role: string;
  org_id: string | null;
  org_admin: boolean;
  eula_version_consent: string | null;
  password_hash: string | null;
  is_email_verified: boolean;
  is_disabled: boolean;
  org_enterprise_plus: boolean;
  org_password_policy: boolean;
  license_key: string | null;
  product: string | null;
  licence_status: string | null;
  subscription_expiration_date: string | null;
}

/** Maps a row selected with ACCOUNT_COLUMNS; the CHECK constraints guarantee the enum values. */
export function toAccount(row: AccountRow): Account {
  return {
    userId: row.user_id,
    email: row.email,
    name: row.name,
    role: row.role as UserRole,
    orgId: row.org_id,
    orgAdmin: row.org_admin,
    orgEnterprisePlus: row.org_enterprise_plus,
    orgPasswordPolicy: row.org_password_policy,
    eulaVersionConsent: row.eula_version_consent,
    passwordHash: row.password_hash,
    isEmailVerified: row.is_email_verified,
    isDisabled: row.is_disabled,
    licence:
      row.license_key === null || row.product === null || row.licence_status === null
        ? null
        : {
            licenseKey: row.license_key,
            product: row.product as LicenceProduct,
            status: row.licence_status as LicenceStatus,
            subscriptionExpirationDate: row.subscription_expiration_date,
          },
  };
}
