import type { Server } from 'node:http';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { RunningApp } from '../bootstrap';
import { dataSourceOptions } from '../database/data-source-options';
import { ensureDefaultMappingsQuery, sqlOf } from '../imports/imports.queries';
import { startTestApp } from '../../test/app';
import { createMigratedDatabase, type ScratchDatabase } from '../../test/database';
import { publicTablesState } from '../../test/database-state';
import { insertFixtureWorld } from '../../test/fixtures';
import { SEED_REPLACED_TABLES } from './demo-seed';
import { MAP_LAYERS } from '../reference/map-layers';
import { DATA_CATEGORIES, DATA_SOURCES, PARAMETERS } from '../reference/reference-data';
import { installReferenceData } from './reference-install';

// A district's own PostgreSQL, freshly migrated, gets the portal's reference data at its first start (not the demo
// dataset): the map has its layers, the landing page its tools, the explorers their parameters and an import its
// default code mappings, while no location or result appears. A database with any content is never touched, two
// instances starting together write it once, and the demo seed can still replace it all.

describe('reference data on the first start of an empty database', () => {
  let db: ScratchDatabase;
  let ds: DataSource;
  let running: RunningApp | undefined;
  /** The tables as the migrations left them, before any start. */
  let migrated: Awaited<ReturnType<typeof publicTablesState>>;

  const start = async () => {
    running = (await startTestApp({ DATABASE_URL: db.url, REFERENCE_DATA_ON_FIRST_START: 'true' })).running;
    return running.app.getHttpServer() as Server;
  };
  const stop = async () => {
    await running?.close();
    running = undefined;
  };

  beforeAll(async () => {
    ({ db, dataSource: ds } = await createMigratedDatabase('portal_reference'));
    migrated = await publicTablesState(ds);
  });
  afterEach(stop);
  afterAll(async () => {
    await ds.destroy();
    await db.drop();
  });

  it('gives the portal its layers, tools and parameters, and no demo rows, locations or results', async () => {
    const server = await start();

    const layers = (await request(server).get('/api/public-map/layers').expect(200)).body as { id: string }[];
    expect(layers.map((l) => l.id).sort()).toEqual(MAP_LAYERS.map((l) => l.id).sort());
    const categories = (await request(server).get('/api/list-data-categories').expect(200)).body as unknown[];
    expect(categories).toHaveLength(DATA_CATEGORIES.length);
    const tools = (await request(server).get('/api/stakeholder-tools-inventory-with-sizing').expect(200)).body as unknown[];
    expect(tools.length).toBeGreaterThan(0);
    const groups = (await request(server).get('/api/list-parameter-groups-graph-mode').expect(200)).body as unknown[];
    expect(groups.length).toBeGreaterThan(0);

    const [counts] = (await ds.query(`
      SELECT (SELECT count(*)::int FROM parameters) AS parameters, (SELECT count(*)::int FROM locations) AS locations,
             (SELECT count(*)::int FROM results) AS results, (SELECT count(*)::int FROM streams) AS streams,
             (SELECT count(*)::int FROM gazetteer_places) AS places,
             (SELECT array_agg(data_source ORDER BY data_source_ndx) FROM data_sources) AS sources,
             (SELECT array_agg(key ORDER BY key) FROM dataset_info) AS info`)) as {
      parameters: number; locations: number; results: number; streams: number; places: number; sources: string[]; info: string[];
    }[];
    expect(counts).toMatchObject({ parameters: PARAMETERS.length, locations: 0, results: 0 });
    expect(counts.streams).toBeGreaterThan(0);
    expect(counts.places).toBeGreaterThan(0);
    // The demo dataset's own source is the demo's; the real agencies' sources are the district's too.
    expect(counts.sources).toEqual(DATA_SOURCES.filter((s) => !s.demoOnly).map((s) => s.name));
    expect(counts.sources).not.toContain('Demo data generator');
    expect(counts.info).toContain('reference_installed_at');
    expect(counts.info).not.toContain('demo_data');

    // An import finds the parameters to map a source's codes to.
    expect(await ensureDefaultMappingsQuery(sqlOf(ds))).toBeGreaterThan(0);
  });

  it('leaves the database as it is at the next start', async () => {
    const before = await publicTablesState(ds);
    await start();
    await stop();
    expect(await publicTablesState(ds)).toEqual(before);
  });

  it('covers only tables the demo seed replaces, so seeding afterwards still gives the demo dataset', async () => {
    // What the start wrote, but for the records kept beside the data (dataset_info, the mappings an import added).
    const filled = Object.entries(await publicTablesState(ds))
      .filter(([table, { digest }]) => digest !== migrated[table].digest && !['dataset_info', 'import_mappings'].includes(table))
      .map(([table]) => table);
    expect(filled.length).toBeGreaterThan(10);
    expect(filled.filter((table) => !SEED_REPLACED_TABLES.includes(table))).toEqual([]);
  });
});

describe('the reference install keeps away from content and from a second instance', () => {
  let db: ScratchDatabase;
  let ds: DataSource;

  beforeEach(async () => {
    ({ db, dataSource: ds } = await createMigratedDatabase('portal_reference_race'));
  });
  afterEach(async () => {
    await ds.destroy();
    await db.drop();
  });

  it('writes nothing into a database that already holds locations and parameters', async () => {
    await insertFixtureWorld(ds);
    const before = await publicTablesState(ds);
    expect(await installReferenceData(ds)).toBe(false);
    expect(await publicTablesState(ds)).toEqual(before);
  });

  it('is written once when two instances start on the empty database at the same moment', async () => {
    const other = new DataSource(dataSourceOptions(db.url, 2));
    await other.initialize();
    try {
      const installed = await Promise.all([installReferenceData(ds), installReferenceData(other)]);
      expect(installed.sort()).toEqual([false, true]);
      const [{ n }] = (await ds.query(`SELECT count(*)::int AS n FROM parameters`)) as { n: number }[];
      expect(n).toBe(PARAMETERS.length);
    } finally {
      await other.destroy();
    }
  });
});
