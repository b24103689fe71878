import request from 'supertest';
import type { App } from 'supertest/types';
import type { OtherResourceLink, ToolInventoryItem } from '@portal/contracts';
import { RunningApp } from '../bootstrap';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { startTestApp } from '../../test/app';
import { dataCategoryRow, insertAll, insertRows } from '../../test/rows';

// What a visitor's browser gets from the shell's routes on a real PostgreSQL database with a small, known
// content set: two categories, three tools (one external, one in no category) and three links.

const TOOLS = `
  INSERT INTO tool_inventory (ndx, tool_name, description, path, external, icon_image_file,
                              has_optional_route_parameter, card_width_columns, card_height_pixels, card_color,
                              embed_url, sort_order)
  VALUES (1, 'Map Explorer', 'All sites on a map.', '/tools/map-explorer', false, 'map.svg', true, 6, 240, '#2D72D2', NULL, 2),
         (2, 'River Forecasts', 'NOAA forecasts.', 'https://www.cbrfc.noaa.gov/', true, NULL, false, 3, 220, '#1C6E42', NULL, 1),
         (3, 'Forecast Frame', 'Framed app.', '/tools/steamboat-temp-flow-forecasts', false, 'forecast.svg', false, 4, 200, '#CD4246',
          'https://forecast.example.org/app', 3)`;

describe('site shell API', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  const query = (sql: string, params: unknown[] = []) => running.dataSource.query(sql, params);
  const count = async (table: string) => Number((await query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

  beforeAll(async () => {
    db = await createScratchDatabase('portal_shell');
    ({ running } = await startTestApp({ DATABASE_URL: db.url }));
    http = running.app.getHttpServer();
    const ds = running.dataSource;
    await insertAll(ds, [
      dataCategoryRow({ ndx: 1, name: 'Watershed Health', path: 'watershed-health' }), dataCategoryRow({ ndx: 4, name: 'Recreation', path: 'recreation' }),
    ]);
    await query(TOOLS);
    await insertRows(ds, 'tool_inventory_data_categories', [{ ndx: 1, datacategory_ndx: 1 }, { ndx: 1, datacategory_ndx: 4 }, { ndx: 2, datacategory_ndx: 4 }]);
    await insertRows(ds, 'other_resource_links', [
      { resource_ndx: 1, resource_url: 'https://waterdata.usgs.gov/', resource_text: 'USGS water data', agency_name: 'U.S. Geological Survey', sort_order: 1 },
      { resource_ndx: 2, resource_url: 'https://cpw.state.co.us/', resource_text: 'Fishing', agency_name: 'Colorado Parks and Wildlife', sort_order: 2 },
      { resource_ndx: 3, resource_url: 'https://dwr.colorado.gov/', resource_text: 'Water rights', agency_name: 'Colorado Division of Water Resources', sort_order: 3 },
    ]);
    await insertRows(ds, 'other_resource_link_data_categories', [
      { resource_ndx: 1, datacategory_ndx: 1 }, { resource_ndx: 1, datacategory_ndx: 4 }, { resource_ndx: 2, datacategory_ndx: 4 },
    ]);
  });

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  describe('GET /api/stakeholder-tools-inventory-with-sizing/:ndx', () => {
    it('lists every tool for ndx 0 and without ndx, in card order, with sizing and categories', async () => {
      const res = await request(http).get('/api/stakeholder-tools-inventory-with-sizing/0').expect(200);
      expect((res.body as ToolInventoryItem[]).map((t) => t.tool_name)).toEqual(['River Forecasts', 'Map Explorer', 'Forecast Frame']);
      expect(res.body[1]).toEqual({
        ndx: 1,
        tool_name: 'Map Explorer',
        description: 'All sites on a map.',
        path: '/tools/map-explorer',
        external: false,
        icon_image_file: 'map.svg',
        has_optional_route_parameter: true,
        card_width_columns: 6,
        card_height_pixels: 240,
        card_color: '#2D72D2',
        embed_url: null,
        datacategory_ndx: [1, 4],
      });
      expect(res.body[2]).toMatchObject({ embed_url: 'https://forecast.example.org/app', datacategory_ndx: [] });
      const plain = await request(http).get('/api/stakeholder-tools-inventory-with-sizing').expect(200);
      expect(plain.body).toEqual(res.body);
    });

    it("lists one category's tools with all of each tool's categories", async () => {
      const health = await request(http).get('/api/stakeholder-tools-inventory-with-sizing/1').expect(200);
      expect(health.body.map((t: ToolInventoryItem) => [t.tool_name, t.datacategory_ndx])).toEqual([['Map Explorer', [1, 4]]]);
      const recreation = await request(http).get('/api/stakeholder-tools-inventory-with-sizing/4').expect(200);
      expect(recreation.body.map((t: ToolInventoryItem) => t.tool_name)).toEqual(['River Forecasts', 'Map Explorer']);
    });

    it('serves a new card once content changes (the answer is cached until a write)', async () => {
      const before = await request(http).get('/api/stakeholder-tools-inventory-with-sizing/4').expect(200);
      await request(http).get('/api/stakeholder-tools-inventory-with-sizing/4').set('If-None-Match', before.headers.etag).expect(304);
      await query(`UPDATE tool_inventory SET card_color = '#000000' WHERE ndx = 2`);
      const after = await request(http).get('/api/stakeholder-tools-inventory-with-sizing/4').expect(200);
      expect(after.body[0].card_color).toBe('#000000');
      await query(`UPDATE tool_inventory SET card_color = '#1C6E42' WHERE ndx = 2`);
    });

    it.each(['5', '-1', 'all', '1.5'])('answers ndx=%s with a 400 naming ndx, writing nothing', async (ndx) => {
      const [tools, links] = [await count('tool_inventory'), await count('tool_inventory_data_categories')];
      const res = await request(http).get(`/api/stakeholder-tools-inventory-with-sizing/${ndx}`).expect(400);
      expect(res.body.fields).toEqual([{ field: 'ndx', problems: expect.any(Array) }]);
      expect(res.body.message).toMatch(/^ndx: /);
      expect([await count('tool_inventory'), await count('tool_inventory_data_categories')]).toEqual([tools, links]);
    });
  });

  describe('GET /api/list-data-categories', () => {
    it('lists the categories with their route keys', async () => {
      const res = await request(http).get('/api/list-data-categories').expect(200);
      expect(res.body).toEqual([
        { datacategory_ndx: 1, datacategory_name: 'Watershed Health', datacategory_path: 'watershed-health' },
        { datacategory_ndx: 4, datacategory_name: 'Recreation', datacategory_path: 'recreation' },
      ]);
    });
  });

  describe('GET /api/data-other-resources-links[/:ndx]', () => {
    it('lists every link with its categories', async () => {
      const res = await request(http).get('/api/data-other-resources-links').expect(200);
      expect(res.body).toEqual([
        { resource_url: 'https://waterdata.usgs.gov/', resource_text: 'USGS water data', agency_name: 'U.S. Geological Survey', assoc_datacategory_ndx: [1, 4] },
        { resource_url: 'https://cpw.state.co.us/', resource_text: 'Fishing', agency_name: 'Colorado Parks and Wildlife', assoc_datacategory_ndx: [4] },
        { resource_url: 'https://dwr.colorado.gov/', resource_text: 'Water rights', agency_name: 'Colorado Division of Water Resources', assoc_datacategory_ndx: [] },
      ] satisfies OtherResourceLink[]);
    });

    it("lists one stakeholder category's links", async () => {
      const res = await request(http).get('/api/data-other-resources-links/4').expect(200);
      expect(res.body.map((l: OtherResourceLink) => l.resource_text)).toEqual(['USGS water data', 'Fishing']);
      expect((await request(http).get('/api/data-other-resources-links/2').expect(200)).body).toEqual([]);
    });

    it.each(['0', '9', 'recreation'])('answers ndx=%s with a 400 naming ndx, writing nothing', async (ndx) => {
      const before = await count('other_resource_links');
      const res = await request(http).get(`/api/data-other-resources-links/${ndx}`).expect(400);
      expect(res.body.fields).toEqual([{ field: 'ndx', problems: expect.any(Array) }]);
      expect(await count('other_resource_links')).toBe(before);
    });

    it('refuses writes: the routes are read-only', async () => {
      const res = await request(http).post('/api/data-other-resources-links').send({ resource_url: 'https://x.example' }).expect(405);
      expect(res.headers.allow).toMatch(/\bGET\b/);
      expect(res.headers.allow).not.toMatch(/\bPOST\b/);
      expect(await count('other_resource_links')).toBe(3);
    });
  });

  describe('GET /api/site-credits', () => {
    it('names the copyright holder and who built the site (the configuration defaults here), cacheable', async () => {
      const res = await request(http).get('/api/site-credits').expect(200);
      expect(res.body).toEqual({
        copyrightHolder: { name: 'Upper Yampa Water Conservancy District', url: 'https://upperyampawater.com/' },
        builtBy: { name: 'the Basin Water Portal project', url: '/about' },
      });
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    });
  });

  it('documents every shell route in OpenAPI', async () => {
    const res = await request(http).get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining([
      '/api/stakeholder-tools-inventory-with-sizing/{ndx}', '/api/list-data-categories',
      '/api/data-other-resources-links', '/api/data-other-resources-links/{ndx}', '/api/site-credits',
    ]));
  });
});
