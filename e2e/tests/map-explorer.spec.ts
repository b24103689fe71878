import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { GraphModeParameter, GraphModeStatsRow, MapFilters, MapLayer, MapSourceReference, MapWell } from '@portal/contracts';
import { expectNoAccessibilityViolations } from '../support/axe';
import { isOnlineMapLoadFailure } from '../support/online-basemaps';

const MAP = '/tools/map-explorer';

/** The part of the MapLibre map the tests read (exposed as window.__portalMap when the page is told to). */
interface TestMap {
  getLayer(id: string): unknown;
  getLayoutProperty(id: string, name: string): unknown;
  getPaintProperty(id: string, name: string): unknown;
  getFeatureState(feature: { source: string; id: number }): Record<string, unknown>;
  getCenter(): { lng: number; lat: number };
  getZoom(): number;
  loaded(): boolean;
  isMoving(): boolean;
  project(lngLat: [number, number]): { x: number; y: number };
  unproject(point: [number, number]): { lng: number; lat: number };
  jumpTo(options: { center: [number, number]; zoom: number }): void;
  once(event: string, listener: () => void): void;
  triggerRepaint(): void;
  getStyle(): { layers: { id: string }[] };
  queryRenderedFeatures(geometry?: unknown, options?: { layers: string[] }): { properties: Record<string, unknown> }[];
}
type TestWindow = Window & { __portalMap?: TestMap; __portalExposeMap?: boolean };

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/${path}`);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/**
 * Opens the map explorer and waits until the map has loaded with the portal's layers on it. The test machines have
 * no network: the map is offline, so the layers are the offline ones and those of both modes.
 */
async function openMap(page: Page, path = MAP): Promise<MapLayer[]> {
  const layers = (await api<MapLayer[]>(page, 'public-map/layers')).filter((l) => l.lreProperties.networkMode !== 'online');
  await page.addInitScript(() => {
    (window as TestWindow).__portalExposeMap = true;
  });
  await page.goto(path);
  await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible();
  const lastLayer = layers[layers.length - 1].id;
  await page.waitForFunction((id) => !!(window as TestWindow).__portalMap?.getLayer(id), lastLayer, { timeout: 20_000 });
  await settle(page);
  return layers;
}

/** Resolves once the map has stopped moving and has drawn everything it was loading. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const map = (window as TestWindow).__portalMap;
    return !!map && !map.isMoving() && map.loaded();
  }, undefined, { timeout: 20_000 });
}

const visibility = (page: Page, id: string) =>
  page.evaluate((layer) => (window as TestWindow).__portalMap!.getLayoutProperty(layer, 'visibility'), id);

const view = (page: Page) =>
  page.evaluate(() => {
    const map = (window as TestWindow).__portalMap!;
    return { ...map.getCenter(), zoom: map.getZoom(), moving: map.isMoving() };
  });

/** Centres the map on a point and clicks it on the canvas. */
async function clickAt(page: Page, lngLat: [number, number], zoom: number): Promise<void> {
  await page.evaluate(
    ([center, z]) => (window as TestWindow).__portalMap!.jumpTo({ center: center as [number, number], zoom: z as number }),
    [lngLat, zoom] as const,
  );
  await settle(page);
  const point = await page.evaluate((at) => (window as TestWindow).__portalMap!.project(at), lngLat);
  const box = (await page.locator('canvas.maplibregl-canvas').boundingBox())!;
  await page.mouse.click(box.x + point.x, box.y + point.y);
}

const kmBetween = (a: readonly number[], b: readonly number[]) => {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad * Math.cos(((a[1] + b[1]) / 2) * rad);
  return 6371 * Math.hypot(dLat, dLng);
};

/** A location of the given type with no other location within 1.5 km, so a click on it hits it alone. */
function isolatedLocation(wells: MapWell[], locationtype: string): MapWell {
  const found = wells.find(
    (well) =>
      well.locationtype === locationtype &&
      wells.every((other) => other === well || kmBetween(well.location_geometry.coordinates, other.location_geometry.coordinates) > 1.5),
  );
  expect(found, `an isolated ${locationtype}`).toBeTruthy();
  return found!;
}

const canvasCentre = (box: { x: number; y: number; width: number; height: number } | null) =>
  [box!.x + box!.width / 2, box!.y + box!.height / 2] as const;

/** Draws a 240 × 160 px rectangle around the middle of the map with the polygon tool. */
async function drawRectangle(page: Page): Promise<void> {
  const [x, y] = canvasCentre(await page.locator('canvas.maplibregl-canvas').boundingBox());
  await page.getByTitle(/^Polygon tool/).click();
  for (const [dx, dy] of [[-120, -80], [120, -80], [120, 80]]) await page.mouse.click(x + dx, y + dy);
  // A double click on the last corner finishes the polygon, as a user does.
  await page.mouse.dblclick(x - 120, y + 80);
}

const accordion = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Clicks a Blueprint checkbox or radio as a user does: on its label (the styled indicator covers the input). */
const clickControl = (control: Locator) => control.locator('xpath=..').click();

/** The whole popup lies inside the map (the map clips what sticks out), once it has stopped moving. */
async function expectPopupInsideMap(page: Page, popup: Locator): Promise<void> {
  await expect.poll(async () => {
    await settle(page);
    const box = (await popup.boundingBox())!;
    const map = (await page.locator('.map-explorer-map').boundingBox())!;
    return box.y >= map.y && box.x >= map.x && box.y + box.height <= map.y + map.height && box.x + box.width <= map.x + map.width;
  }, { timeout: 15_000 }).toBe(true);
}

test.describe('map explorer', () => {
  test.setTimeout(60_000);

  test('loads the map with its panels and controls, the layers in order, without console errors', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && !isOnlineMapLoadFailure(message) && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));

    const layers = await openMap(page);

    await expect(page).toHaveTitle('Map Explorer | Basin Water Data Portal');
    await expect(accordion(page, 'Basemaps')).toHaveAttribute('aria-expanded', 'false');
    await expect(accordion(page, 'Temperature & Flow Map')).toHaveAttribute('aria-expanded', 'false');
    await expect(accordion(page, 'Map Layers')).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Zoom in', 'Zoom out', 'Reset to home view', 'Find my location', 'Enter fullscreen', 'Measurements Details']) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }
    await expect(page.getByRole('combobox', { name: 'Address/Coords Search' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Individual Locations Search' })).toHaveAttribute('placeholder', 'Locations attributes');
    for (const name of ['Detailed Results', 'Legend', 'Layers', 'Popups']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(page.locator('.maplibregl-ctrl-scale').first()).toHaveText(/mi|ft/);
    await expect(page.getByLabel('Scale in feet')).toHaveText(/^[\d,]+ ft$/);

    // Every layer is on the map; the rasters lie below the lowest vector layer.
    const stack = await page.evaluate(() => (window as TestWindow).__portalMap!.getStyle().layers.map((l) => l.id));
    for (const layer of layers) expect(stack, layer.id).toContain(layer.id);
    const rasters = layers.filter((l) => l.type === 'raster').map((l) => stack.indexOf(l.id));
    const vectors = layers.filter((l) => l.type !== 'raster').map((l) => stack.indexOf(l.id));
    expect(Math.max(...rasters)).toBeLessThan(Math.min(...vectors));

    // Where the map opens (the whole basin) is the opening-view tests' concern.
    expect(problems).toEqual([]);
  });

  test('a Map Layers checkbox shows and hides all layers of its group', async ({ page }) => {
    const layers = await openMap(page);
    const group = layers.filter((l) => l.lreProperties.layerGroup === 'HUC 12 Boundaries');
    expect(group.length).toBeGreaterThan(1);
    const checkbox = page.getByRole('checkbox', { name: 'HUC 12 Boundaries' });
    await expect(checkbox).not.toBeChecked();
    for (const layer of group) expect(await visibility(page, layer.id)).toBe('none');

    await clickControl(checkbox);
    await expect(checkbox).toBeChecked();
    for (const layer of group) expect(await visibility(page, layer.id)).toBe('visible');
    await page.getByRole('button', { name: 'Legend', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Legend' }).getByRole('region', { name: 'Hydrology' })).toContainText('HUC 12');

    await clickControl(checkbox);
    await expect(checkbox).not.toBeChecked();
    for (const layer of group) expect(await visibility(page, layer.id)).toBe('none');
  });

  test('Temperature & Flow layers behave as a radio group, and the route opens that panel first', async ({ page }) => {
    await openMap(page, `${MAP}/temperature-and-flow`);
    await expect(accordion(page, 'Temperature & Flow Map')).toHaveAttribute('aria-expanded', 'true');
    await expect(accordion(page, 'Map Layers')).toHaveAttribute('aria-expanded', 'false');
    const flow = page.getByRole('radio', { name: 'Current Flow' });
    const temperature = page.getByRole('radio', { name: 'Current Water Temperature' });
    await expect(flow).toBeChecked();
    expect(await visibility(page, 'current-flow')).toBe('visible');

    await clickControl(temperature);
    await expect(temperature).toBeChecked();
    await expect(flow).not.toBeChecked();
    expect(await visibility(page, 'current-flow')).toBe('none');
    expect(await visibility(page, 'current-water-temperature')).toBe('visible');

    // The active one again: none is left on.
    await clickControl(temperature);
    await expect(temperature).not.toBeChecked();
    expect(await visibility(page, 'current-water-temperature')).toBe('none');

    // The Climate & Flows Explorer opens in a new tab.
    await expect(page.getByRole('radiogroup', { name: 'Temperature & Flow layers' })).toBeVisible();
    const open = page.getByRole('button', { name: 'Open Climate & Flows Explorer' });
    await expect(open).toHaveAttribute('href', /\/tools\/climate-and-flows-explorer$/);
    await expect(open).toHaveAttribute('target', '_blank');
  });

  test('the Location Types filter counts applied/total and takes the unticked type off the map', async ({ page }) => {
    const filters = await api<MapFilters>(page, 'public-map/filters');
    const layers = await openMap(page);
    const circles = layers.filter((l) => l.source === 'locations' && l.type === 'circle' && l.lreProperties.legendGroup === 'Monitoring Data').map((l) => l.id);
    const total = filters.locationTypes.length;
    const shownTypes = () =>
      page.evaluate((ids) => {
        const map = (window as TestWindow).__portalMap!;
        return [...new Set(map.queryRenderedFeatures(undefined, { layers: ids }).map((f) => f.properties['locationtype']))];
      }, circles);
    expect(await shownTypes()).toContain('Stream Gage');

    await page.getByRole('button', { name: `Location Types ${total}/${total}` }).click();
    await clickControl(page.getByRole('group', { name: 'Location Types' }).getByRole('checkbox', { name: /^Stream Gage/ }));
    await expect(page.getByRole('button', { name: `Location Types ${total - 1}/${total}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Organizations ${filters.organizations.length}/${filters.organizations.length}` })).toBeVisible();
    await settle(page);
    const after = await shownTypes();
    expect(after.length).toBeGreaterThan(0);
    expect(after).not.toContain('Stream Gage');
  });

  test('Individual Locations Search flies to the chosen location at zoom 16', async ({ page }) => {
    const wells = await api<MapWell[]>(page, 'public-map/wells');
    const target = wells.find((w) => w.location_name.split(' ').length > 2)!;
    await openMap(page);
    await page.getByRole('combobox', { name: 'Individual Locations Search' }).fill(target.location_name.slice(0, -2));
    const results = page.getByRole('listbox', { name: 'Individual Locations Search results' });
    await results.getByRole('option', { name: new RegExp(`^${target.location_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().click();
    await expect.poll(async () => (await view(page)).moving === false && (await view(page)).zoom, { timeout: 15_000 }).toBeCloseTo(16, 3);
    const at = await view(page);
    expect(at.lng).toBeCloseTo(target.location_geometry.coordinates[0], 4);
    expect(at.lat).toBeCloseTo(target.location_geometry.coordinates[1], 4);
  });

  test('Individual Locations Search works from the keyboard: arrows pick a result, Enter opens its popup with the focus in it', async ({ page }) => {
    const wells = await api<MapWell[]>(page, 'public-map/wells');
    const gauge = isolatedLocation(wells, 'Stream Gage');
    await openMap(page);
    const box = page.getByRole('combobox', { name: 'Individual Locations Search' });
    await box.focus();
    await page.keyboard.type(gauge.location_name);
    const results = page.getByRole('listbox', { name: 'Individual Locations Search results' });
    // The location named exactly as typed leads the list.
    await expect(results.getByRole('option').first()).toHaveText(`${gauge.location_name} ${gauge.location_id}`);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await results.getAttribute('id'))!);
    expect(await box.getAttribute('aria-haspopup')).toBeNull();

    // Down until the highlighted option (aria-activedescendant) is the gauge; the focus stays in the box meanwhile.
    const options = await results.getByRole('option').allTextContents();
    const at = options.findIndex((text) => text.startsWith(`${gauge.location_name} `));
    expect(at, `${gauge.location_name} among the results`).toBeGreaterThanOrEqual(0);
    for (let i = 0; i <= at; i++) await page.keyboard.press('ArrowDown');
    const activeId = await box.getAttribute('aria-activedescendant');
    await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`[id="${activeId}"]`)).toContainText(gauge.location_name);
    await expect(box).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(results).toHaveCount(0);
    // The map flies there and opens the popup a click would open, the focus moved into it.
    const popup = page.getByRole('dialog', { name: gauge.location_name });
    await expect(popup).toBeVisible({ timeout: 20_000 });
    await expect(popup).toBeFocused();
    await expect(popup.getByRole('row', { name: /^Location ID/ })).toContainText(gauge.location_id);
    const there = await view(page);
    expect(there.zoom).toBeCloseTo(16, 3);
    // As with a click, a stream gauge's data-visualization panel opens too.
    await expect(page.getByRole('region', { name: `Data visualization of ${gauge.location_name}` })).toBeVisible();

    // Escape closes the popup and gives the focus back to the search box.
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(box).toBeFocused();
  });

  test("a search result's popup shows whole inside the map, even when the panel it opens shrinks the map", async ({ page }) => {
    await openMap(page);
    const box = page.getByRole('combobox', { name: 'Individual Locations Search' });
    await box.fill('Steamboat');
    const results = page.getByRole('listbox', { name: 'Individual Locations Search results' });
    const first = results.getByRole('option').first();
    const name = (await first.textContent())!;
    await first.click();
    const popup = page.locator('.maplibregl-popup').filter({ has: page.locator('.map-explorer-popup') });
    await expect(popup).toBeVisible({ timeout: 20_000 });
    await expect(popup).toContainText(name.split(' ').slice(0, 3).join(' '));
    await expectPopupInsideMap(page, popup);
    await page.screenshot({ path: test.info().outputPath('search-popup.png') });
  });

  for (const [width, height] of [[1440, 900], [390, 844]] as const) {
    test(`at ${width} x ${height} the map opens on the whole basin`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      // The basin's extent, from its outline (the union of its HUC8 watersheds) as the API serves it.
      const outline = await api<{ features: { geometry: { coordinates: unknown } }[] }>(page, 'public-map/geojson/basin-outline');
      const positions = JSON.stringify(outline.features.map((f) => f.geometry.coordinates)).match(/-?[\d.]+,-?[\d.]+/g)!.map((p) => p.split(',').map(Number));
      expect(positions.length).toBeGreaterThan(3);
      const lngs = positions.map((p) => p[0]);
      const lats = positions.map((p) => p[1]);
      const corners: [number, number][] = [
        [Math.min(...lngs), Math.min(...lats)], [Math.min(...lngs), Math.max(...lats)],
        [Math.max(...lngs), Math.min(...lats)], [Math.max(...lngs), Math.max(...lats)],
      ];
      await openMap(page);
      const canvas = (await page.locator('canvas.maplibregl-canvas').boundingBox())!;
      const at = await page.evaluate((points) => points.map((p) => (window as TestWindow).__portalMap!.project(p)), corners);
      for (const point of at) {
        expect(point.x).toBeGreaterThanOrEqual(0);
        expect(point.x).toBeLessThanOrEqual(canvas.width);
        expect(point.y).toBeGreaterThanOrEqual(0);
        expect(point.y).toBeLessThanOrEqual(canvas.height);
      }
      // Fitted, not merely zoomed out: the basin fills most of the map's width or height.
      const spanX = Math.max(...at.map((p) => p.x)) - Math.min(...at.map((p) => p.x));
      const spanY = Math.max(...at.map((p) => p.y)) - Math.min(...at.map((p) => p.y));
      expect(Math.max(spanX / canvas.width, spanY / canvas.height)).toBeGreaterThan(0.7);
      await page.screenshot({ path: test.info().outputPath(`opening-view-${width}.png`) });

      // Reset to home view comes back to it after the map was moved.
      const opened = await view(page);
      await page.evaluate(() => (window as TestWindow).__portalMap!.jumpTo({ center: [-106.8, 40.48], zoom: 13 }));
      await page.getByRole('button', { name: 'Reset to home view' }).click();
      await expect.poll(async () => {
        const now = await view(page);
        return !now.moving && Math.abs(now.zoom - opened.zoom) < 0.01 && Math.abs(now.lng - opened.lng) < 0.001 && Math.abs(now.lat - opened.lat) < 0.001;
      }, { timeout: 15_000 }).toBe(true);
    });
  }

  test('the map canvas shows a focus ring when the keyboard brings the focus to it', async ({ page }) => {
    await openMap(page);
    const canvas = page.locator('canvas.maplibregl-canvas');
    // A key press first, so the focus that follows counts as keyboard focus (:focus-visible).
    await page.getByRole('combobox', { name: 'Address/Coords Search' }).focus();
    await page.keyboard.press('Shift+Tab');
    await canvas.focus();
    await expect(canvas).toBeFocused();
    const outline = await canvas.evaluate((element) => {
      const style = getComputedStyle(element);
      return { matches: element.matches(':focus-visible'), style: style.outlineStyle, width: parseFloat(style.outlineWidth), offset: parseFloat(style.outlineOffset) };
    });
    expect(outline.matches).toBe(true);
    expect(outline.style).toBe('solid');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    // Drawn inside the canvas: the map clips anything outside it.
    expect(outline.offset).toBeLessThanOrEqual(-outline.width);
  });

  test("'Address/Coords Search' offers both readings of typed coordinates, and places, and flies to the chosen one", async ({ page }) => {
    await openMap(page);
    await page.getByRole('combobox', { name: 'Address/Coords Search' }).fill('40.5 -80.25');
    const results = page.getByRole('listbox', { name: 'Address/Coords Search results' });
    await expect(results.getByRole('option')).toHaveText(['Lat: 40.5 Lng: -80.25 coordinate', 'Lat: -80.25 Lng: 40.5 coordinate']);

    // Places come from the gazetteer.
    await page.getByRole('combobox', { name: 'Address/Coords Search' }).fill('Steamboat Spr');
    await expect(results.getByRole('option', { name: /^Steamboat Springs/ })).toBeVisible();

    await page.getByRole('combobox', { name: 'Address/Coords Search' }).fill('40.48 -106.83');
    await results.getByRole('option', { name: /^Lat: 40.48 Lng: -106.83/ }).click();
    await expect.poll(async () => (await view(page)).moving === false && (await view(page)).zoom, { timeout: 15_000 }).toBeCloseTo(16, 3);
    const at = await view(page);
    expect(at.lng).toBeCloseTo(-106.83, 4);
    expect(at.lat).toBeCloseTo(40.48, 4);
  });

  test('a route with latitude, longitude and zoom flies there', async ({ page }) => {
    await openMap(page, `${MAP}/watershed-health/40.4850/-106.8317/14`);
    await expect.poll(async () => (await view(page)).moving === false && (await view(page)).zoom, { timeout: 15_000 }).toBeCloseTo(14, 3);
    const at = await view(page);
    expect(at.lng).toBeCloseTo(-106.8317, 4);
    expect(at.lat).toBeCloseTo(40.485, 4);
  });

  test('drawing a polygon shows its area in acres and square feet in the Measurements box, a circle its radius', async ({ page }) => {
    await openMap(page);
    await expect(page.getByRole('region', { name: 'Measurements' })).toHaveCount(0);
    await drawRectangle(page);

    const measurements = page.getByRole('region', { name: 'Measurements' });
    await expect(measurements).toContainText('Total Polygon Area');
    const acresText = await measurements.getByRole('button', { name: / acres$/ }).textContent();
    const squareFeetText = await measurements.getByRole('button', { name: / sq ft$/ }).textContent();
    expect(acresText).toMatch(/^[\d,]+\.\d{2} acres$/);
    expect(squareFeetText).toMatch(/^[\d,]+ sq ft$/);
    const acres = Number(acresText!.replace(/[^\d.]/g, ''));
    const squareFeet = Number(squareFeetText!.replace(/[^\d]/g, ''));
    // Both from one area: 4047 m² an acre and 10.7639 sq ft a m², the conversions the measure tool uses.
    expect(acres).toBeGreaterThan(100);
    expect(squareFeet / acres).toBeCloseTo(4047 * 10.7639, -2);

    await measurements.getByRole('button', { name: 'Hide' }).click();
    await expect(measurements).toHaveCount(0);
    await page.getByRole('button', { name: 'Measurements Details' }).click();
    await measurements.getByRole('button', { name: 'Reset' }).click();
    await expect(measurements).toHaveCount(0);

    // A circle: click the centre, then a point on its edge 100 px east.
    const [x, y] = canvasCentre(await page.locator('canvas.maplibregl-canvas').boundingBox());
    await page.getByRole('button', { name: 'Draw Circle' }).click();
    await page.mouse.click(x, y);
    await page.mouse.move(x + 50, y);
    await page.mouse.click(x + 100, y);
    const radiusText = await measurements.getByRole('button', { name: / ft$/ }).textContent();
    expect(radiusText).toMatch(/^[\d,]+\.\d{2} ft$/);
    const box = (await page.locator('canvas.maplibregl-canvas').boundingBox())!;
    const [centre, edge] = await page.evaluate(
      (points) => points.map((p) => (window as TestWindow).__portalMap!.unproject(p as [number, number])),
      [[x - box.x, y - box.y], [x + 100 - box.x, y - box.y]],
    );
    const expectedFeet = kmBetween([centre.lng, centre.lat], [edge.lng, edge.lat]) * 3280.84;
    expect(Number(radiusText!.replace(/[^\d.]/g, '')) / expectedFeet).toBeCloseTo(1, 2);
    await expect(measurements).toContainText('Circle Radius');
  });

  test("a click that places a drawn point on a location draws it and opens no popup", async ({ page }) => {
    const wells = await api<MapWell[]>(page, 'public-map/wells');
    const gauge = isolatedLocation(wells, 'Stream Gage');
    await openMap(page);
    await page.locator('.mapbox-gl-draw_point').click();
    await clickAt(page, gauge.location_geometry.coordinates, 13);
    await expect(page.getByRole('region', { name: 'Measurements' })).toBeVisible();
    // The same click without the tool opens the gauge's popup and its data panel: neither is there.
    await expect(page.locator('.map-explorer-popup')).toHaveCount(0);
    await expect(page.getByRole('region', { name: `Data visualization of ${gauge.location_name}` })).toHaveCount(0);
    // The tool is done with: the next click on the gauge opens its popup again.
    await clickAt(page, gauge.location_geometry.coordinates, 13);
    await expect(page.locator('.map-explorer-popup')).toBeVisible();
  });

  test('changing the basemap reloads the style and puts the layers back with their visibility, drawings on top', async ({ page }) => {
    const layers = await openMap(page);
    await clickControl(page.getByRole('checkbox', { name: 'HUC 12 Boundaries' }));
    await drawRectangle(page);
    await accordion(page, 'Basemaps').click();
    await page.getByRole('button', { name: 'Satellite' }).click();
    await expect(page.getByRole('button', { name: 'Satellite' })).toHaveAttribute('aria-pressed', 'true');

    const ids = layers.map((l) => l.id);
    await page.waitForFunction(
      (wanted) => {
        const map = (window as TestWindow).__portalMap!;
        // No style while the new one loads.
        const style = map.getStyle() as { name?: string } | undefined;
        return !!style && /^Satellite/.test(style.name ?? '') && wanted.every((id) => !!map.getLayer(id));
      },
      ids,
      { timeout: 20_000 },
    );
    expect(await visibility(page, 'huc12-fill')).toBe('visible');
    expect(await visibility(page, 'huc8-fill')).toBe('none');
    const stack = await page.evaluate(() => (window as TestWindow).__portalMap!.getStyle().layers.map((l) => l.id));
    const firstDrawLayer = stack.findIndex((id) => id.startsWith('gl-draw-'));
    expect(firstDrawLayer).toBeGreaterThan(Math.max(...ids.map((id) => stack.indexOf(id))));
    await expect(page.getByRole('region', { name: 'Measurements' })).toContainText('Total Polygon Area');
  });

  test('a click on a location over a HUC polygon pages through both features; with Popups off nothing opens', async ({ page }) => {
    const wells = await api<MapWell[]>(page, 'public-map/wells');
    const location = isolatedLocation(wells, 'Stream Gage');
    await openMap(page, `${MAP}?layers=huc12-fill`);
    // Streams run through the gauges; without them only the location and its sub-area lie under the click.
    await clickControl(page.getByRole('checkbox', { name: 'Streams' }));
    await clickAt(page, location.location_geometry.coordinates, 13);

    const first = page.getByRole('dialog', { name: location.location_name });
    await expect(first).toBeVisible();
    await expect(page.getByText('1 of 2', { exact: true })).toBeVisible();
    await expect(first.getByRole('row', { name: /^Location ID/ })).toContainText(location.location_id);
    // Once in CI the popup still read '1 of 2' after this click: the click is repeated until the page turns.
    await expect(async () => {
      if (await page.getByText('1 of 2', { exact: true }).isVisible()) await page.getByRole('button', { name: 'Next feature' }).click({ timeout: 2_000 });
      await expect(page.getByText('2 of 2', { exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.locator('.map-explorer-popup').getByRole('row', { name: /^HUC Level/ })).toContainText('12');
    // By keyboard: the popup resizes as it pages and the data-visualization panel may open beneath it, so a pointer
    // click can land on whatever moved over the button (seen in CI); Enter on the focused button cannot.
    await page.getByRole('button', { name: 'Previous feature' }).press('Enter');
    await expect(first).toBeVisible();

    await page.getByRole('button', { name: 'Popups', exact: true }).click();
    await expect(page.locator('.map-explorer-popup')).toHaveCount(0);
    await clickAt(page, location.location_geometry.coordinates, 13);
    await page.waitForTimeout(500);
    await expect(page.locator('.map-explorer-popup')).toHaveCount(0);
  });

  test('a click on a land cover raster shows its feature info', async ({ page }) => {
    const layers = await api<MapLayer[]>(page, 'public-map/layers');
    const landCover = layers.find((l) => l.lreProperties.legendGroup === 'Land Cover/Land Use' && l.type === 'raster')!;
    await openMap(page, `${MAP}?layers=${landCover.id}`);
    // Only the raster under the click: the locations and streams are switched off.
    await clickControl(page.getByRole('checkbox', { name: 'Monitoring Locations' }));
    await clickControl(page.getByRole('checkbox', { name: 'Streams' }));
    await clickAt(page, [-107.3, 40.45], 10);
    const popup = page.getByRole('dialog', { name: landCover.name });
    await expect(popup).toBeVisible();
    const labels = (landCover.rasterFeatureInfoProperties ?? []).map((p) => p.value);
    await expect(popup.getByRole('rowheader').first()).toHaveText(labels[0]);
    // One feature: no pager.
    await expect(popup.getByRole('button', { name: 'Next feature' })).toHaveCount(0);
  });

  test('Save PNG downloads map.png and Print PDF downloads the titled report', async ({ page }) => {
    await openMap(page);
    await page.getByRole('button', { name: 'Export' }).click();
    const exportMenu = page.getByRole('menu', { name: 'Export' });
    await expect(exportMenu.getByRole('menuitem', { name: 'Export Time Series' })).toHaveAttribute('aria-disabled', 'true');
    await expect(exportMenu.getByRole('menuitem', { name: 'Export Stats & Benchmarks' })).toHaveAttribute('aria-disabled', 'true');

    const [png] = await Promise.all([page.waitForEvent('download'), exportMenu.getByRole('menuitem', { name: 'Save PNG' }).click()]);
    expect(png.suggestedFilename()).toBe('map.png');
    const pngBytes = await readFile((await png.path())!);
    expect(pngBytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

    await exportMenu.getByRole('menuitem', { name: 'Print PDF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print Report' });
    await expect(dialog).toContainText('Please provide a title that will appear on the report.');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await dialog.getByLabel('Report Title').fill('Yampa Basin Report');
    const [pdf] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe('Yampa Basin Report.pdf');
    const pdfBytes = await readFile((await pdf.path())!);
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(dialog).toHaveCount(0);
  });

  test('Data Sources lists the references, sortable, and Hide closes it', async ({ page }) => {
    const references = await api<MapSourceReference[]>(page, 'public-map/map-source-references');
    await openMap(page);
    await page.getByRole('button', { name: 'Data Sources' }).click();
    const table = page.getByRole('table', { name: 'Data Sources' });
    await expect(table.getByRole('columnheader')).toHaveText(['Data Source', 'Data Type']);
    await expect(table.getByRole('row')).toHaveCount(references.length + 1);
    const names = references.map((r) => r.data_source).sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base', numeric: true }));
    await expect(table.locator('tbody tr td:first-child')).toHaveText(names);
    await table.getByRole('button', { name: 'Data Source' }).click();
    await expect(table.locator('tbody tr td:first-child')).toHaveText([...names].reverse());
    await page.getByRole('region', { name: 'Data Sources' }).getByRole('button', { name: 'Hide' }).click();
    await expect(table).toHaveCount(0);
  });

  test('the Data Sources button says whether it is open, moves the focus into the table, and Escape returns it', async ({ page }) => {
    await openMap(page);
    const button = page.getByRole('button', { name: 'Data Sources' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    const region = page.getByRole('region', { name: 'Data Sources' });
    await expect(region).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', (await region.getAttribute('id'))!);
    await expect(region).toBeFocused();
    // Tab goes on through the table; Escape from inside it closes it and the focus is back on the button.
    await page.keyboard.press('Tab');
    await expect(region.getByRole('button', { name: 'Hide' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(region).toHaveCount(0);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test("'Explore Water Quality' puts graph mode in the URL and 'Return to Map Explorer' takes it out", async ({ page }) => {
    await openMap(page, `${MAP}?layers=huc8-fill`);
    await page.getByRole('button', { name: 'Explore Water Quality' }).click();
    await expect(page).toHaveURL(/[?&]mode=graph/);
    await expect(page).toHaveURL(/layers=huc8-fill/);
    await page.getByRole('button', { name: 'Return to Map Explorer' }).click();
    await expect(page).not.toHaveURL(/mode=graph/);
    await expect(page.getByRole('button', { name: 'Explore Water Quality' })).toBeVisible();
  });

  test('axe-core finds no violation with the search list, a filter dropdown and the Data Sources panel open', async ({ page }) => {
    await openMap(page);
    await expectNoAccessibilityViolations(page);

    const box = page.getByRole('combobox', { name: 'Individual Locations Search' });
    await box.fill('river');
    await expect(page.getByRole('listbox', { name: 'Individual Locations Search results' }).getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await expectNoAccessibilityViolations(page);
    await box.press('Escape');

    const filter = page.getByRole('button', { name: /^Location Types / });
    await filter.click();
    await expect(filter).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: 'Location Types' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('group', { name: 'Location Types' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Data Sources' }).click();
    await expect(page.getByRole('table', { name: 'Data Sources' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test("says 'An error has occurred: ' with the message when the layers fail, 'Error loading data' when the sources do", async ({ page }) => {
    await page.route('**/api/public-map/layers', (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'layers offline' } }),
    );
    await page.route('**/api/public-map/sources', (route) => route.fulfill({ status: 500, json: { statusCode: 500, message: 'x' } }));
    await page.goto(MAP);
    await expect(page.getByRole('alert').filter({ hasText: 'An error has occurred' })).toHaveText('An error has occurred: layers offline');
    await expect(page.getByRole('alert').filter({ hasText: 'Error loading data' })).toHaveText('Error loading data');
  });
});

test.describe('map explorer in graph mode', () => {
  test.setTimeout(90_000);

  const WQ_CIRCLES = 'monitoring-locations-water-quality-site';
  const GRAPH_PARAMETERS = ['E. Coli', 'Total Phosphorus', 'Total Nitrogen', 'Turbidity', 'Dissolved Oxygen'];
  const graphUrl = (parameters: string[]) =>
    `${MAP}?mode=graph&periodOfRecord=full&analysis=benchmark_scale_median&parameters=${parameters.map(encodeURIComponent).join(',')}`;

  /**
   * Resolves once graph mode colours the water-quality circles by location: their colour read from each location's
   * feature state, and at least one location given one.
   */
  const coloured = (page: Page) =>
    page.waitForFunction((layer) => {
      const map = (window as TestWindow).__portalMap!;
      const paint = map.getPaintProperty(layer, 'circle-color');
      if (!Array.isArray(paint) || JSON.stringify(paint[1]) !== '["feature-state","graphModeColor"]') return false;
      return map.queryRenderedFeatures(undefined, { layers: [layer] })
        .some((feature) => !!map.getFeatureState({ source: 'locations', id: Number(feature.properties['ndx']) })['graphModeColor']);
    }, WQ_CIRCLES);

  /** The graph-mode colour of a location, from its feature state. */
  const colourOf = (page: Page, ndx: number) =>
    page.evaluate((id) => (window as TestWindow).__portalMap!.getFeatureState({ source: 'locations', id })['graphModeColor'], ndx);

  async function post<T>(page: Page, path: string, body: unknown): Promise<T> {
    const response = await page.request.post(`/api/${path}`, { data: body });
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as T;
  }

  /** The graph-mode rows of the test's parameters, straight from the API (what the page should show). */
  async function statsRows(page: Page): Promise<GraphModeStatsRow[]> {
    const parameters = await post<GraphModeParameter[]>(page, 'list-parameters-graph-mode', { periodOfRecord: 'full', parameterGroups: [], threats: [] });
    const ndx = GRAPH_PARAMETERS.map((name) => parameters.find((p) => p.parameter_name === name)?.parameter_ndx);
    expect(ndx.every((n) => n !== undefined), 'the demo parameters are offered for the full period').toBe(true);
    return post<GraphModeStatsRow[]>(page, 'locations-map-graph-mode', { periodOfRecord: 'full', recordCount: 0, parameters: ndx });
  }

  test('graph mode from the URL colours the locations by their highest score, and the detail panel sorts by the analysis', async ({ page }) => {
    const rows = await statsRows(page);
    const wells = await api<MapWell[]>(page, 'public-map/wells');
    // A water-quality site with several parameters whose scores differ, alone within 1.5 km so the click hits it.
    const byLocation = new Map<number, GraphModeStatsRow[]>();
    for (const row of rows) byLocation.set(row.ndx, [...(byLocation.get(row.ndx) ?? []), row]);
    const isolated = (ndx: number) => {
      const well = wells.find((w) => w.location_ndx === ndx)!;
      return wells.every((o) => o === well || kmBetween(well.location_geometry.coordinates, o.location_geometry.coordinates) > 1.5);
    };
    const [ndx, locationRows] = [...byLocation].find(
      ([n, r]) => r.length >= 3 && new Set(r.map((x) => x.benchmark_scale_median)).size >= 2 && isolated(n),
    )!;
    expect(locationRows, 'a site with differing scores').toBeTruthy();
    const well = wells.find((w) => w.location_ndx === ndx)!;

    await openMap(page, graphUrl(GRAPH_PARAMETERS));
    await expect(page.getByRole('button', { name: 'Return to Map Explorer' })).toBeVisible();
    await expect(page.getByText('+ Select All', { exact: true })).toBeVisible();

    // The circles are coloured by ndx: each location the colour of its highest score.
    await coloured(page);
    const colors = await api<{ benchmark_scale: number; symbol_color: string }[]>(page, 'list-benchmark-scale-colors');
    const highest = Math.max(...locationRows.map((r) => r.benchmark_scale_median));
    const colourOfScale = (scale: number) => colors.find((c) => c.benchmark_scale === scale)!.symbol_color.toLowerCase();
    expect(String(await colourOf(page, ndx)).toLowerCase()).toBe(colourOfScale(highest));
    // Another analysis recolours the same circles by that analysis' highest score.
    await page.getByLabel('Analysis').selectOption('benchmark_scale_pctile85');
    const highest85 = Math.max(...locationRows.map((r) => r.benchmark_scale_pctile85));
    await expect.poll(async () => String(await colourOf(page, ndx)).toLowerCase()).toBe(colourOfScale(highest85));
    await page.getByLabel('Analysis').selectOption('benchmark_scale_median');
    await expect.poll(async () => String(await colourOf(page, ndx)).toLowerCase()).toBe(colourOfScale(highest));

    await clickAt(page, well.location_geometry.coordinates, 13);
    const panel = page.getByRole('region', { name: 'Location details' });
    await expect(panel.getByRole('heading', { name: well.location_name })).toBeVisible();
    const expected = [...locationRows]
      .sort((a, b) => b.benchmark_scale_median - a.benchmark_scale_median || a.parameter_name.localeCompare(b.parameter_name))
      .map((r) => r.parameter_name);
    await expect(panel.locator('tbody tr td:first-child')).toHaveText(expected);
    await expect(panel.getByRole('columnheader')).toHaveText(
      ['Parameter', 'Median', 'Benchmarks', 'Trend', 'Count', 'Period of Record', 'Organizations', 'Visualizations'],
    );
    // A row expands to its two charts.
    await panel.getByRole('button', { name: `Charts of ${expected[0]}` }).click();
    await expect(panel.getByText('Daily Time Series')).toBeVisible();
    await expect(panel.getByText('Annual Time Series')).toBeVisible();
  });

  test("in graph mode Enter on a search result opens that location's popup and its detail panel, as a click does", async ({ page }) => {
    const rows = await statsRows(page);
    const wells = await api<MapWell[]>(page, 'public-map/wells');
    const well = wells.find((w) => rows.some((r) => r.ndx === w.location_ndx))!;
    expect(well, 'a location with graph-mode rows').toBeTruthy();
    await openMap(page, graphUrl(GRAPH_PARAMETERS));
    await coloured(page);

    const box = page.getByRole('combobox', { name: 'Individual Locations Search' });
    await box.fill(well.location_name);
    const results = page.getByRole('listbox', { name: 'Individual Locations Search results' });
    await expect(results.getByRole('option').first()).toHaveText(`${well.location_name} ${well.location_id}`);
    await box.press('ArrowDown');
    await box.press('Enter');

    const popup = page.getByRole('dialog', { name: well.location_name });
    await expect(popup).toBeVisible({ timeout: 20_000 });
    await expect(popup).toBeFocused();
    const panel = page.getByRole('region', { name: 'Location details' });
    await expect(panel.getByRole('heading', { name: well.location_name })).toBeVisible();
    // Above the detail panel the map is shorter: the popup still shows whole inside it.
    await expectPopupInsideMap(page, page.locator('.maplibregl-popup').filter({ has: popup }));
    await page.screenshot({ path: test.info().outputPath('graph-mode-search-popup.png') });
  });

  test('axe-core finds no violation in graph mode, the Min Records stepper included', async ({ page }) => {
    await openMap(page, graphUrl(GRAPH_PARAMETERS));
    await coloured(page);
    const minRecords = page.getByRole('spinbutton', { name: 'Min Records' });
    await expect(minRecords).toBeVisible();
    const controls = await page.getByRole('button', { name: 'increment' }).getAttribute('aria-controls');
    expect(await minRecords.getAttribute('id')).toBe(controls);
    await expectNoAccessibilityViolations(page);
  });

  test("the legend explains the circles by benchmark class in graph mode, by location type outside it", async ({ page }) => {
    await openMap(page, graphUrl(GRAPH_PARAMETERS));
    await coloured(page);
    const legend = page.getByRole('region', { name: 'Legend' });
    if (!(await legend.isVisible())) await page.getByRole('button', { name: 'Legend', exact: true }).click();
    const locations = legend.getByRole('region', { name: 'Monitoring Data' });
    await expect(locations.getByRole('list', { name: 'Benchmark legend' })).toBeVisible();
    await expect(locations).not.toContainText('Water Quality Site');
    // Not by colour alone: the worse a class, the larger its dot in the legend and its circles on the map.
    const dotWidth = (label: string) =>
      locations.getByRole('listitem').filter({ hasText: label }).locator('.portal-benchmark-dot').evaluate((dot) => dot.getBoundingClientRect().width);
    const widths = [];
    for (const label of ['Above secondary benchmark', 'Above benchmark', 'Approaching benchmark', 'Below benchmark']) widths.push(await dotWidth(label));
    expect(widths).toEqual([...widths].sort((a, b) => b - a));
    expect(new Set(widths).size).toBe(4);
    const sizeByColour = await page.evaluate((layer) => {
      const map = (window as TestWindow).__portalMap!;
      const sizes: Record<string, number> = {};
      for (const feature of map.queryRenderedFeatures(undefined, { layers: [layer] })) {
        const state = map.getFeatureState({ source: 'locations', id: Number(feature.properties['ndx']) });
        if (state['graphModeColor']) sizes[String(state['graphModeColor']).toLowerCase()] = Number(state['graphModeSize']);
      }
      return sizes;
    }, WQ_CIRCLES);
    const colors = await api<{ benchmark_scale: number; symbol_color: string }[]>(page, 'list-benchmark-scale-colors');
    const sizeOf = (scale: number) => sizeByColour[colors.find((c) => c.benchmark_scale === scale)!.symbol_color.toLowerCase()];
    const drawn = [5, 4, 3, 2].filter((scale) => sizeOf(scale) !== undefined);
    expect(drawn.length, 'the demo shows several classes').toBeGreaterThanOrEqual(2);
    expect(drawn.map(sizeOf)).toEqual(drawn.map(sizeOf).sort((a, b) => b - a));
    expect(sizeOf(drawn[0])).toBeGreaterThan(sizeOf(drawn[drawn.length - 1]));
    await page.screenshot({ path: test.info().outputPath('graph-mode-legend.png') });
    await page.getByRole('button', { name: 'Return to Map Explorer' }).click();
    await expect(locations.getByRole('list', { name: 'Benchmark legend' })).toHaveCount(0);
    await expect(locations).toContainText('Water Quality Site');
  });

  test('at 1440 x 900 the parameters sit beside the map, the map keeps half the height and the detail panel fits', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openMap(page, graphUrl(GRAPH_PARAMETERS));
    await coloured(page);
    const side = page.getByRole('complementary', { name: 'Graph mode parameters' });
    await expect(side.getByRole('button', { name: 'E. Coli' })).toBeVisible();
    const map = (await page.locator('.map-explorer-map').boundingBox())!;
    const panel = page.getByRole('region', { name: 'Location details' });
    const message = page.getByText('Please select a monitoring location on the map above.');
    await expect(message).toBeInViewport();
    const below = (await panel.boundingBox())!;
    // The map keeps at least half the window's height; the detail panel is seen whole under it.
    expect(map.height).toBeGreaterThanOrEqual(450);
    expect(below.y).toBeGreaterThanOrEqual(map.y + map.height - 1);
    expect(below.y + below.height).toBeLessThanOrEqual(900);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(900);
    await page.screenshot({ path: test.info().outputPath('graph-mode-1440.png') });

    await page.getByRole('button', { name: 'Expand panel' }).click();
    const expanded = (await panel.boundingBox())!;
    expect(expanded.height).toBeGreaterThan(below.height + 100);
    expect(expanded.height).toBeLessThanOrEqual(900 * 0.7 + 1);
    expect(expanded.y + expanded.height).toBeLessThanOrEqual(900);
    await expect(page.locator('.map-explorer-map')).toBeVisible();
  });

  test('leaving graph mode restores every layer, the circle styling and the filters', async ({ page }) => {
    await openMap(page);
    const layerIds = await page.evaluate(() => (window as TestWindow).__portalMap!.getStyle().layers.map((l) => l.id));
    /** Every layer's visibility and the location circles' colour: what leaving graph mode must give back. */
    const mapState = () =>
      page.evaluate(
        ([ids, circles]) => {
          const map = (window as TestWindow).__portalMap!;
          return {
            visibility: Object.fromEntries(ids.map((id) => [id, map.getLayoutProperty(id, 'visibility') ?? 'visible'])),
            colour: JSON.stringify(map.getPaintProperty(circles, 'circle-color')),
          };
        },
        [layerIds, WQ_CIRCLES] as const,
      );
    const before = await mapState();

    await page.getByRole('button', { name: 'Explore Water Quality' }).click();
    await expect(page).toHaveURL(/mode=graph/);
    await coloured(page);
    // The graph-mode toggle hides every layer but the locations.
    await page.getByText('Show Only Location Layers').click();
    await expect.poll(() => visibility(page, 'huc8-line')).toBe('none');

    await page.getByRole('button', { name: 'Return to Map Explorer' }).click();
    await expect(page).not.toHaveURL(/mode=graph|periodOfRecord|parameters=/);
    await expect.poll(mapState).toEqual(before);
  });

  test("Export Time Series and Export Stats & Benchmarks download the product's file names in graph mode", async ({ page }) => {
    const rows = await statsRows(page);
    await openMap(page, graphUrl(GRAPH_PARAMETERS));
    await coloured(page);

    await page.getByRole('button', { name: 'Export' }).click();
    const exportMenu = page.getByRole('menu', { name: 'Export' });
    const [stats] = await Promise.all([page.waitForEvent('download'), exportMenu.getByRole('menuitem', { name: 'Export Stats & Benchmarks' }).click()]);
    expect(stats.suggestedFilename()).toBe('Stats & Benchmarks Data for the Full Period.csv');
    const statsCsv = (await readFile((await stats.path())!, 'utf8')).replace(/^\uFEFF/, '');
    // A header and one line per location and parameter of the map.
    expect(statsCsv.trim().split(/\r?\n/)).toHaveLength(rows.length + 1);

    if (!(await exportMenu.isVisible())) await page.getByRole('button', { name: 'Export' }).click();
    const [series] = await Promise.all([page.waitForEvent('download'), exportMenu.getByRole('menuitem', { name: 'Export Time Series' }).click()]);
    expect(series.suggestedFilename()).toBe('Time Series Data for the Full Period.csv');
    const seriesCsv = (await readFile((await series.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = seriesCsv.trim().split(/\r?\n/);
    expect(lines.length).toBeGreaterThan(rows.length);
    expect(seriesCsv).toContain(rows[0].location_id);
  });

  test('outside graph mode a click on a stream gage opens its data-visualization panel', async ({ page }) => {
    const wells = await api<MapWell[]>(page, 'public-map/wells');
    const gauge = isolatedLocation(wells, 'Stream Gage');
    await openMap(page);
    await clickAt(page, gauge.location_geometry.coordinates, 13);
    const panel = page.getByRole('region', { name: `Data visualization of ${gauge.location_name}` });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(gauge.location_id);
    await expect(panel.getByRole('button', { name: 'Record' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Year' })).toBeVisible();
    // The popup beside it keeps its width, its values readable rather than a few characters a line.
    const value = page.locator('.map-explorer-popup-table td').first();
    await expect(value).toBeVisible();
    expect((await value.boundingBox())!.width).toBeGreaterThan(150);
    // Expanded, the panel still ends inside the window.
    await panel.getByRole('button', { name: 'Expand panel' }).click();
    const box = (await panel.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    // Entering graph mode closes it.
    await page.getByRole('button', { name: 'Explore Water Quality' }).click();
    await expect(panel).toHaveCount(0);
  });
});

test.describe('map explorer in the site shell', () => {
  test('is reached from the dashboard card and the sidebar', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /^Map Explorer/ }).first().click();
    await expect(page).toHaveURL(MAP);
    await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible();
  });
});

test.describe('map explorer on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the toolbar keeps to a few lines, the rest of the tools fold behind 'Map tools', and the map keeps the height", async ({ page }) => {
    await openMap(page);
    const toolbar = page.getByRole('toolbar', { name: 'Map explorer' });
    const folded = (await toolbar.boundingBox())!;
    expect(folded.height).toBeLessThanOrEqual(844 * 0.15);
    await expect(page.getByRole('button', { name: 'Explore Water Quality' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Individual Locations Search' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Data Sources' })).toBeHidden();
    const mapBox = (await page.locator('canvas.maplibregl-canvas').boundingBox())!;
    expect(mapBox.height).toBeGreaterThanOrEqual(844 * 0.5);
    await page.screenshot({ path: test.info().outputPath('map-explorer-390.png') });

    const tools = page.getByRole('button', { name: 'Map tools' });
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
    await tools.click();
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Data Sources', 'Legend', 'Layers', 'Popups']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Location Types/ })).toBeVisible();
    const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await page.screenshot({ path: test.info().outputPath('map-explorer-390-tools.png') });
    await tools.click();
    await expect(page.getByRole('button', { name: 'Data Sources' })).toBeHidden();
  });
});
