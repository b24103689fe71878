import * as fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import * as path from 'node:path';
import { INestApplication, Type } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { getStorageToken } from '@nestjs/throttler';
import { ROUTES, type StartupProgress } from '@portal/contracts';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { mountEmbeddedProvider } from './auth/embedded/mount';
import { AppConfig } from './config/config';
import { runMigrationsWithoutTimeouts } from './database/data-source-options';
import { openDatabase } from './database/embedded-postgres';
import { parserErrorsAsApiErrors } from './common/body-parser-errors';
import { parsedUnlessLeftUnread } from './common/body-parsers';
import { methodAndMediaTypeChecks } from './common/method-and-media-type';
import { buildOpenApiDocument } from './common/openapi';
import { hstsWhenHttps } from './common/hsts';
import { AnswerInterceptor, ApiExpressAdapter, compressJsonAnswers } from './common/http';
import { basemapContentOrigins } from './map-explorer/public-map/online-basemaps';
import { MAX_JSON_BODY } from './common/safe-input';
import { createValidationPipe } from './common/validation';
import { isDatabaseSeeded, seedDemoData } from './seed/demo-seed';
import { AlertEngine } from './alerts/engine/alert-engine.service';
import { ImportQueue } from './imports/imports.queue';
import { holdsDemoData, startDemoLogger } from './seed/demo-logger';
import { installReferenceData } from './seed/reference-install';
import { SeriesChanges } from './live/series-changes';
import { GraphStatsService } from './map-explorer/graph-mode/graph-stats.service';
import { IngestService } from './ingest/ingest.service';
import { loggerKeyFirst } from './ingest/logger-key.guard';
import { type FixedWindowThrottlerStorage, refusedByRateLimit } from './common/rate-limit';

export interface RunningApp {
  app: INestApplication;
  dataSource: DataSource;
  /** Where the embedded database was served, or the configured URL. */
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * Builds the whole backend: database (embedded or configured), migrations, first-start demo data, security
 * headers, validation, OpenAPI and the web build. main.ts and the integration tests both start it this way.
 */
export async function createApp(
  config: AppConfig, extraModules: Type[] = [], options: { progress?: (progress: StartupProgress) => void } = {},
): Promise<RunningApp> {
  const progress = options.progress ?? (() => undefined);
  progress({ stage: 'Opening the database', percent: 0, seeding: false });
  const database = await openDatabase(config.database);
  const databaseUrl = database.url;

  // The adapter sends the answers services return (cached JSON with its ETag and gzip copy, images, files); the
  // interceptor gives each route's answer the cache policy of its route table entry (common/http.ts).
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, databaseUrl, extraModules), new ApiExpressAdapter(), {
    // Nest's own start-up lines go through pino too (JSON, and silent where LOG_LEVEL says so).
    bufferLogs: true,
    // Where Nest's own server listens (tests, embedding), close() ends open connections too: a download whose reader
    // stopped holds a database connection, and closing the pool would wait for it forever.
    forceCloseConnections: true,
  });
  const logger = app.get(Logger);
  app.useLogger(logger);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalInterceptors(new AnswerInterceptor(app.get(Reflector)));
  // Whose X-Forwarded-For names the client (rate limits, logs): nobody's unless TRUST_PROXY names the proxies.
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Content-Disposition is exposed so a cross-origin client (the desktop app) can save a download under the name
  // the server gives it.
  app.enableCors({ origin: config.corsOrigins.length ? config.corsOrigins : false, exposedHeaders: ['Content-Disposition'] });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Blueprint positions popovers with inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Avatars of an external identity provider's users are https images (Gravatar and the like).
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          // maplibre-gl runs its tile parsing in blob: workers.
          workerSrc: ["'self'", 'blob:'],
          // The web app talks to the identity provider itself (discovery, token and revocation endpoints), and
          // checks that a framed site answers before framing it (an opaque no-cors request).
          // The map loads its online basemaps' styles and tiles, and the national hydrology layers, with fetch.
          connectSrc: ["'self'", new URL(config.auth.issuer).origin, ...config.frameOrigins, ...basemapContentOrigins(config.map.basemaps)],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          // The Steamboat forecasts page embeds an external app; only the configured origins may be framed.
          frameSrc: ["'self'", ...config.frameOrigins],
        },
      },
      strictTransportSecurity: false,
    }),
  );
  app.use(hstsWhenHttps(config.publicUrl));
  app.use('/api', compressJsonAnswers());

  // The embedded sign-in provider (when configured) at /oidc: before the web build's fallback and Nest's body parsers.
  await mountEmbeddedProvider(app, config.auth);
  // A data logger's key is checked before any parser reads its body: without a valid one the body stays unread
  // and the route answers 401, whatever the body is.
  const budgets = app.get<FixedWindowThrottlerStorage>(getStorageToken());
  app.use(`/api/${ROUTES.postIngestTelemetry.path}`, loggerKeyFirst(app.get(IngestService), (req) => refusedByRateLimit(budgets, req)));
  // Nest's own JSON parser would take 100 kB; this one bounds every API body explicitly (413 beyond it).
  app.useBodyParser('json', { limit: MAX_JSON_BODY, type: parsedUnlessLeftUnread('application/json') });
  // Nest would add its own form parser after this point, past the handler that shapes the parsers' errors.
  app.useBodyParser('urlencoded', { limit: MAX_JSON_BODY, extended: true, type: parsedUnlessLeftUnread('application/x-www-form-urlencoded') });
  app.use(parserErrorsAsApiErrors);

  const openApi = buildOpenApiDocument(app, config.version);
  SwaggerModule.setup('api/docs', app, openApi, { jsonDocumentUrl: 'api/docs-json' });
  app.use(methodAndMediaTypeChecks(openApi));

  serveWebBuild(app, config.webDistDir);

  await app.init();
  const dataSource = app.get(DataSource);
  if (config.migrateOnStart) {
    progress({ stage: 'Applying database migrations', percent: 0, seeding: false });
    // Same pool as the API, but a migration may rewrite a large table: its connection has no statement timeout.
    const ran = await runMigrationsWithoutTimeouts(dataSource);
    if (ran.length) logger.log(`Applied ${ran.length} migration(s): ${ran.map((m) => m.name).join(', ')}`);
  }
  if (config.seedOnFirstStart && config.database.mode === 'embedded' && !(await isDatabaseSeeded(dataSource))) {
    logger.log('Empty embedded database: generating the demo dataset (first start only)…');
    // The seed logs each step's time and the dataset it made; the progress line says where the start is.
    await seedDemoData(dataSource, {
      scale: config.seedScale,
      log: (m) => logger.log(m),
      progress: ({ stage, percent }) => {
        progress({ stage: `Generating the demo data: ${stage}`, percent, seeding: true });
        logger.log(`Demo data ${percent}%: ${stage}`);
      },
    });
  } else if (config.referenceDataOnFirstStart && (await installReferenceData(dataSource, (m) => logger.log(m)))) {
    logger.log('Empty database: wrote the portal\'s reference data (lookups, parameters, map layers); no demo data');
  }

  progress({ stage: 'Starting the services', percent: 100, seeding: false });
  // Only now is the database ready for the graph-mode statistics' schedule (see GraphStatsService).
  app.get(GraphStatsService).startWhenReady();

  // The demo dataset keeps looking live: a simulated logger appends its telemetry every minute.
  const stopDemoLogger = config.demoLogger && (await holdsDemoData(dataSource))
    ? startDemoLogger(dataSource, app.get(SeriesChanges), (m) => logger.warn(m))
    : undefined;

  if (config.alerts.engine) await app.get(AlertEngine).start();
  if (config.imports.queue) await app.get(ImportQueue).start();

  return {
    app,
    dataSource,
    databaseUrl,
    async close() {
      await stopDemoLogger?.();
      await app.close();
      await database.stop();
    },
  };
}

/** Whether a request is for the API (answered by Nest, in JSON) rather than for the web build. */
const isApiPath = (requestPath: string) => requestPath === '/api' || requestPath.startsWith('/api/');

/** Serves the production web build at / with client-side routes falling back to index.html. */
function serveWebBuild(app: NestExpressApplication, dir: string): void {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) {
    app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
      if (req.method !== 'GET' || isApiPath(req.path)) return next();
      res.status(503).type('text/plain').send(`The web build is missing at ${dir}. Run "npm run build".`);
    });
    return;
  }
  // The build writes a brotli and a gzip copy beside each asset worth compressing: a browser that accepts one gets
  // it (with Vary: Accept-Encoding), without compressing per request; others get the file as it is.
  // API paths never reach it: it answers a path it cannot decode itself, in text, where the API answers JSON.
  const assets = expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, maxAge: '1y', immutable: true, setHeaders: noCacheForHtml },
  });
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) =>
    (isApiPath(req.path) ? next() : assets(req, res, next)));
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    // A path with a file extension that static did not find is a missing asset, not a client route.
    if (path.extname(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}

function noCacheForHtml(res: ServerResponse, file: string): void {
  // Hashed assets live forever; index.html must always be revalidated so a new release is picked up.
  if (/\.html(\.br|\.gz)?$/.test(file)) res.setHeader('Cache-Control', 'no-cache');
}
