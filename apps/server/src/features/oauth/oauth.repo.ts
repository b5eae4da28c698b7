import { createHash } from 'node:crypto';
import type { Database } from '../../db/database';

/** One stored oidc-provider model (the library's AdapterPayload; only the fields the repo reads are named). */
export interface StoredPayload {
  [key: string]: unknown;
  jti?: string;
  grantId?: string;
  userCode?: string;
  uid?: string;
  accountId?: string;
  clientId?: string;
  consumed?: unknown;
}

/** Models found only by their id: their id is a bearer secret, so the payload is stored without it. */
const SECRET_ID_MODELS = new Set([
  'AccessToken',
  'RefreshToken',
  'AuthorizationCode',
  'ClientCredentials',
  'BackchannelAuthenticationRequest',
]);

/** The stored key of a model id: its SHA-256, so the table holds no usable token or code. */
export function idHashOf(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

interface ModelRow {
  payload: StoredPayload;
  consumed: boolean;
}

function withConsumed(row: ModelRow | undefined, id?: string): StoredPayload | undefined {
  if (row === undefined) {
    return undefined;
  }
  const payload = { ...row.payload, ...(id === undefined ? {} : { jti: id }) };
  return row.consumed ? { ...payload, consumed: true } : payload;
}

// Expired rows stay a day so the provider can answer expired_token (it checks `exp` itself), then go.
const LIVE = `(expires_at IS NULL OR expires_at > now() - interval '1 day')`;

/** Models that start a flow: storing one also clears rows expired more than a day ago. */
const FLOW_STARTS = new Set(['Interaction', 'DeviceCode']);

/** Inserts or replaces a model; `expiresInSeconds` from now (database time). */
export async function upsertModel(
  database: Database,
  model: string,
  id: string,
  payload: StoredPayload,
  expiresInSeconds: number | undefined,
): Promise<void> {
  const stored = SECRET_ID_MODELS.has(model) ? { ...payload, jti: undefined } : payload;
  await database.query(
    `INSERT INTO oauth_models (model, id_hash, payload, grant_id, user_code, uid, account_id, client_id, expires_at)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8,
             CASE WHEN $9::integer IS NULL THEN NULL ELSE now() + make_interval(secs => $9::integer) END)
     ON CONFLICT (model, id_hash) DO UPDATE
       SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, user_code = EXCLUDED.user_code,
           uid = EXCLUDED.uid, account_id = EXCLUDED.account_id, client_id = EXCLUDED.client_id,
           expires_at = EXCLUDED.expires_at`,
    [
      model,
      idHashOf(id),
      JSON.stringify(stored),
      payload.grantId ?? null,
      payload.userCode ?? null,
      payload.uid ?? null,
      payload.accountId ?? null,
      payload.clientId ?? null,
      expiresInSeconds ?? null,
    ],
  );
  if (FLOW_STARTS.has(model)) {
    await database.query(`DELETE FROM oauth_models WHERE NOT ${LIVE}`);
  }
}

/** A model by id, with `jti` restored and `consumed` set when it was consumed. */
export async function findModel(
  database: Database,
  model: string,
  id: string,
): Promise<StoredPayload | undefined> {
  const { rows } = await database.query<ModelRow>(
    `SELECT payload, consumed_at IS NOT NULL AS consumed FROM oauth_models
      WHERE model = $1 AND id_hash = $2 AND ${LIVE}`,
    [model, idHashOf(id)],
  );
  return withConsumed(rows[0], SECRET_ID_MODELS.has(model) ? id : undefined);
}

/** A model by its user code (device codes) or uid (sessions). */
export async function findModelBy(
  database: Database,
  model: string,
  column: 'user_code' | 'uid',
  value: string,
): Promise<StoredPayload | undefined> {
  const { rows } = await database.query<ModelRow>(
    `SELECT payload, consumed_at IS NOT NULL AS consumed FROM oauth_models
      WHERE model = $1 AND ${column} = $2 AND ${LIVE} LIMIT 1`,
    [model, value],
  );
  return withConsumed(rows[0]);
}

/** Marks a model consumed (codes, rotated refresh tokens). */
export async function consumeModel(database: Database, model: string, id: string): Promise<void> {
  await database.query(
    `UPDATE oauth_models SET consumed_at = now() WHERE model = $1 AND id_hash = $2 AND consumed_at IS NULL`,
    [model, idHashOf(id)],
  );
}

/** Deletes one model. */
export async function destroyModel(database: Database, model: string, id: string): Promise<void> {
  await database.query(`DELETE FROM oauth_models WHERE model = $1 AND id_hash = $2`, [model, idHashOf(id)]);
}

/** Deletes the models of one kind (access tokens, refresh tokens, codes) issued under a grant. */
export async function destroyModelsOfGrant(
  database: Database,
  model: string,
  grantId: string,
): Promise<void> {
  await database.query(`DELETE FROM oauth_models WHERE model = $1 AND grant_id = $2`, [model, grantId]);
}

/** Deletes every model of a grant (its codes and tokens) and the grant itself. */
export async function destroyGrant(database: Database, grantId: string): Promise<void> {
  await database.query(`DELETE FROM oauth_models WHERE grant_id = $1 OR (model = 'Grant' AND id_hash = $2)`, [
    grantId,
    idHashOf(grantId),
  ]);
}

/**
 * Records a token request of a pending device code at database time; answers whether it came sooner than
 * the code's interval after the previous one (then the interval grows by 5 seconds, RFC 8628 §3.5).
 */
export async function recordDevicePoll(
  database: Database,
  deviceCode: string,
  at: Date,
  intervalSeconds: number,
): Promise<boolean> {
  const { rows } = await database.query<{ too_fast: boolean }>(
    `WITH previous AS (
       SELECT last_polled_at, coalesce(poll_interval_seconds, $3::integer) AS poll_interval
         FROM oauth_models WHERE model = 'DeviceCode' AND id_hash = $1 FOR UPDATE
     ), judged AS (
       SELECT previous.*, (last_polled_at IS NOT NULL
               AND $2::timestamptz < last_polled_at + make_interval(secs => poll_interval)) AS too_fast
         FROM previous
     )
     UPDATE oauth_models m
        SET last_polled_at = $2::timestamptz,
            poll_interval_seconds = CASE WHEN judged.too_fast THEN judged.poll_interval + 5 ELSE judged.poll_interval END
       FROM judged
      WHERE m.model = 'DeviceCode' AND m.id_hash = $1
     RETURNING judged.too_fast`,
    [idHashOf(deviceCode), at.toISOString(), intervalSeconds],
  );
  return rows[0]?.too_fast === true;
}

/** A grant the user approved, as the connected-apps list needs it. */
export interface GrantRow {
  grantId: string;
  clientId: string;
  scopes: string;
  createdAt: number;
}

/** The user's live grants, newest first. */
export async function listGrantsOfAccount(database: Database, accountId: string): Promise<GrantRow[]> {
  const { rows } = await database.query<{ payload: StoredPayload }>(
    `SELECT payload FROM oauth_models
      WHERE model = 'Grant' AND account_id = $1 AND (expires_at IS NULL OR expires_at > now())
      ORDER BY (payload->>'iat')::bigint DESC`,
    [accountId],
  );
  return rows.map(({ payload }) => ({
    grantId: String(payload.jti),
    clientId: String(payload.clientId),
    scopes: Object.values((payload.resources ?? {}) as Record<string, string>).join(' '),
    createdAt: Number(payload.iat),
  }));
}

/** Reads a stored key, or stores one `make` makes under `name` when none is there yet (the first instance wins). */
export async function findOrCreateKey<T>(database: Database, name: string, make: () => T): Promise<T> {
  const existing = await findKey<T>(database, name);
  if (existing !== null) {
    return existing;
  }
  // Instances starting together may each make one: the first stored wins, and every instance reads it back.
  await database.query(
    `INSERT INTO oauth_keys (name, value) VALUES ($1, $2::jsonb) ON CONFLICT (name) DO NOTHING`,
    [name, JSON.stringify(make())],
  );
  const stored = await findKey<T>(database, name);
  if (stored === null) {
    throw new Error(`oauth key ${name} was not stored`);
  }
  return stored;
}

async function findKey<T>(database: Database, name: string): Promise<T | null> {
  const { rows } = await database.query<{ value: T }>(`SELECT value FROM oauth_keys WHERE name = $1`, [name]);
  return rows[0]?.value ?? null;
}
