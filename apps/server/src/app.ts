import { platformEndpoints } from '@airlens/contract';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { BlobStore } from './blobs/blob-store';
import type { AppConfig } from './config';
import type { ChangeNotices } from './db/change-notices';
import type { Database } from './db/database';
import { createAccountsContext } from './features/auth/accounts-context';
import { authRoutes } from './features/auth/auth.routes';
import { createBackgroundTasks } from './features/auth/background-tasks';
import { createSessionService } from './features/auth/sessions.service';
import { installDemoScope } from './features/demo/demo.hooks';
import { rewriteDemoUrl } from './features/demo/demo-paths';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes';
import { controllerArchiveRoutes } from './features/controller-archive/controller-archive.routes';
import { exportsRoutes } from './features/exports/exports.routes';
import { heatmapsRoutes } from './features/heatmaps/heatmaps.routes';
import { createHeatmapsContext } from './features/heatmaps/heatmaps.service';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { insightsInventoryRoutes } from './features/insights/insights-inventory.routes';
import { insightsRoutes } from './features/insights/insights.routes';
import { planningRoutes } from './features/heatmaps/planning.routes';
import { manageRoutes } from './features/manage/manage.routes';
import { marketingRoutes } from './features/marketing/marketing.routes';
import {
  createMarketingService,
  DEFAULT_MARKETING_LIMITS,
  type MarketingOptions,
} from './features/marketing/marketing.service';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { createOAuthContext, oauthAccessTokenResolver } from './features/oauth/oauth-context';
import { oauthRoutes } from './features/oauth/oauth.routes';
import { organizationsRoutes } from './features/organizations/organizations.routes';
import { placesRoutes } from './features/places/places.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { platformRoutes } from './features/platform/platform.routes';
import { secureViewRoutes } from './features/sharing/secure-view.routes';
import { sharingRoutes } from './features/sharing/sharing.routes';
import { sitesRoutes } from './features/sites/sites.routes';
import { ssoConfigRoutes } from './features/sso/sso-config.routes';
import { createSsoContext } from './features/sso/sso-context';
import { ssoRoutes } from './features/sso/sso.routes';
import { uploadsRoutes } from './features/uploads/uploads.routes';
import { floorScaleRoutes } from './features/projects/floor-scale.routes';
import { projectsRoutes } from './features/projects/projects.routes';
import { usersRoutes } from './features/users/users.routes';
import { versionsRoutes } from './features/versions/versions.routes';
import { vendorIntegrationRoutes } from './features/vendor-integration/vendor-integration.routes';
import { installSessions, sessionCookieName } from './http/session';
import { installBearer } from './http/bearer';
import { registerApiDocs, swaggerOptions } from './http/api-docs';
import { personalAccessTokenResolver } from './features/tokens/tokens.service';
import { tokensRoutes } from './features/tokens/tokens.routes';
import { createOutboxMailer, type Mailer } from './mail/mailer';
import { routeOf } from './http/contract-route';
import { registerErrorHandler } from './http/error-handler';
import { registerInputGuard } from './http/input-guard';
import { registerBodyTimeouts, serverTimeoutOptions } from './http/request-timeouts';
import { registerNoStoreForPrincipals } from './http/no-store';
import { recordRoutes } from './http/route-registry';
import { createReadinessCheck } from './http/readiness';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { createJobFeatures } from './job-features';
import { registerJobDrain } from './jobs/job-drain';
import type { JobQueue } from './jobs/job-queue';
import type { ImportDeps } from './features/uploads/import.service';

/** Everything the app needs from outside; main.ts builds the real ones, tests build their own. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  /** Absent in tests that never enqueue work. */
  jobs?: JobQueue;
  /** The clock, so tests can move time (lockouts, expiry). */
  now?: () => Date;
  /** Cache invalidations between instances (PostgreSQL LISTEN/NOTIFY); absent on PGlite and in most tests. */
  notices?: ChangeNotices;
  /** Outgoing mail; the outbox table when absent. */
  mailer?: Mailer;
  /** What's new proxy overrides (tests: limits, cache, fetch). */
  marketingOptions?: Partial<MarketingOptions>;
  /** Import job overrides (tests: reader limits, failpoints, derivations). */
  importOptions?: Partial<ImportDeps>;
}

/** The route the browser PUTs an upload's bytes to, whatever its parameter is called. */
const UPLOAD_CONTENT_ROUTE = /^\/esxfileapi\/v1\/projects\/upload\/:[^/]+\/content$/;

/** A fully wired Fastify app that never listens: main.ts listens, tests call `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  // Typed with Fastify's base logger so plugins and routes see the plain FastifyInstance.
  const loggerInstance: FastifyBaseLogger = deps.logger;
  const app: FastifyInstance = Fastify({
    loggerInstance,
    bodyLimit: config.bodyLimitBytes,
    // Only behind a proxy that sets X-Forwarded-For; otherwise a client could forge its IP.
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    // The public demo's paths reach the real read routes (features/demo: read-only, demo organisation only).
    rewriteUrl: (request) => rewriteDemoUrl(request.url ?? '/'),
    // Header, request, keep-alive and idle timeouts, so a slow client cannot hold a connection open for long.
    ...serverTimeoutOptions(config.httpTimeouts),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  recordRoutes(app);
  registerErrorHandler(app);
  registerInputGuard(app);
  // The upload PUT streams up to 1 GiB: judged by its progress, not by one total time like other bodies.
  registerBodyTimeouts(
    app,
    config.httpTimeouts,
    (method, routeUrl) => method === 'PUT' && UPLOAD_CONTENT_ROUTE.test(routeUrl ?? ''),
  );

  await app.register(
    fastifySwagger,
    swaggerOptions({
      version: config.releaseVersion,
      publicUrl: config.publicUrl,
      sessionCookieName: sessionCookieName(config),
    }),
  );
  await registerSecurityHeaders(app, {
    // The bucket too when browsers PUT uploads straight to it (presigned URLs).
    extraConnectOrigins: [config.mapStyleUrl, config.errorReportingDsn, deps.blobs.directUploadOrigin ?? null]
      .filter((value): value is string => value !== null && /^https?:\/\//.test(value))
      .map((value) => new URL(value).origin),
    isProduction: config.isProduction,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  registerNoStoreForPrincipals(app);

  await app.register(platformRoutes({ config, isReady: createReadinessCheck(deps.database) }));

  const now = deps.now ?? (() => new Date());
  const sessions = createSessionService({
    database: deps.database,
    config,
    now,
    ...(deps.notices === undefined ? {} : { notices: deps.notices }),
  });
  installSessions(app, sessions, { cookieName: sessionCookieName(config) });
  installDemoScope(app, { database: deps.database, isEnabled: config.seedDemo });
  installBearer(app, { database: deps.database, now });
  app.registerBearerResolver(personalAccessTokenResolver({ database: deps.database, now }));
  const background = createBackgroundTasks(app.log);
  app.addHook('onClose', () => background.drain());
  const accounts = createAccountsContext({
    config,
    database: deps.database,
    mailer: deps.mailer ?? createOutboxMailer(deps.database, deps.logger),
    logger: app.log,
    now,
    background,
    sessions,
  });
  await app.register(authRoutes(accounts));
  await app.register(usersRoutes(accounts));
  await app.register(tokensRoutes({ database: deps.database, now }));
  await app.register(organizationsRoutes(accounts));
  await app.register(analyticsRoutes(accounts));
  await app.register(devMailboxRoutes(accounts));
  const sso = createSsoContext(accounts);
  await app.register(ssoRoutes(sso));
  await app.register(ssoConfigRoutes(sso));
  const oauth = createOAuthContext({ config, database: deps.database, now, logger: app.log });
  app.registerBearerResolver(oauthAccessTokenResolver(oauth));
  await app.register(oauthRoutes(oauth));
  await app.register(insightsRoutes({ database: deps.database, config }));
  await app.register(insightsInventoryRoutes({ database: deps.database, config }));
  await app.register(
    heatmapsRoutes(
      createHeatmapsContext({ database: deps.database, blobs: deps.blobs, config, logger: app.log }),
    ),
  );
  await app.register(
    planningRoutes({ database: deps.database, blobs: deps.blobs, config, logger: deps.logger }),
  );
  await app.register(sharingRoutes(accounts));
  await app.register(secureViewRoutes(accounts));
  await app.register(notificationsRoutes({ database: deps.database, now }));
  await app.register(manageRoutes({ database: deps.database, config, now }));
  const marketing = createMarketingService({
    baseUrl: config.marketingBaseUrl,
    ...DEFAULT_MARKETING_LIMITS,
    now,
    ...deps.marketingOptions,
  });
  await app.register(marketingRoutes(marketing));
  await app.register(sitesRoutes({ database: deps.database, config }));
  const jobFeatures = createJobFeatures({ ...deps, now });
  const { uploads, projects, reports, vendorIntegration } = jobFeatures;
  app.addHook('onClose', () => jobFeatures.close());
  registerJobDrain(app, [() => background.settle(), () => jobFeatures.settle()]);
  await app.register(uploadsRoutes(uploads.context));
  await app.register(projectsRoutes(projects.context));
  await app.register(floorScaleRoutes({ ...projects.context, enqueueImport: uploads.context.enqueueImport }));
  await app.register(
    versionsRoutes({
      ...projects.context,
      enqueueImport: uploads.context.enqueueImport,
      enqueueAutoPlan: jobFeatures.autoPlan.enqueueAutoPlan,
    }),
  );
  await app.register(exportsRoutes(projects.context));
  await app.register(controllerArchiveRoutes(projects.context));
  await app.register(placesRoutes());
  await app.register(reportsRoutes(reports.context));
  await app.register(vendorIntegrationRoutes(vendorIntegration.context));
  // ROLE=web only enqueues: startJobs takes no jobs there (job-features.ts).
  await jobFeatures.startJobs();

  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(platformEndpoints.getOpenApiDocument),
    handler: () => ({ ...app.swagger() }),
  });
  await registerApiDocs(app);
  await registerSpa(app, config.webDistDir, {
    serveSourceMaps: !config.isProduction,
    firstPageTimeoutMs: config.dashboardInlineTimeoutMs,
  });
  return app;
}
