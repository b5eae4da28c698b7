import type { Database } from '../../db/database';
import type { SsoProtocol } from './sso.repo';

/** A sign-in in flight as the callback or ACS needs it back. */
export interface LoginStateRecord {
  nonce: string | null;
  codeVerifier: string | null;
  browserBindingHash: string | null;
  redirectTarget: string | null;
}

export async function insertLoginState(
  database: Database,
  state: {
    id: string;
    orgId: string;
    protocol: SsoProtocol;
    nonce: string | null;
    codeVerifier: string | null;
    browserBindingHash: string | null;
    redirectTarget: string | null;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await database.query(
    `INSERT INTO sso_login_states (id, org_id, protocol, nonce, code_verifier, browser_binding_hash, redirect_target,
       created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      state.id,
      state.orgId,
      state.protocol,
      state.nonce,
      state.codeVerifier,
      state.browserBindingHash,
      state.redirectTarget,
      state.now,
      state.expiresAt,
    ],
  );
}

/** Uses a live, unused state of the organisation exactly once (an atomic flip); null when there is none. */
export async function consumeLoginState(
  database: Database,
  key: { id: string; orgId: string; protocol: SsoProtocol; now: Date },
): Promise<LoginStateRecord | null> {
  const { rows } = await database.query<{
    nonce: string | null;
    code_verifier: string | null;
    browser_binding_hash: string | null;
    redirect_target: string | null;
  }>(
    `UPDATE sso_login_states SET consumed_at = $4
      WHERE id = $1 AND org_id = $2 AND protocol = $3 AND consumed_at IS NULL AND expires_at > $4
      RETURNING nonce, code_verifier, browser_binding_hash, redirect_target`,
    [key.id, key.orgId, key.protocol, key.now],
  );
  const row = rows[0];
  if (row === undefined) {
    return null;
  }
  return {
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    browserBindingHash: row.browser_binding_hash,
    redirectTarget: row.redirect_target,
  };
}

/** When a live, unused SAML request of the organisation was created (node-saml's InResponseTo check), or null. */
export async function findLiveSamlRequest(
  database: Database,
  key: { id: string; orgId: string; now: Date },
): Promise<Date | null> {
  const { rows } = await database.query<{ created_at: Date }>(
    `SELECT created_at FROM sso_login_states
      WHERE id = $1 AND org_id = $2 AND protocol = 'SAML' AND consumed_at IS NULL AND expires_at > $3`,
    [key.id, key.orgId, key.now],
  );
  return rows[0]?.created_at ?? null;
}

/**
 * In one statement: uses the SAML request once and records the assertion id. `requestFound` is false for an
 * unknown, expired or already used request; `isNewAssertion` is false when the id was seen before (replay).
 */
export async function consumeSamlRequestAndAssertion(
  database: Database,
  input: { requestId: string; orgId: string; assertionId: string; now: Date; assertionExpiresAt: Date },
): Promise<{ requestFound: boolean; isNewAssertion: boolean; redirectTarget: string | null }> {
  const { rows } = await database.query<{
    request_found: boolean;
    is_new_assertion: boolean;
    redirect_target: string | null;
  }>(
    `WITH consumed AS (
       UPDATE sso_login_states SET consumed_at = $4
        WHERE id = $1 AND org_id = $2 AND protocol = 'SAML' AND consumed_at IS NULL AND expires_at > $4
        RETURNING redirect_target
     ), seen AS (
       INSERT INTO sso_saml_assertions (org_id, assertion_id, seen_at, expires_at)
       SELECT $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM consumed)
       ON CONFLICT (org_id, assertion_id) DO NOTHING
       RETURNING assertion_id
     )
     SELECT EXISTS (SELECT 1 FROM consumed) AS request_found, EXISTS (SELECT 1 FROM seen) AS is_new_assertion,
            (SELECT redirect_target FROM consumed) AS redirect_target`,
    [input.requestId, input.orgId, input.assertionId, input.now, input.assertionExpiresAt],
  );
  const row = rows[0];
  return {
    requestFound: row?.request_found ?? false,
    isNewAssertion: row?.is_new_assertion ?? false,
    redirectTarget: row?.redirect_target ?? null,
  };
}

/** Deletes login states and assertion ids past their expiry; returns how many rows went. */
export async function purgeExpiredSsoRows(database: Database, now: Date): Promise<number> {
  const { rows } = await database.query<{ count: number | string }>(
    `WITH states AS (DELETE FROM sso_login_states WHERE expires_at <= $1 RETURNING 1),
          assertions AS (DELETE FROM sso_saml_assertions WHERE expires_at <= $1 RETURNING 1)
     SELECT (SELECT count(*) FROM states) + (SELECT count(*) FROM assertions) AS count`,
    [now],
  );
  return Number(rows[0]?.count ?? 0);
}
