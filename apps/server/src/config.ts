import { resolve } from 'node:path';
import { FEATURE_FLAG_NAMES, type FeatureFlagName, type FeatureFlags } from '@airlens/contract';
import { z } from 'zod';
import { isAllowlistEntry } from './http/outbound-guard';

export { FEATURE_FLAG_NAMES };
export type { FeatureFlagName, FeatureFlags };

/** `FEATURE_SIX_GHZ=false` style name of a flag's environment switch. */
export function featureFlagEnvName(flag: FeatureFlagName): string {
  return `FEATURE_${flag.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}

/**
 * Heap cap of one import worker process, in MB: room for the largest JSON member the reader accepts (128 MB,
 * parsed at ~2.6x) beside a large project's model and derivations.
 */
export const DEFAULT_IMPORT_WORKER_HEAP_MB = 1024;
/** How many newest versions of each project are kept for the version history (VERSION_RETENTION). */
export const DEFAULT_VERSION_RETENTION = 20;

const booleanText = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((text) => ['true', '1', 'on', 'yes'].includes(text));

const listText = z.string().transform((text) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0),
);

const seconds = z.coerce
  .number()
  .int()
  .min(1)
  .max(7 * 24 * 3600);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Unset: loopback in development (the dev outbox and demo accounts stay on this machine), all interfaces in production.
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  // The controller integration's key-encryption secret (any text; hashed to 256 bits); unset: one generated into
  // DATA_DIR/integration-secret (mode 0600) on first use.
  INTEGRATION_SECRET: z.string().min(16).optional(),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  BLOB_URL: z.string().optional(),
  // With BLOB_URL=s3://bucket/prefix: the S3-compatible endpoint (unset for AWS), region and path-style
  // addressing (MinIO, Ceph, Garage); credentials come from the standard AWS_* variables.
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  // Where browsers PUT direct uploads when they cannot reach S3_ENDPOINT (an internal host); unset: S3_ENDPOINT.
  S3_PUBLIC_ENDPOINT: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Airlens <no-reply@airlens.local>'),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // all: serves HTTP and runs jobs; web: serves HTTP and only enqueues jobs; worker: runs jobs, no HTTP
  // listener but a /healthz and /readyz one on WORKER_HEALTH_PORT (main.ts).
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  WORKER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(8081),
  TRUST_PROXY: booleanText.default(false),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024 * 1024),
  // Direct uploads to S3: a file larger than this goes up in presigned parts of MULTIPART_PART_SIZE_BYTES
  // (S3 takes parts of 5 MiB to 5 GiB, at most 10,000 of them).
  MULTIPART_THRESHOLD_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(100 * 1024 * 1024),
  MULTIPART_PART_SIZE_BYTES: z.coerce
    .number()
    .int()
    .min(5 * 1024 * 1024, 'S3 parts are at least 5 MiB (5242880)')
    .max(5 * 1024 * 1024 * 1024, 'S3 parts are at most 5 GiB')
    .default(64 * 1024 * 1024),
  // HTTP timeouts in seconds (http/request-timeouts.ts): request line and headers; an ordinary body; any request
  // as a whole (the backstop of the upload, which may take hours on a slow link); a kept-alive idle connection;
  // a connection on which nothing moves. The upload PUT is cut when fewer than UPLOAD_MIN_BYTES_PER_WINDOW bytes
  // arrive in UPLOAD_PROGRESS_WINDOW_SECONDS.
  HTTP_HEADERS_TIMEOUT_SECONDS: seconds.default(20),
  HTTP_BODY_TIMEOUT_SECONDS: seconds.default(30),
  HTTP_REQUEST_TIMEOUT_SECONDS: seconds.default(6 * 3600),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: seconds.default(72),
  HTTP_CONNECTION_TIMEOUT_SECONDS: seconds.default(120),
  UPLOAD_PROGRESS_WINDOW_SECONDS: seconds.default(30),
  UPLOAD_MIN_BYTES_PER_WINDOW: z.coerce
    .number()
    .int()
    .min(1)
    .default(32 * 1024),
  PRODUCT_ORIGINS: listText.optional(),
  // Internal hosts and networks that user-configured URLs (an OIDC issuer) may reach; see http/outbound-guard.ts.
  OUTBOUND_ALLOWLIST: listText
    .refine(
      (entries) => entries.every(isAllowlistEntry),
      'each entry must be a host name, an IP address or a CIDR',
    )
    .optional(),
  PRODUCT_DOMAINS: listText.optional(),
  MARKETING_BASE_URL: z.string().url().optional(),
  OPTIMIZER_URL: z.string().url().optional(),
  PLANNER_URL: z.string().url().optional(),
  INTERNAL_EMAIL_DOMAINS: listText.optional(),
  MAP_STYLE_URL: z.string().url().optional(),
  ERROR_REPORTING_DSN: z.string().optional(),
  RELEASE_VERSION: z.string().default('september-4-2025'),
  // Also switches the public tour /demo: it shows the projects the demo seed imported, and nothing when off.
  SEED_DEMO: booleanText.default(true),
  WEB_DIST_DIR: z.string().optional(),
  // Accounts: argon2id defaults are the OWASP floor (m=19456 KiB, t=2, p=1); tests lower them.
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19_456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  // Benchmarks only: serves the insights baseline route (a precomputed JSON body, no database).
  BENCH_BASELINE: booleanText.default(false),
  // The insights list, search and KPI answers kept in memory per organisation data version; off computes every
  // answer from the database (to measure the queries, or to rule the cache out when investigating).
  INSIGHTS_RESPONSE_CACHE: booleanText.default(true),
  // How long a page load of /insights waits for its first table page to inline it; past that (a busy database)
  // the plain page goes out and the dashboard asks itself. 0 never inlines.
  DASHBOARD_INLINE_TIMEOUT_MS: z.coerce.number().int().min(0).max(10_000).default(300),
  // Heatmaps: worker threads (0 = compute in-process) and the server-side cap on cells per heatmap.
  HEATMAP_WORKERS: z.coerce.number().int().min(0).max(16).default(2),
  HEATMAP_MAX_CELLS: z.coerce.number().int().min(100).max(4_000_000).default(500_000),
  // Imports: each runs in a child process with this heap cap; at most IMPORT_CONCURRENCY run at once, the rest queue.
  IMPORT_WORKER_HEAP_MB: z.coerce.number().int().min(64).max(65_536).default(DEFAULT_IMPORT_WORKER_HEAP_MB),
  IMPORT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  // How often an instance running jobs looks for imports whose process died (kill -9, a lost machine), and how
  // long such an import must have been untouched: one is queued again within about twice this.
  IMPORT_RECOVERY_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  // Version history: the newest this many versions of each project are kept (documents, members, blobs).
  VERSION_RETENTION: z.coerce.number().int().min(1).max(1000).default(DEFAULT_VERSION_RETENTION),
  // Encrypts secrets at rest (SSO client secrets); required in production, a fixed development key otherwise.
  SECRET_KEY: z.string().min(32, 'SECRET_KEY needs at least 32 characters').optional(),
});

/** The key outside production when SECRET_KEY is unset; never used in production (secretKey is null there). */
export const DEVELOPMENT_SECRET_KEY = 'airlens-development-secret-key-not-for-production';

export type AppConfig = ReturnType<typeof parseConfig>;

/** Parses the environment once; every other module receives the result, never `process.env`. */
export function parseConfig(env: Record<string, string | undefined>) {
  // An empty variable (`DATABASE_URL=`) means unset, as shells and compose files commonly write it.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  // Node refuses a header deadline past the request deadline; say so by name instead of failing at listen.
  if (values.HTTP_HEADERS_TIMEOUT_SECONDS > values.HTTP_REQUEST_TIMEOUT_SECONDS) {
    throw new Error(
      'Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_SECONDS: must not exceed HTTP_REQUEST_TIMEOUT_SECONDS',
    );
  }
  const publicUrl = new URL(values.PUBLIC_URL ?? `http://localhost:${values.PORT}`);
  const featureFlags = Object.fromEntries(
    FEATURE_FLAG_NAMES.map((flag) => {
      const text = env[featureFlagEnvName(flag)];
      return [flag, text === undefined ? true : booleanText.parse(text.toLowerCase())];
    }),
  ) as FeatureFlags;
  const dataDir = resolve(values.DATA_DIR);
  return {
    nodeEnv: values.NODE_ENV,
    isProduction: values.NODE_ENV === 'production',
    host: values.HOST ?? (values.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    port: values.PORT,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    blobUrl: values.BLOB_URL ?? `file://${resolve(dataDir, 'blobs')}`,
    s3: {
      endpoint: values.S3_ENDPOINT,
      region: values.S3_REGION,
      forcePathStyle: values.S3_FORCE_PATH_STYLE,
      publicEndpoint: values.S3_PUBLIC_ENDPOINT,
    },
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    publicUrl: publicUrl.toString().replace(/\/$/, ''),
    logLevel: values.LOG_LEVEL,
    role: values.ROLE,
    workerHealthPort: values.WORKER_HEALTH_PORT,
    trustProxy: values.TRUST_PROXY,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    uploadLimitBytes: values.UPLOAD_LIMIT_BYTES,
    multipart: {
      thresholdBytes: values.MULTIPART_THRESHOLD_BYTES,
      partSizeBytes: values.MULTIPART_PART_SIZE_BYTES,
    },
    httpTimeouts: {
      headersMs: values.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      bodyMs: values.HTTP_BODY_TIMEOUT_SECONDS * 1000,
      requestMs: values.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveMs: values.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      idleMs: values.HTTP_CONNECTION_TIMEOUT_SECONDS * 1000,
      upload: {
        windowMs: values.UPLOAD_PROGRESS_WINDOW_SECONDS * 1000,
        minBytes: values.UPLOAD_MIN_BYTES_PER_WINDOW,
      },
    },
    productOrigins: values.PRODUCT_ORIGINS ?? [publicUrl.origin],
    productDomains: values.PRODUCT_DOMAINS ?? [publicUrl.hostname],
    outboundAllowlist: values.OUTBOUND_ALLOWLIST ?? [],
    marketingBaseUrl: values.MARKETING_BASE_URL ?? null,
    optimizerUrl: values.OPTIMIZER_URL ?? null,
    plannerUrl: values.PLANNER_URL ?? null,
    internalEmailDomains: values.INTERNAL_EMAIL_DOMAINS ?? [],
    mapStyleUrl: values.MAP_STYLE_URL ?? null,
    errorReportingDsn: values.ERROR_REPORTING_DSN ?? null,
    releaseVersion: values.RELEASE_VERSION,
    seedDemo: values.SEED_DEMO,
    webDistDir: values.WEB_DIST_DIR ?? null,
    featureFlags,
    argon2: { memoryCostKib: values.ARGON2_MEMORY_KIB, timeCost: values.ARGON2_TIME_COST },
    sessionIdleMinutes: values.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: values.SESSION_ABSOLUTE_HOURS,
    loginRateLimitPerMinute: values.LOGIN_RATE_LIMIT_PER_MINUTE,
    benchBaseline: values.BENCH_BASELINE,
    insightsResponseCache: values.INSIGHTS_RESPONSE_CACHE,
    dashboardInlineTimeoutMs: values.DASHBOARD_INLINE_TIMEOUT_MS,
    heatmapWorkers: values.HEATMAP_WORKERS,
    heatmapMaxCells: values.HEATMAP_MAX_CELLS,
    importWorkerHeapMb: values.IMPORT_WORKER_HEAP_MB,
    importConcurrency: values.IMPORT_CONCURRENCY,
    importRecoverySeconds: values.IMPORT_RECOVERY_SECONDS,
    versionRetention: values.VERSION_RETENTION,
    integrationSecret: values.INTEGRATION_SECRET ?? null,
    secretKey: values.SECRET_KEY ?? (values.NODE_ENV === 'production' ? null : DEVELOPMENT_SECRET_KEY),
  };
}
