import request from 'supertest';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { RunningApp } from '../bootstrap';
import { ensureDefaultMappingsQuery, sqlOf } from '../imports/imports.queries';
import { seedDemoData } from '../seed/demo-seed';
import { startTestApp } from '../../test/app';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';

// Every example of the OpenAPI document names a row the demo data has, so a reader trying a documented call on a
// fresh `npm start` asks about something that exists (a parameter 101 or a region 101 answered 404 or nothing).

/** Whether the demo data has the row an example names: SQL answering `found` for the value $1. */
const ROWS = {
  region: 'SELECT EXISTS (SELECT 1 FROM regional_groups WHERE reg_group_ndx = $1::int) AS found',
  // 0 is the tool inventory's "every category".
  dataCategory: 'SELECT $1::int = 0 OR EXISTS (SELECT 1 FROM data_categories WHERE datacategory_ndx = $1::int) AS found',
  contact: 'SELECT EXISTS (SELECT 1 FROM contacts WHERE contact_ndx = $1::int) AS found',
  contactGroup: 'SELECT EXISTS (SELECT 1 FROM contact_groups WHERE group_ndx = $1::int) AS found',
  mergedAddress: 'SELECT EXISTS (SELECT 1 FROM merged_addresses WHERE merged_address_ndx = $1::int) AS found',
  cowInput: 'SELECT EXISTS (SELECT 1 FROM cow_inputs WHERE cow_input_ndx = $1::int) AS found',
  cowReservoir: 'SELECT EXISTS (SELECT 1 FROM cow_inputs WHERE reservoir_location_ndx = $1::int) AS found',
  streamGage: 'SELECT EXISTS (SELECT 1 FROM cow_stream_gages WHERE stream_gage_ndx = $1::int) AS found',
  alertRequest: 'SELECT EXISTS (SELECT 1 FROM alert_requests WHERE alert_request_ndx = $1::int) AS found',
  alertType: 'SELECT EXISTS (SELECT 1 FROM alert_types WHERE alert_type_ndx = $1::int) AS found',
  location: 'SELECT EXISTS (SELECT 1 FROM locations WHERE location_ndx = $1::int) AS found',
  // A USGS site is the same with or without its agency prefix.
  locationCode: "SELECT EXISTS (SELECT 1 FROM locations WHERE location_id = $1 OR 'USGS-' || location_id = $1) AS found",
  profileLocation: 'SELECT EXISTS (SELECT 1 FROM profile_results WHERE location_ndx = $1::int) AS found',
  parameter: 'SELECT EXISTS (SELECT 1 FROM parameters WHERE parameter_ndx = $1::int) AS found',
  parameterGroup: 'SELECT EXISTS (SELECT 1 FROM parameter_groups WHERE parameter_group_ndx = $1::int) AS found',
  threat: 'SELECT EXISTS (SELECT 1 FROM threats WHERE threat_ndx = $1::int) AS found',
  basin: 'SELECT EXISTS (SELECT 1 FROM basins WHERE basin_ndx = $1::int) AS found',
  sourceCategory: 'SELECT EXISTS (SELECT 1 FROM source_categories WHERE sourcecategory_ndx = $1::int) AS found',
  organization: 'SELECT EXISTS (SELECT 1 FROM organizations WHERE organization_ndx = $1::int) AS found',
  locationType: 'SELECT EXISTS (SELECT 1 FROM location_types WHERE location_type_ndx = $1::int) AS found',
  importMapping: 'SELECT EXISTS (SELECT 1 FROM import_mappings WHERE import_mapping_ndx = $1::int) AS found',
  cafGraph: 'SELECT EXISTS (SELECT 1 FROM caf_graph_options WHERE caf_graph_route_name = $1) AS found',
  yoyGraph: 'SELECT EXISTS (SELECT 1 FROM yoy_graph_options WHERE yoy_graph_route_name = $1) AS found',
  tssumGraph: 'SELECT EXISTS (SELECT 1 FROM tssum_graph_options WHERE tssum_graph_route_name = $1) AS found',
} as const;

/** What each parameter or property holding an id names, by its name in the document. */
const KINDS: Record<string, keyof typeof ROWS> = {
  reg_group_ndx: 'region', group: 'region', regionalGroup: 'region',
  ndx: 'dataCategory', dataCategory: 'dataCategory',
  contact_ndx: 'contact', group_ndx: 'contactGroup', merged_address_ndx: 'mergedAddress', cow_input_ndx: 'cowInput',
  reservoir: 'cowReservoir', reservoir_location_ndx: 'cowReservoir', streamGageId: 'streamGage',
  alert_request_ndx: 'alertRequest', alert_type_ndx: 'alertType',
  location_ndx: 'location', locationIndex: 'location', wellNumber: 'location', location: 'location', locations: 'location',
  indexes: 'location', allowed_location_ndx: 'location', locationId: 'profileLocation',
  sites: 'locationCode', site: 'locationCode', location_codes: 'locationCode',
  parameter_ndx: 'parameter', parameter: 'parameter', parameters: 'parameter',
  parameterGroups: 'parameterGroup', threats: 'threat', basins: 'basin', dataSources: 'sourceCategory',
  organizations: 'organization', locationTypes: 'locationType', import_mapping_ndx: 'importMapping',
  caf_graph_route_name: 'cafGraph', yoy_graph_route_name: 'yoyGraph', tssum_graph_route_name: 'tssumGraph',
};

/** A name that says it holds an id (or a list of them): such an example needs its kind above. */
const ID_LIKE = new RegExp(
  '(_ndx|Index|Number|Id|_route_name)$|^(ndx|locations?|parameters?|reservoir|group|regionalGroup|sites?|location_codes|basins|threats|' +
    'indexes|parameterGroups|dataSources|organizations|locationTypes|dataCategory)$',
);

/** Every (name, example) of the document: operation parameters and schema properties. */
function examplesOf(document: OpenAPIObject): { where: string; name: string; example: unknown }[] {
  const found: { where: string; name: string; example: unknown }[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      for (const p of (operation as { parameters?: { name: string; example?: unknown; schema?: { example?: unknown; enum?: unknown[] } }[] }).parameters ?? []) {
        const example = p.example ?? p.schema?.example;
        // An enum's values are the validation's own (a basemap, a GeoJSON source), not rows.
        if (example !== undefined && !p.schema?.enum) found.push({ where: `${method.toUpperCase()} ${path}`, name: p.name, example });
      }
    }
  }
  for (const [schema, body] of Object.entries(document.components?.schemas ?? {})) {
    for (const [name, property] of Object.entries((body as { properties?: Record<string, { example?: unknown }> }).properties ?? {})) {
      if (property.example !== undefined) found.push({ where: schema, name, example: property.example });
    }
  }
  return found;
}

describe('the OpenAPI document on the demo data', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let document: OpenAPIObject;

  beforeAll(async () => {
    db = await createScratchDatabase('portal_openapi_examples');
    ({ running } = await startTestApp({ DATABASE_URL: db.url }));
    await seedDemoData(running.dataSource);
    // The import queue adds the default mappings on a real start once parameters exist; it is off under test.
    await ensureDefaultMappingsQuery(sqlOf(running.dataSource));
    document = (await request(running.app.getHttpServer()).get('/api/docs-json').expect(200)).body;
  }, 300_000);

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  it('names in every example of an id a row the demo data has', async () => {
    const examples = examplesOf(document).filter((e) => ID_LIKE.test(e.name) && e.example !== null);
    expect(examples.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const { where, name, example } of examples) {
      const kind = KINDS[name];
      if (!kind) {
        wrong.push(`${where} ${name}: no check says which rows ${JSON.stringify(example)} names`);
        continue;
      }
      const values = Array.isArray(example) ? example : typeof example === 'string' && kind !== 'locationCode' ? example.split(',') : [example];
      for (const value of values) {
        const [{ found }] = await running.dataSource.query(ROWS[kind], [String(value)]);
        if (!found) wrong.push(`${where} ${name}: the demo data has no ${kind} ${JSON.stringify(value)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
