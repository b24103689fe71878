import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { writeTestArchive } from '../../test/pmtiles';
import { ConfigError, DEFAULT_DEMO_PASSWORD, DEFAULT_ROLES_CLAIM, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database in the project data folder on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.mode).toBe('embedded');
    expect(config.dbPoolSize).toBe(1);
    if (config.database.mode === 'embedded') expect(path.basename(config.database.dataDir)).toBe('data');
  });

  it('uses DATABASE_URL when set, with the configured pool', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/portal', DB_POOL_SIZE: '4' });
    expect(config.database).toEqual({ mode: 'postgres', url: 'postgres://u@127.0.0.1:5432/portal' });
    expect(config.dbPoolSize).toBe(4);
  });

  it('builds the URL from separate parts', () => {
    const config = loadConfig({ PGHOST: 'db.internal', PGPORT: '6543', PGUSER: 'portal', PGPASSWORD: 'p@ss', PGDATABASE: 'water' });
    expect(config.database).toEqual({ mode: 'postgres', url: 'postgresql://portal:p%40ss@db.internal:6543/water' });
  });

  it('honours DATA_DIR and PORT so two copies can run side by side', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/copy-b', PORT: '3100' });
    expect(config.port).toBe(3100);
    expect(config.database).toEqual({ mode: 'embedded', dataDir: '/tmp/copy-b' });
  });

  it('lists every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^DATABASE_URL: must start with postgres:\/\//m);
    expect(problems).toMatch(/^LOG_LEVEL: /m);
    expect((error as ConfigError).problems).toHaveLength(3);
  });

  it('refuses DATABASE_URL together with PG parts', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://a@b/c', PGHOST: 'x' })).toThrow(/PGHOST: set DATABASE_URL or the PG\* parts, not both/);
  });

  it('bounds every wait on PostgreSQL: connect, statement, a little more on the client side, and health', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/portal' }).dbTimeouts).toEqual({
      connectMs: 5000,
      statementMs: 30_000,
      queryMs: 35_000,
      healthMs: 2000,
    });
    const tuned = loadConfig({
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/portal',
      DB_CONNECT_TIMEOUT_MS: '1500',
      DB_STATEMENT_TIMEOUT_MS: '120000',
      HEALTH_TIMEOUT_MS: '500',
    });
    expect(tuned.dbTimeouts).toEqual({ connectMs: 1500, statementMs: 120_000, queryMs: 125_000, healthMs: 500 });
  });

  it('lets DB_STATEMENT_TIMEOUT_MS=0 lift both statement limits, as in PostgreSQL', () => {
    const { dbTimeouts } = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/portal', DB_STATEMENT_TIMEOUT_MS: '0' });
    expect(dbTimeouts).toMatchObject({ statementMs: 0, queryMs: 0, connectMs: 5000 });
  });

  it('lets a request wait for the embedded database\'s single connection as long as one query may hold it', () => {
    expect(loadConfig({}).dbTimeouts).toMatchObject({ connectMs: 35_000, queryMs: 35_000 });
  });

  it('refuses timeouts that are not whole milliseconds in range, naming each', () => {
    const refused = (env: Record<string, string>) => expect(() => loadConfig(env)).toThrow(ConfigError);
    refused({ DB_CONNECT_TIMEOUT_MS: '5s' });
    refused({ DB_STATEMENT_TIMEOUT_MS: '-1' });
    refused({ HEALTH_TIMEOUT_MS: '0' });
    expect(() => loadConfig({ DB_CONNECT_TIMEOUT_MS: '1.5', HEALTH_TIMEOUT_MS: '100000' })).toThrow(/DB_CONNECT_TIMEOUT_MS: [^]*HEALTH_TIMEOUT_MS: /);
  });
});

describe('loadConfig: sign-in', () => {
  it('defaults to the embedded provider on this origin, with keys in DATA_DIR', () => {
    const { auth } = loadConfig({ PORT: '3100', DATA_DIR: '/tmp/copy-b' });
    expect(auth).toMatchObject({
      issuer: 'http://localhost:3100/oidc',
      audience: 'basin-water-portal-api',
      clientId: 'basin-water-portal',
      rolesClaim: DEFAULT_ROLES_CLAIM,
      embedded: {
        publicUrl: 'http://localhost:3100',
        keysFile: '/tmp/copy-b/oidc-keys.json',
        // The portal opened as 127.0.0.1 signs in too.
        redirectUris: ['http://localhost:3100/auth/callback', 'http://127.0.0.1:3100/auth/callback', 'http://127.0.0.1/callback'],
        postLogoutRedirectUris: ['http://localhost:3100/', 'http://127.0.0.1:3100/'],
        demoPassword: DEFAULT_DEMO_PASSWORD,
        demoPasswordIsDefault: true,
      },
    });
  });

  it('uses an external provider when OIDC_ISSUER is set', () => {
    const { auth } = loadConfig({
      OIDC_ISSUER: 'https://tenant.auth0.com/',
      OIDC_AUDIENCE: 'https://api.portal.example.org',
      OIDC_ROLES_CLAIM: 'https://portal.example.org/roles',
    });
    expect(auth).toEqual({
      issuer: 'https://tenant.auth0.com/',
      audience: 'https://api.portal.example.org',
      clientId: 'basin-water-portal',
      rolesClaim: 'https://portal.example.org/roles',
      jwksUri: undefined,
    });
  });

  it('lets a web app on another origin (the Vite dev server) sign in and out', () => {
    const { auth } = loadConfig({ PORT: '3000', OIDC_REDIRECT_URIS: 'http://127.0.0.1:4200/auth/callback' });
    expect(auth.embedded?.redirectUris).toContain('http://127.0.0.1:4200/auth/callback');
    expect(auth.embedded?.postLogoutRedirectUris).toEqual(['http://localhost:3000/', 'http://127.0.0.1:3000/', 'http://127.0.0.1:4200/']);
  });

  it('takes PUBLIC_URL for the issuer and extra redirect URIs', () => {
    const { auth } = loadConfig({ PUBLIC_URL: 'https://portal.example.org/', OIDC_REDIRECT_URIS: 'https://a.example.org/cb, https://b.example.org/cb' });
    expect(auth.issuer).toBe('https://portal.example.org/oidc');
    expect(auth.embedded?.redirectUris).toEqual([
      'https://portal.example.org/auth/callback', 'http://127.0.0.1/callback', 'https://a.example.org/cb', 'https://b.example.org/cb',
    ]);
    expect(auth.embedded?.postLogoutRedirectUris).toEqual(['https://portal.example.org/']);
  });

  it('lists every bad sign-in variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({ OIDC_EMBEDDED: 'false', OIDC_REDIRECT_URIS: 'not a url', OIDC_DEMO_PASSWORD: 'short' });
    } catch (e) {
      error = e;
    }
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^OIDC_ISSUER: required when OIDC_EMBEDDED is false/m);
    expect(problems).toMatch(/^OIDC_REDIRECT_URIS: "not a url" is not a URL/m);
    expect(problems).toMatch(/^OIDC_DEMO_PASSWORD: must be at least 8/m);
  });

  it('refuses a plain-http public URL off loopback and an embedded issuer that disagrees with it', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'http://portal.example.org' })).toThrow(/PUBLIC_URL: must use https/);
    expect(() => loadConfig({ OIDC_EMBEDDED: 'true', OIDC_ISSUER: 'https://idp.example.org' })).toThrow(/OIDC_ISSUER: the embedded provider's issuer is http:\/\/localhost:3000\/oidc/);
  });

  it('lists the origins the portal may frame, and refuses anything but https origins', () => {
    expect(loadConfig({}).frameOrigins).toEqual(['https://www.cbrfc.noaa.gov']);
    expect(loadConfig({ FRAME_ORIGINS: 'https://a.example, https://b.example:8443' }).frameOrigins).toEqual([
      'https://a.example',
      'https://b.example:8443',
    ]);
    expect(() => loadConfig({ FRAME_ORIGINS: 'http://a.example' })).toThrow(/^\s+- FRAME_ORIGINS: must be a comma-separated list of https origins/m);
    expect(() => loadConfig({ FRAME_ORIGINS: 'https://a.example/path' })).toThrow(/FRAME_ORIGINS/);
  });

  it("names the district and the project by default, a deployment's own credits when set, and refuses a URL that is not http(s)", () => {
    expect(loadConfig({}).siteCredits).toEqual({
      copyrightHolder: { name: 'Upper Yampa Water Conservancy District', url: 'https://upperyampawater.com/' },
      builtBy: { name: 'the Basin Water Portal project', url: '/about' },
    });
    const own = loadConfig({
      SITE_OWNER_NAME: 'Example Water District', SITE_OWNER_URL: 'https://water.example/',
      SITE_BUILT_BY_NAME: 'Example Engineering', SITE_BUILT_BY_URL: 'https://engineering.example/',
    });
    expect(own.siteCredits).toEqual({
      copyrightHolder: { name: 'Example Water District', url: 'https://water.example/' },
      builtBy: { name: 'Example Engineering', url: 'https://engineering.example/' },
    });
    expect(() => loadConfig({ SITE_BUILT_BY_URL: 'javascript:alert(1)' })).toThrow(/SITE_BUILT_BY_URL/);
    expect(() => loadConfig({ SITE_OWNER_NAME: '  ' })).toThrow(/SITE_OWNER_NAME/);
  });
});

describe('loadConfig: map explorer', () => {
  it('uses the online basemaps with their default providers and no external geocoder by default', () => {
    expect(loadConfig({}).map).toEqual({ basemaps: { mode: 'online', styleUrls: {} }, geocoderUrl: undefined });
  });

  it('takes the ingest\'s earliest date, 1900-01-01 by default, and refuses one that is not a real date from year 1000 on', () => {
    expect(loadConfig({}).ingestEarliestDate).toBe('1900-01-01');
    expect(loadConfig({ INGEST_EARLIEST_DATE: '1990-10-01' }).ingestEarliestDate).toBe('1990-10-01');
    for (const bad of ['0001-01-01', '1990-02-30', '1990-1-1', 'yesterday']) {
      expect(() => loadConfig({ INGEST_EARLIEST_DATE: bad })).toThrow(/INGEST_EARLIEST_DATE: must be a date YYYY-MM-DD from 1000-01-01 on/);
    }
  });

  it('keeps the map offline with BASEMAPS=offline and refuses other modes', () => {
    expect(loadConfig({ BASEMAPS: 'offline' }).map.basemaps.mode).toBe('offline');
    expect(() => loadConfig({ BASEMAPS: 'sometimes' })).toThrow(/BASEMAPS/);
  });

  it('points basemaps at configured style URLs and takes a geocoder URL template', () => {
    const config = loadConfig({
      BASEMAP_STYLE_URL_SATELLITE: 'https://api.maptiler.com/maps/hybrid/style.json?key=k',
      BASEMAP_STYLE_URL_DARK: 'http://tiles.internal/dark.json',
      GEOCODER_URL: 'https://geo.example/geocoding/{query}.json?limit=5',
    });
    expect(config.map).toEqual({
      basemaps: {
        mode: 'online',
        styleUrls: {
          satellite: 'https://api.maptiler.com/maps/hybrid/style.json?key=k',
          dark: 'http://tiles.internal/dark.json',
        },
      },
      geocoderUrl: 'https://geo.example/geocoding/{query}.json?limit=5',
    });
  });

  it('serves the PMTiles archive BASEMAP_PMTILES names, by its absolute path', () => {
    const file = writeTestArchive();
    expect(loadConfig({ BASEMAP_PMTILES: file }).map.basemaps).toEqual({ mode: 'online', styleUrls: {}, pmtilesFile: file });
    const relative = path.relative(process.cwd(), file);
    expect(loadConfig({ BASEMAP_PMTILES: relative, BASEMAPS: 'offline' }).map.basemaps).toEqual({ mode: 'offline', styleUrls: {}, pmtilesFile: file });
  });

  it('refuses a BASEMAP_PMTILES that is missing, a directory or not a PMTiles archive, naming the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-pmtiles-'));
    const style = path.join(dir, 'style.json');
    fs.writeFileSync(style, '{"version":8,"sources":{},"layers":[]}'.padEnd(200, ' '));
    const missing = path.join(dir, 'region.pmtiles');
    expect(() => loadConfig({ BASEMAP_PMTILES: missing })).toThrow(new RegExp(`^  - BASEMAP_PMTILES: ${missing} does not exist$`, 'm'));
    expect(() => loadConfig({ BASEMAP_PMTILES: dir })).toThrow(/BASEMAP_PMTILES: .* is a directory, not a PMTiles archive/);
    expect(() => loadConfig({ BASEMAP_PMTILES: style })).toThrow(/BASEMAP_PMTILES: .*style\.json is not a PMTiles version 3 archive/);
    expect(() => loadConfig({ BASEMAP_PMTILES: style })).toThrow(ConfigError);
  });

  it('refuses style URLs that are not http(s) and a geocoder URL without {query}', () => {
    let error: unknown;
    try {
      loadConfig({ BASEMAP_STYLE_URL_OUTDOORS: 'file:///etc/style.json', BASEMAP_STYLE_URL_LIGHT: 'not a url', GEOCODER_URL: 'https://geo.example/search' });
    } catch (e) {
      error = e;
    }
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^BASEMAP_STYLE_URL_OUTDOORS: must start with http/m);
    expect(problems).toMatch(/^BASEMAP_STYLE_URL_LIGHT: /m);
    expect(problems).toMatch(/^GEOCODER_URL: must contain \{query\}/m);
    expect(() => loadConfig({ GEOCODER_URL: 'ftp://geo.example/{query}' })).toThrow(/GEOCODER_URL: must be an http\(s\) URL template/);
  });
});

describe('loadConfig: rate limits and proxies', () => {
  it('trusts no proxy by default, with a smaller budget for writes', () => {
    const config = loadConfig({});
    expect(config.trustProxy).toBe(false);
    expect(config.rateLimitPerMinute).toBe(1200);
    expect(config.rateLimitWritesPerMinute).toBe(300);
    expect(config.auth.embedded?.requestsPerMinute).toBe(120);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, CIDRs and named ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1,fd00::/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', '::1', 'fd00::/8']);
  });

  it('refuses TRUST_PROXY=true and anything that is not an address', () => {
    for (const bad of ['true', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/1', '99']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: must be false, a hop count/);
    }
  });
});

describe('loadConfig: import sources', () => {
  it('fetches from the public services without keys by default, and takes other addresses and keys', () => {
    expect(loadConfig({}).importSources).toEqual({
      usgsWaterDataUrl: 'https://api.waterdata.usgs.gov/ogcapi/v0', usgsApiKey: undefined,
      cdssApiUrl: 'https://dwr.state.co.us/Rest/GET/api/v2', cdssApiKey: undefined,
    });
    expect(loadConfig({ USGS_WATERDATA_URL: 'http://127.0.0.1:8080/ogcapi/v0', USGS_API_KEY: 'k1', CDSS_API_URL: 'https://cdss.example/api/v2', CDSS_API_KEY: 'k2' }).importSources).toEqual({
      usgsWaterDataUrl: 'http://127.0.0.1:8080/ogcapi/v0', usgsApiKey: 'k1', cdssApiUrl: 'https://cdss.example/api/v2', cdssApiKey: 'k2',
    });
  });

  it('refuses service addresses that are not http(s) URLs, naming each', () => {
    let problems = '';
    try {
      loadConfig({ USGS_WATERDATA_URL: 'ftp://usgs.example/', CDSS_API_URL: 'not a url' });
    } catch (error) {
      problems = (error as ConfigError).problems.join('\n');
    }
    expect(problems).toMatch(/^USGS_WATERDATA_URL: must start with http:\/\/ or https:\/\//m);
    expect(problems).toMatch(/^CDSS_API_URL: /m);
  });
});

describe('loadConfig: data imports', () => {
  it('runs the imports queue except in tests, and keeps uploads of at most 1 GB under DATA_DIR/imports', () => {
    const config = loadConfig({ DATA_DIR: '/srv/portal-data' });
    expect(config.imports).toEqual({ queue: true, maxUploadBytes: 1024 * 1024 * 1024, uploadDir: path.join('/srv/portal-data', 'imports') });
    expect(loadConfig({ NODE_ENV: 'test' }).imports.queue).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', IMPORTS_QUEUE: 'true', IMPORT_MAX_UPLOAD_MB: '0.5' }).imports).toMatchObject({ queue: true, maxUploadBytes: 524_288 });
  });

  it('refuses an upload limit that is not a positive number', () => {
    for (const bad of ['0', '-1', 'lots']) expect(() => loadConfig({ IMPORT_MAX_UPLOAD_MB: bad })).toThrow(/IMPORT_MAX_UPLOAD_MB/);
  });
});
