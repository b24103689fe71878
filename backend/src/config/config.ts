import * as fs from 'node:fs';
import { isIP } from 'node:net';
import * as path from 'node:path';
import { type BasemapId, isPmtilesV3Header, PMTILES_HEADER_BYTES, type SiteCredits } from '@portal/contracts';
import { isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import { BASEMAP_IDS } from '../map-explorer/public-map/basemap-style';
import type { BasemapSettings } from '../map-explorer/public-map/online-basemaps';

/** Where the repository root is, whether we run from source (ts) or from dist/backend/backend/src (js). */
export function projectRoot(): string {
  let dir = __dirname;
  for (let i = 0; i < 8; i++) {
    if (fs.existsSync(path.join(dir, 'nx.json'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const port = z.coerce.number().int().min(0).max(65535);

const httpUrl = z.string().url().regex(/^https?:\/\//, 'must start with http:// or https://');

/**
 * What is wrong with a PMTiles archive path, or null: read at start-up so a missing, unreadable or foreign file
 * stops the portal with its name rather than leaving every map without its basemap.
 */
function pmtilesArchiveProblem(file: string): string | null {
  const absolute = path.resolve(file);
  let fd: number | undefined;
  try {
    fd = fs.openSync(absolute, 'r');
    const header = Buffer.alloc(PMTILES_HEADER_BYTES);
    const read = fs.readSync(fd, header, 0, PMTILES_HEADER_BYTES, 0);
    if (read < PMTILES_HEADER_BYTES || !isPmtilesV3Header(header)) return `${absolute} is not a PMTiles version 3 archive`;
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? `${absolute} does not exist` : code === 'EISDIR' ? `${absolute} is a directory, not a PMTiles archive` : `${absolute} cannot be read (${code ?? String(error)})`;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Where our roles live in tokens by default: a namespace under the reserved `.example` domain owned by no one. */
export const DEFAULT_ROLES_CLAIM = 'https://basin-water-portal.example/roles';
/** Demo-only password of the embedded provider's accounts; README and .env.example say so. */
export const DEFAULT_DEMO_PASSWORD = 'demo-password';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isUrl(value: string): boolean {
  return URL.canParse(value);
}

function commaList(value: string): string[] {
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Express's 'trust proxy' setting: false (the socket address is the client), a number of proxy
 * hops, or the addresses of the proxies whose X-Forwarded-For is believed. `true` (trust any sender) is refused:
 * it lets every client choose its own address, and so its own rate-limit budget. undefined: not valid.
 */
function parseTrustProxy(value: string): TrustProxy | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === '0' || v === 'no') return false;
  if (/^\d+$/.test(v)) return Number(v) <= 10 ? Number(v) : undefined;
  const entries = commaList(v);
  const valid = entries.length > 0 && entries.every((e) => {
    if (TRUST_PROXY_NAMES.has(e)) return true;
    const [address, bits, ...rest] = e.split('/');
    const family = isIP(address);
    if (!family || rest.length) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
  return valid ? entries : undefined;
}

/** Every variable the backend reads. `.env.example` documents each one. */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: port.default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    PGHOST: z.string().min(1).optional(),
    PGPORT: port.optional(),
    PGUSER: z.string().min(1).optional(),
    PGPASSWORD: z.string().optional(),
    PGDATABASE: z.string().min(1).optional(),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).default(30_000),
    HEALTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
    DATA_DIR: z.string().min(1).optional(),
    MIGRATE_ON_START: bool.default('true'),
    SEED_ON_FIRST_START: bool.default('true'),
    // On an empty database that is not given the demo dataset (a district's PostgreSQL), write the product's
    // reference rows at start: lookups, parameters, the landing page's tools and the map's layers.
    REFERENCE_DATA_ON_FIRST_START: bool.default('true'),
    // On a database holding the generated demo dataset, append demo telemetry every minute (a simulated logger).
    DEMO_LOGGER: bool.default('true'),
    // The telemetry ingest refuses readings before this date (UTC). From year 1000 on: the database's date
    // arithmetic (operator days, water years) must hold every accepted reading.
    INGEST_EARLIEST_DATE: z
      .string()
      .default('1900-01-01')
      .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && v >= '1000-01-01' && isValid(parseISO(v)), 'must be a date YYYY-MM-DD from 1000-01-01 on'),
    SEED_SCALE: z.coerce.number().positive().max(1000).optional(),
    WEB_DIST_DIR: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    CORS_ORIGINS: z.string().default(''),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
    RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(300),
    RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    // Megabytes all caches of answers together may hold (fractions allowed, for tests of small budgets).
    ANSWER_CACHE_MAX_MB: z.coerce.number().min(0.25).max(65_536).default(256),
    TRUST_PROXY: z
      .string()
      .default('false')
      .refine((v) => parseTrustProxy(v) !== undefined, 'must be false, a hop count (1, 2...), or a comma-separated list of proxy addresses, CIDRs or loopback, linklocal, uniquelocal'),
    FRAME_ORIGINS: z
      .string()
      .default('https://www.cbrfc.noaa.gov')
      .refine(
        (v) => v.split(',').map((o) => o.trim()).filter(Boolean).every((o) => /^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(o)),
        'must be a comma-separated list of https origins (scheme and host, no path)',
      ),
    // Who the footer and the About page name: the copyright holder and the team or consultancy that built the site.
    SITE_OWNER_NAME: z.string().trim().min(1).max(200).default('Upper Yampa Water Conservancy District'),
    SITE_OWNER_URL: httpUrl.default('https://upperyampawater.com/'),
    SITE_BUILT_BY_NAME: z.string().trim().min(1).max(200).default('the Basin Water Portal project'),
    SITE_BUILT_BY_URL: httpUrl.optional(),
    PUBLIC_URL: z.string().url().regex(/^https?:\/\//, 'must start with http:// or https://').optional(),
    OIDC_ISSUER: z.string().url().regex(/^https?:\/\//, 'must start with http:// or https://').optional(),
    OIDC_EMBEDDED: bool.optional(),
    OIDC_AUDIENCE: z.string().min(1).default('basin-water-portal-api'),
    OIDC_CLIENT_ID: z.string().min(1).default('basin-water-portal'),
    OIDC_ROLES_CLAIM: z.string().min(1).default(DEFAULT_ROLES_CLAIM),
    OIDC_JWKS_URI: z.string().url().optional(),
    OIDC_REDIRECT_URIS: z.string().default(''),
    OIDC_DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    OIDC_KEYS_FILE: z.string().min(1).optional(),
    // online: national and OpenStreetMap tile services, with the offline styles as the fallback; offline: only the portal's own styles.
    BASEMAPS: z.enum(['online', 'offline']).default('online'),
    BASEMAP_STYLE_URL_OUTDOORS: httpUrl.optional(),
    BASEMAP_STYLE_URL_STREETS: httpUrl.optional(),
    BASEMAP_STYLE_URL_SATELLITE: httpUrl.optional(),
    BASEMAP_STYLE_URL_LIGHT: httpUrl.optional(),
    BASEMAP_STYLE_URL_DARK: httpUrl.optional(),
    // A district's own PMTiles archive (Protomaps schema) drawing Outdoors, Streets, Light and Dark, in either mode.
    BASEMAP_PMTILES: z
      .string()
      .superRefine((file, ctx) => {
        const problem = pmtilesArchiveProblem(file);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    // The desktop app's releases, one sub-folder each as electron-builder writes them: the update feed and the
    // download page serve them (unset: the portal publishes no desktop app). Checked at start-up like BASEMAP_PMTILES.
    DESKTOP_UPDATES_DIR: z
      .string()
      .refine((dir) => fs.existsSync(dir) && fs.statSync(dir).isDirectory(), (dir) => ({ message: `${path.resolve(dir)} is not a directory` }))
      .optional(),
    // Alerts: the engine (on unless false; off by default in test runs, which start it themselves), the mail server
    // (unset: messages go to the in-product outbox), the HTTP SMS/webhook channel, and how often a send is tried.
    ALERTS_ENGINE: bool.optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL').refine(isUrl, 'must be a URL').optional(),
    ALERT_MAIL_FROM: z.string().trim().min(3).max(320).default('Basin Water Portal Alerts <alerts@localhost>'),
    SMS_HTTP_URL: httpUrl.optional(),
    SMS_HTTP_KIND: z.enum(['twilio', 'json']).default('json'),
    SMS_HTTP_USER: z.string().min(1).optional(),
    SMS_HTTP_PASSWORD: z.string().min(1).optional(),
    SMS_HTTP_FROM: z.string().trim().min(1).max(64).optional(),
    ALERT_DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
    ALERT_DELIVERY_RETRY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
    ALERT_DELIVERY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
    // Data Imports: the job queue that runs them (on unless false; off by default in test runs, which start it
    // themselves), and the largest file an Administrator may upload, in megabytes (413 beyond it).
    IMPORTS_QUEUE: bool.optional(),
    IMPORT_MAX_UPLOAD_MB: z.coerce.number().positive().max(1_048_576).default(1024),
    GEOCODER_URL: z
      .string()
      .refine((v) => v.includes('{query}'), 'must contain {query} where the search text goes')
      .refine((v) => /^https?:\/\//.test(v) && isUrl(v.split('{query}').join('q')), 'must be an http(s) URL template')
      .optional(),
    // Data Imports' online sources (the USGS Water Data OGC APIs, Colorado DWR's REST API) and their optional keys.
    USGS_WATERDATA_URL: httpUrl.default('https://api.waterdata.usgs.gov/ogcapi/v0'),
    USGS_API_KEY: z.string().trim().min(1).optional(),
    CDSS_API_URL: httpUrl.default('https://dwr.state.co.us/Rest/GET/api/v2'),
    CDSS_API_KEY: z.string().trim().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && env.PGHOST) {
      ctx.addIssue({ code: 'custom', path: ['PGHOST'], message: 'set DATABASE_URL or the PG* parts, not both' });
    }
    const embedded = env.OIDC_EMBEDDED ?? !env.OIDC_ISSUER;
    if (!embedded && !env.OIDC_ISSUER) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'required when OIDC_EMBEDDED is false' });
    }
    for (const uri of commaList(env.OIDC_REDIRECT_URIS)) {
      if (!isUrl(uri)) ctx.addIssue({ code: 'custom', path: ['OIDC_REDIRECT_URIS'], message: `"${uri}" is not a URL` });
    }
    if (env.SMS_HTTP_KIND === 'twilio' && env.SMS_HTTP_URL && !(env.SMS_HTTP_USER && env.SMS_HTTP_PASSWORD && env.SMS_HTTP_FROM)) {
      ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_FROM'], message: 'a Twilio-compatible SMS API needs SMS_HTTP_USER, SMS_HTTP_PASSWORD and SMS_HTTP_FROM' });
    }
    if (!embedded) return;
    const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
    // The first-party client is a native client (loopback redirects on any port for the desktop app), and
    // oidc-provider only lets such a client use plain http on loopback addresses.
    if (publicUrl.protocol === 'http:' && !LOOPBACK_HOSTS.has(publicUrl.hostname)) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'must use https unless it is a loopback address (the embedded sign-in needs it)' });
    }
    const embeddedIssuer = `${publicUrl.origin}${publicUrl.pathname.replace(/\/$/, '')}/oidc`;
    if (env.OIDC_ISSUER && env.OIDC_ISSUER.replace(/\/$/, '') !== embeddedIssuer) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: `the embedded provider's issuer is ${embeddedIssuer} (from PUBLIC_URL); set OIDC_EMBEDDED=false for an external provider` });
    }
  });

export type DatabaseTarget =
  | { mode: 'embedded'; dataDir: string }
  | { mode: 'postgres'; url: string };

/** Sign-in settings: who issues the tokens the API accepts, and the embedded provider when we are the issuer. */
export interface AuthConfig {
  issuer: string;
  audience: string;
  /** The public client of the web app and the desktop app. */
  clientId: string;
  /** Claim holding the list of role names. */
  rolesClaim: string;
  /** Explicit JWKS address; otherwise the issuer's discovery document (external) or the in-process keys (embedded). */
  jwksUri?: string;
  embedded?: EmbeddedProviderConfig;
}

export interface EmbeddedProviderConfig {
  /** The portal's public origin (and path prefix, if any); the provider is mounted at `${publicUrl}/oidc`. */
  publicUrl: string;
  /** Where the signing keys (and cookie secrets) persist across restarts. */
  keysFile: string;
  /** Every allowed redirect URI; loopback ones match any port (RFC 8252). */
  redirectUris: string[];
  /** Where the provider may send the browser after sign-out: the portal's origin (and its loopback alias). */
  postLogoutRedirectUris: string[];
  demoPassword: string;
  demoPasswordIsDefault: boolean;
  /** Requests per minute per client address to the provider (RATE_LIMIT_SIGN_IN_PER_MINUTE). */
  requestsPerMinute: number;
}

interface MapConfig {
  /**
   * Online or offline basemaps (BASEMAPS), style URLs replacing the default online ones (BASEMAP_STYLE_URL_<ID>), and
   * the district's own PMTiles archive (BASEMAP_PMTILES).
   */
  basemaps: BasemapSettings;
  /** A geocoder URL template with {query} (Mapbox geocoding answer shape); its results follow the gazetteer's. */
  geocoderUrl?: string;
}

/** Express's 'trust proxy': false, a hop count, or the trusted proxies' addresses, CIDRs and named ranges. */
type TrustProxy = false | number | string[];

/** How long the backend waits on the database before it answers 503 instead of hanging (milliseconds, 0: no limit). */
export interface DatabaseTimeouts {
  /** Waiting for a pooled connection, a new one's TCP connect and handshake included (pg connectionTimeoutMillis). */
  connectMs: number;
  /** Server side: PostgreSQL cancels a statement running longer (statement_timeout). */
  statementMs: number;
  /** Client side, a little above statementMs: a server that stopped answering cannot hold a request forever. */
  queryMs: number;
  /** GET /api/health reports the database unreachable when its probe takes longer. */
  healthMs: number;
}

/** The client-side query timeout's margin over the server's statement timeout, for the cancel to arrive first. */
const QUERY_TIMEOUT_MARGIN_MS = 5000;

/** Data Imports: the job queue running them, and where and how large uploads are kept. */
export interface ImportsConfig {
  /** Run the imports job queue (IMPORTS_QUEUE; off by default under NODE_ENV=test, whose tests start it). */
  queue: boolean;
  /** IMPORT_MAX_UPLOAD_MB in bytes: a larger upload is refused with 413 and nothing of it is kept. */
  maxUploadBytes: number;
  /** DATA_DIR/imports: uploads are stored here under generated names, and nowhere else. */
  uploadDir: string;
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  database: DatabaseTarget;
  dbPoolSize: number;
  dbTimeouts: DatabaseTimeouts;
  migrateOnStart: boolean;
  seedOnFirstStart: boolean;
  /** Write the product's reference rows into an empty database the demo seed does not fill. */
  referenceDataOnFirstStart: boolean;
  /** Append demo telemetry every minute on a demo database (DEMO_LOGGER). */
  demoLogger: boolean;
  /** The ingest refuses readings before this date, YYYY-MM-DD in UTC (INGEST_EARLIEST_DATE). */
  ingestEarliestDate: string;
  imports: ImportsConfig;
  seedScale?: number;
  webDistDir: string;
  logLevel: string;
  corsOrigins: string[];
  /** One budget per client across the whole API, and a smaller one for its writes (every method but GET and HEAD). */
  rateLimitPerMinute: number;
  rateLimitWritesPerMinute: number;
  /** The bytes all caches of answers together may hold (ANSWER_CACHE_MAX_MB); shared out in common/cache-budget.ts. */
  answerCacheMaxBytes: number;
  /** Which reverse proxies' X-Forwarded-* headers name the client (TRUST_PROXY); false: the socket address. */
  trustProxy: TrustProxy;
  /** The portal's public address (PUBLIC_URL, or this machine's loopback address and port). */
  publicUrl: string;
  /** Origins whose pages the portal may show in a frame (the forecast tool's embedded app). */
  frameOrigins: string[];
  /** Who the footer and the About page name (SITE_OWNER_*, SITE_BUILT_BY_*). */
  siteCredits: SiteCredits;
  /** The map explorer's basemap styles and address search. */
  map: MapConfig;
  /** The folder of the desktop app's releases (DESKTOP_UPDATES_DIR), absolute; undefined: none published. */
  desktopUpdatesDir?: string;
  auth: AuthConfig;
  alerts: AlertsConfig;
  importSources: ImportSourcesConfig;
  version: string;
}

/** Where Data Imports fetches its online sources, and the keys that raise their rate limits (unset: none sent). */
export interface ImportSourcesConfig {
  usgsWaterDataUrl: string;
  usgsApiKey?: string;
  cdssApiUrl: string;
  cdssApiKey?: string;
}

/** The alert engine and its channels. */
export interface AlertsConfig {
  /** Whether this process evaluates alerts and delivers messages. */
  engine: boolean;
  /** The mail server (SMTP_URL); undefined: messages go to the in-product outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** An HTTP SMS API for contacts who receive text messages, instead of their carrier's e-mail gateway. */
  smsHttp?: { url: string; kind: 'twilio' | 'json'; user?: string; password?: string; from?: string };
  /** Tries of one delivery before it is given up, and the first wait between them (doubling after each). */
  maxAttempts: number;
  retrySeconds: number;
  /** How long one try may take; a try still running after it (its backend died) is tried again. */
  timeoutSeconds: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee .env.example for every variable.`);
    this.name = 'ConfigError';
  }
}

/** Validates the whole environment at once, so an operator sees every bad variable in one error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(blankAsUnset);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`));
  }
  const e = parsed.data;
  const root = projectRoot();
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(root, 'data'));
  let database: DatabaseTarget;
  if (e.DATABASE_URL) {
    database = { mode: 'postgres', url: e.DATABASE_URL };
  } else if (e.PGHOST) {
    const url = new URL('postgresql://localhost');
    url.hostname = e.PGHOST;
    url.port = String(e.PGPORT ?? 5432);
    url.username = e.PGUSER ?? 'postgres';
    url.password = e.PGPASSWORD ?? '';
    url.pathname = `/${e.PGDATABASE ?? 'postgres'}`;
    database = { mode: 'postgres', url: url.toString() };
  } else {
    database = { mode: 'embedded', dataDir };
  }
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database,
    // PGlite is a single database session: one connection, or transactions would see each other's statements.
    dbPoolSize: database.mode === 'embedded' ? 1 : e.DB_POOL_SIZE,
    dbTimeouts: databaseTimeouts(e, database.mode),
    migrateOnStart: e.MIGRATE_ON_START,
    seedOnFirstStart: e.SEED_ON_FIRST_START,
    referenceDataOnFirstStart: e.REFERENCE_DATA_ON_FIRST_START,
    demoLogger: e.DEMO_LOGGER,
    ingestEarliestDate: e.INGEST_EARLIEST_DATE,
    seedScale: e.SEED_SCALE,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(root, 'dist', 'apps', 'web')),
    logLevel: e.LOG_LEVEL,
    corsOrigins: commaList(e.CORS_ORIGINS),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitWritesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
    answerCacheMaxBytes: Math.round(e.ANSWER_CACHE_MAX_MB * 1024 * 1024),
    trustProxy: parseTrustProxy(e.TRUST_PROXY) as TrustProxy,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    frameOrigins: e.FRAME_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean),
    siteCredits: {
      copyrightHolder: { name: e.SITE_OWNER_NAME, url: e.SITE_OWNER_URL },
      // Without a URL of its own the credit points at the site's About page, which says what the portal is.
      builtBy: { name: e.SITE_BUILT_BY_NAME, url: e.SITE_BUILT_BY_URL ?? '/about' },
    },
    map: {
      basemaps: {
        mode: e.BASEMAPS,
        styleUrls: Object.fromEntries(
          BASEMAP_IDS.flatMap((id) => {
            const url = e[`BASEMAP_STYLE_URL_${id.toUpperCase() as Uppercase<BasemapId>}`];
            return url ? [[id, url]] : [];
          }),
        ),
        pmtilesFile: e.BASEMAP_PMTILES && path.resolve(e.BASEMAP_PMTILES),
      },
      geocoderUrl: e.GEOCODER_URL,
    },
    desktopUpdatesDir: e.DESKTOP_UPDATES_DIR && path.resolve(e.DESKTOP_UPDATES_DIR),
    auth: authConfig(e, dataDir),
    alerts: {
      engine: e.ALERTS_ENGINE ?? e.NODE_ENV !== 'test',
      smtpUrl: e.SMTP_URL,
      mailFrom: e.ALERT_MAIL_FROM,
      smsHttp: e.SMS_HTTP_URL
        ? { url: e.SMS_HTTP_URL, kind: e.SMS_HTTP_KIND, user: e.SMS_HTTP_USER, password: e.SMS_HTTP_PASSWORD, from: e.SMS_HTTP_FROM }
        : undefined,
      maxAttempts: e.ALERT_DELIVERY_MAX_ATTEMPTS,
      retrySeconds: e.ALERT_DELIVERY_RETRY_SECONDS,
      timeoutSeconds: e.ALERT_DELIVERY_TIMEOUT_SECONDS,
    },
    imports: {
      queue: e.IMPORTS_QUEUE ?? e.NODE_ENV !== 'test',
      maxUploadBytes: Math.round(e.IMPORT_MAX_UPLOAD_MB * 1024 * 1024),
      uploadDir: path.join(dataDir, 'imports'),
    },
    importSources: { usgsWaterDataUrl: e.USGS_WATERDATA_URL, usgsApiKey: e.USGS_API_KEY, cdssApiUrl: e.CDSS_API_URL, cdssApiKey: e.CDSS_API_KEY },
    version: readVersion(root),
  };
}

function databaseTimeouts(e: z.infer<typeof schema>, mode: DatabaseTarget['mode']): DatabaseTimeouts {
  const statementMs = e.DB_STATEMENT_TIMEOUT_MS;
  const queryMs = statementMs === 0 ? 0 : statementMs + QUERY_TIMEOUT_MARGIN_MS;
  return {
    // The embedded database is in this process and cannot be unreachable; its single connection can only be
    // busy, for at most one query's time, so a request waits that long for it rather than failing sooner.
    connectMs: mode === 'embedded' ? queryMs : e.DB_CONNECT_TIMEOUT_MS,
    statementMs,
    queryMs,
    healthMs: e.HEALTH_TIMEOUT_MS,
  };
}

function authConfig(e: z.infer<typeof schema>, dataDir: string): AuthConfig {
  const common = {
    audience: e.OIDC_AUDIENCE,
    clientId: e.OIDC_CLIENT_ID,
    rolesClaim: e.OIDC_ROLES_CLAIM,
    jwksUri: e.OIDC_JWKS_URI,
  };
  if (!(e.OIDC_EMBEDDED ?? !e.OIDC_ISSUER)) return { ...common, issuer: e.OIDC_ISSUER as string };
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  // On a developer's machine the portal is opened as localhost or as 127.0.0.1: both may sign in.
  const origins = [publicUrl, ...loopbackAlias(publicUrl)];
  return {
    ...common,
    issuer: `${publicUrl}/oidc`,
    embedded: {
      publicUrl,
      keysFile: path.resolve(e.OIDC_KEYS_FILE ?? path.join(dataDir, 'oidc-keys.json')),
      // The web app's callback, the desktop app's loopback callback (any port), and whatever else is configured.
      redirectUris: [...new Set([...origins.map((o) => `${o}/auth/callback`), 'http://127.0.0.1/callback', ...commaList(e.OIDC_REDIRECT_URIS)])],
      // A web app served elsewhere (the Vite dev server) returns to its own origin after sign-out.
      postLogoutRedirectUris: [...new Set([...origins, ...commaList(e.OIDC_REDIRECT_URIS).filter((u) => u.endsWith('/auth/callback')).map((u) => new URL(u).origin)])].map((o) => `${o}/`),
      demoPassword: e.OIDC_DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
      demoPasswordIsDefault: !e.OIDC_DEMO_PASSWORD,
      requestsPerMinute: e.RATE_LIMIT_SIGN_IN_PER_MINUTE,
    },
  };
}

/** http://localhost:3000 ↔ http://127.0.0.1:3000; nothing for any other address. */
function loopbackAlias(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (url.protocol !== 'http:' || !['localhost', '127.0.0.1'].includes(url.hostname)) return [];
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return [url.toString().replace(/\/$/, '')];
}

function readVersion(root: string): string {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version ?? '1.0.0';
  } catch {
    return '1.0.0';
  }
}

export const APP_CONFIG = Symbol('APP_CONFIG');
