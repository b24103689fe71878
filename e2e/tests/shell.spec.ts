import { expect, type Page, test } from '@playwright/test';
import type { DataCategory, OtherResourceLink, ToolInventoryItem } from '@portal/contracts';

// The site shell as a visitor meets it, checked against what the API serves from the demo dataset.

const CATEGORY_TITLES = ['Watershed Health', 'Watershed Management', 'Ag + Land', 'Recreation'];

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

const toolGrid = (page: Page) => page.getByLabel('Tools', { exact: true }).and(page.locator('.portal-tool-grid'));
const resourcesTable = (page: Page) => page.getByRole('table', { name: 'Additional resources' });
const resourceRows = (page: Page) => resourcesTable(page).getByRole('rowgroup').nth(1).getByRole('row');

test.describe('landing page', () => {
  test('shows the hero, introduction, usage cards, funders and footer to a visitor', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');

    await expect(page).toHaveTitle('Basin Water Data Portal');
    await expect(page.getByRole('heading', { level: 1, name: 'Basin Water Data Portal' })).toBeVisible();
    const site = page.getByRole('navigation', { name: 'Site' });
    await expect(site.getByRole('link')).toHaveText(['All Tools', ...CATEGORY_TITLES]);

    await expect(page.getByRole('heading', { name: 'Explore by usage' })).toBeVisible();
    for (const title of CATEGORY_TITLES) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expect(page.getByRole('img', { name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: `Explore ${title}` })).toHaveText('Explore');
    }

    await expect(page.getByRole('heading', { name: 'Funding Provided By' })).toBeVisible();
    const funders = page.locator('.portal-sponsors a, .portal-supporters a');
    await expect(funders).toHaveCount(5);
    for (const link of await funders.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    // The credits the deployment configures (GET /api/site-credits): both name someone and link somewhere.
    const credits = await (await page.request.get('/api/site-credits')).json();
    await expect(footer.getByRole('link', { name: `${new Date().getFullYear()} ${credits.copyrightHolder.name}` }))
      .toHaveAttribute('href', credits.copyrightHolder.url);
    await expect(footer).toContainText(`Built by ${credits.builtBy.name}`);
    const builtBy = footer.getByRole('link', { name: credits.builtBy.name });
    await expect(builtBy).toHaveAttribute('href', credits.builtBy.url);

    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'All Tools' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('an Explore button opens its stakeholder page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Explore Recreation' }).click();
    await expect(page).toHaveURL('/stakeholders/recreation');
    await expect(page.getByRole('heading', { level: 1, name: 'Recreation Tools' })).toBeVisible();
  });

  test('collapses its links into a top menu on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 480, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Site' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'All Tools' }).click();
    await expect(page).toHaveURL('/dashboard');
  });
});

/**
 * The screens built so far. Cards and sidebar entries for other tools are left out until their screen exists,
 * so a visitor never follows a link into the 404 page; a feature that adds a screen adds its path here.
 */
const BUILT_TOOL_PATHS = [
  '/tools/map-explorer',
  '/tools/monitoring-locations-and-parameters-by-basin-region',
  '/tools/steamboat-temp-flow-forecasts',
  '/tools/additional-resources',
  '/tools/water-year-comparisons',
  '/tools/query-and-download',
  '/tools/site-summary-table',
  '/tools/time-series-comparisons',
  '/tools/colors-of-water/elkhead',
  '/tools/colors-of-water/stagecoach',
  '/tools/climate-and-flows-explorer',
  '/tools/time-series-summaries',
  '/tools/year-over-year-comparisons-tool',
];
const shownTools = (tools: ToolInventoryItem[]) => tools.filter((t) => t.external || BUILT_TOOL_PATHS.includes(t.path));

test.describe('dashboard', () => {
  test('shows one card per built or external tool of the inventory, linking internally or to a new tab', async ({ page }) => {
    const inventory = await api<ToolInventoryItem[]>(page, 'stakeholder-tools-inventory-with-sizing/0');
    const tools = shownTools(inventory);
    expect(inventory.some((t) => t.tool_name === 'Map Explorer')).toBe(true);
    await page.goto('/dashboard');
    const cards = toolGrid(page).getByRole('link');
    await expect(cards).toHaveCount(tools.length);
    await expect(cards.getByRole('heading')).toHaveText(tools.map((t) => t.tool_name));

    const external = tools.find((t) => t.external);
    const internal = tools.find((t) => !t.external && t.has_optional_route_parameter);
    expect(external && internal).toBeTruthy();
    const externalCard = cards.filter({ hasText: external!.tool_name });
    await expect(externalCard).toHaveAttribute('href', external!.path);
    await expect(externalCard).toHaveAttribute('target', '_blank');
    // The dashboard has no category, so nothing is appended.
    await expect(cards.filter({ hasText: internal!.tool_name })).toHaveAttribute('href', internal!.path);

    // Every tool of the inventory is built now: each has its card.
    expect(tools).toHaveLength(inventory.length);

    await cards.filter({ hasText: 'Monitoring Locations and Parameters by Basin Region' }).click();
    await expect(page).toHaveURL('/tools/monitoring-locations-and-parameters-by-basin-region');
  });

  test('shows 16 placeholders while loading and the error text when loading fails', async ({ page }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/stakeholder-tools-inventory-with-sizing/**', async (route) => {
      await released;
      await route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'database offline' } });
    });
    await page.goto('/dashboard');
    await expect(page.locator('.portal-tool-grid .bp6-skeleton')).toHaveCount(16);
    release();
    await expect(page.getByRole('alert')).toHaveText('Error fetching data: database offline');
  });

  test('hides the guarded groups and remembers the open group across a reload', async ({ page }) => {
    await page.goto('/dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Tools' });
    await expect(sidebar.getByRole('button')).toHaveText(['Dashboards', 'Explore Data', 'Tools']);
    await sidebar.getByRole('button', { name: 'Tools', exact: true }).click();
    const forecastCentre = sidebar.getByRole('link', { name: /Colorado Basin River Forecast Center/ });
    await expect(forecastCentre).toHaveAttribute('target', '_blank');
    await page.reload();
    await expect(sidebar.getByRole('button', { name: 'Tools', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('button', { name: 'Dashboards' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('stakeholder pages', () => {
  test("list the category's tools with its path appended, and open its resources drawer", async ({ page }) => {
    const tools = shownTools(await api<ToolInventoryItem[]>(page, 'stakeholder-tools-inventory-with-sizing/4'));
    const links = await api<OtherResourceLink[]>(page, 'data-other-resources-links/4');
    await page.goto('/stakeholders/recreation');
    await expect(page.getByRole('heading', { level: 1, name: 'Recreation Tools' })).toBeVisible();
    const cards = toolGrid(page).getByRole('link');
    await expect(cards).toHaveCount(tools.length);
    const withPath = tools.find((t) => t.has_optional_route_parameter)!;
    await expect(cards.filter({ hasText: withPath.tool_name })).toHaveAttribute('href', `${withPath.path}/recreation`);

    await page.getByRole('button', { name: 'Additional Resources' }).click();
    const drawer = page.getByRole('region', { name: 'Recreation resources' });
    await expect(drawer.getByRole('link')).toHaveText(links.map((l) => l.resource_text));
    await expect(drawer.getByRole('link').first()).toHaveAttribute('target', '_blank');
  });

  test("an unknown stakeholder shows the 404 page inside the site's header and footer", async ({ page }) => {
    await page.goto('/stakeholders/skiing');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Basin Water Data Portal' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('additional resources', () => {
  test("preselects the route's category, toggles categories and filters by agency", async ({ page }) => {
    const categories = await api<DataCategory[]>(page, 'list-data-categories');
    const links = await api<OtherResourceLink[]>(page, 'data-other-resources-links');
    const inCategories = (ndx: number[]) => links.filter((l) => l.assoc_datacategory_ndx.some((n) => ndx.includes(n)));

    await page.goto('/tools/additional-resources/recreation');
    await expect(page.getByRole('heading', { level: 1, name: 'Additional Resources' })).toBeVisible();
    const toggles = page.getByRole('group', { name: 'Data categories' }).getByRole('button');
    await expect(toggles).toHaveText(categories.map((c) => c.datacategory_name));
    await expect(page.getByRole('button', { name: 'Recreation' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Watershed Health' })).toHaveAttribute('aria-pressed', 'false');
    await expect(resourceRows(page)).toHaveCount(inCategories([4]).length);

    await page.getByRole('button', { name: 'Watershed Health' }).click();
    await expect(resourceRows(page)).toHaveCount(inCategories([1, 4]).length);

    const agency = inCategories([1, 4])[0].agency_name;
    await page.getByRole('combobox', { name: 'Filter by Agency' }).selectOption(agency);
    const expected = inCategories([1, 4]).filter((l) => l.agency_name === agency);
    await expect(resourceRows(page).locator('td:nth-child(2)')).toHaveText(expected.map(() => agency));
    await expect(resourceRows(page).getByRole('link')).toHaveText(expected.map((l) => l.resource_text));

    await page.getByRole('button', { name: 'Watershed Health' }).click();
    await page.getByRole('button', { name: 'Recreation' }).click();
    await expect(resourceRows(page)).toHaveText(['No records to display']);
  });

  test('preselects every category without a route category', async ({ page }) => {
    const links = await api<OtherResourceLink[]>(page, 'data-other-resources-links');
    await page.goto('/tools/additional-resources');
    for (const title of CATEGORY_TITLES) await expect(page.getByRole('button', { name: title })).toHaveAttribute('aria-pressed', 'true');
    await expect(resourceRows(page)).toHaveCount(links.filter((l) => l.assoc_datacategory_ndx.length > 0).length);
  });

  test("says 'Error loading data' when the links cannot be loaded", async ({ page }) => {
    await page.route('**/api/data-other-resources-links', (route) => route.fulfill({ status: 500, json: { statusCode: 500 } }));
    await page.goto('/tools/additional-resources');
    await expect(resourceRows(page)).toHaveText(['Error loading data']);
  });
});

test.describe('Steamboat forecasts', () => {
  test('frames the configured app under its title, with a breadcrumb to the dashboard', async ({ page }) => {
    const tools = await api<ToolInventoryItem[]>(page, 'stakeholder-tools-inventory-with-sizing/0');
    const embed = tools.find((t) => t.path === '/tools/steamboat-temp-flow-forecasts')?.embed_url;
    // The frame's own content is not loaded: end-to-end runs have no network, and it is the city's app.
    await page.route('**/*', (route) => (route.request().url().startsWith(embed ?? '-') ? route.fulfill({ body: 'forecast app' }) : route.fallback()));
    await page.goto('/tools/steamboat-temp-flow-forecasts');
    await expect(page.getByRole('heading', { level: 1, name: 'City of Steamboat Temp/Flow Forecasts Tool' })).toBeVisible();
    await expect(page.locator('iframe[title="City of Steamboat Temp/Flow Forecasts Tool"]')).toHaveAttribute('src', embed!);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Dashboard', 'City of Steamboat Temp/Flow Forecasts Tool']);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('says the app cannot be reached, with a link that opens it in a new tab, when its site does not answer', async ({ page }) => {
    const tools = await api<ToolInventoryItem[]>(page, 'stakeholder-tools-inventory-with-sizing/0');
    const embed = tools.find((t) => t.path === '/tools/steamboat-temp-flow-forecasts')?.embed_url;
    await page.route('**/*', (route) => (route.request().url().startsWith(embed ?? '-') ? route.abort('internetdisconnected') : route.fallback()));
    await page.goto('/tools/steamboat-temp-flow-forecasts');
    await expect(page.getByText('The forecasting app cannot be reached from here.')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    // Blueprint's AnchorButton: a link drawn (and announced) as a button.
    const open = page.getByRole('button', { name: 'Open the forecasting app in a new tab' });
    await expect(open).toHaveAttribute('href', embed!);
    await expect(open).toHaveAttribute('target', '_blank');
  });
});

test.describe('theme and errors', () => {
  test('the theme choice survives a reload', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
    await page.getByRole('radio', { name: 'Dark' }).click();
    await expect(page.locator('body')).toHaveClass(/bp6-dark/);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('body')).toHaveClass(/bp6-dark/);
    await page.goto('/');
    await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  });

  test("an unknown route shows the 404 page's texts and a way home", async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Page not found.', { exact: true })).toBeVisible();
    await expect(page.getByText('The page you are looking for might have been removed.', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Return to home page' }).click();
    await expect(page).toHaveURL('/');
  });
});
