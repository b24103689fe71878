import { expect, type Locator, type Page, test } from '@playwright/test';
import type { CafGraphOption } from '@portal/contracts';

// The Climate and Flows Explorer in Chromium: a visitor opens on the default region, year and graphs (written into
// the URL without a history entry), moves graphs with the mouse and with the keyboard (two at most, back to the
// available list in their original order), keeps the choices over a reload, and an invalid URL value is ignored.

const PATH = '/tools/climate-and-flows-explorer';

async function graphOptions(page: Page): Promise<CafGraphOption[]> {
  return (await (await page.request.get('/api/climate-and-flows-explorer/inputs/caf-graph-options')).json()) as CafGraphOption[];
}

const available = (page: Page) => page.getByRole('list', { name: 'Available graphs' });
const selected = (page: Page) => page.getByRole('list', { name: 'Selected graphs' });
const card = (list: Locator, title: string) => list.getByRole('button', { name: title, exact: true });
/** The picker's feedback (dnd-kit's own live region for announcements is a second status). */
const feedback = (page: Page) => page.locator('.portal-graph-picker-feedback');
const search = (page: Page) => new URL(page.url()).searchParams;
const thisYear = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver', year: 'numeric' }).format(new Date());

/**
 * Where an element sits once it has stopped moving: after a drop, cards slide to their new places, and a press on a
 * sliding card's old place would pick up its neighbour.
 */
async function settledBox(element: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = '';
  await expect.poll(async () => {
    const now = JSON.stringify(await element.boundingBox());
    const settled = now === last;
    last = now;
    return settled;
  }, { intervals: [100] }).toBe(true);
  return JSON.parse(last) as { x: number; y: number; width: number; height: number };
}

/** A mouse drag from one element's centre to another's, in steps so the drag sensor sees the movement. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await settledBox(from);
  const b = await settledBox(to);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** dnd-kit's live region, where every keyboard step is announced to screen readers. */
const announcement = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/** Picks a card up with Space, moves it with one arrow key and drops it with Space, hearing each step announced. */
async function moveByKeyboard(page: Page, from: Locator, key: 'ArrowLeft' | 'ArrowRight', over: string, dropped: string): Promise<void> {
  const title = (await from.textContent())?.trim();
  await from.focus();
  await page.keyboard.press('Space');
  await expect(announcement(page)).toHaveText(`Picked up graph ${title}.`);
  // dnd-kit starts listening for moves a moment after the pick-up: a key pressed sooner than any person would press it
  // is not seen, so the move is repeated until it is announced (a second press in the same direction stays over the
  // same list).
  await expect(async () => {
    await page.keyboard.press(key);
    await expect(announcement(page)).toContainText(over, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect(announcement(page)).toContainText(dropped);
  // The focus follows the dropped card a frame later; a next pick-up started before that would lose its focus to it.
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(title);
}

test('a visitor opens on the defaults and moves graphs with the mouse: two at most, back in their original order', async ({ page }) => {
  const options = await graphOptions(page);
  const offered = options.filter((o) => o.reg_group_ndx_display.includes(4));
  const defaults = offered.filter((o) => o.datacategory_ndx_defaults.includes(0)).slice(0, 2);
  expect(defaults).toHaveLength(2);
  const historyLength = async () => page.evaluate(() => window.history.length);

  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Climate and Flows Explorer' })).toBeVisible();
  const before = await historyLength();
  await expect.poll(() => search(page).get('graphs')).toBe(defaults.map((o) => o.caf_group_ndx).join(','));
  expect(Object.fromEntries(search(page))).toMatchObject({ regionalGroup: '4', year: thisYear(), yearType: 'collect_year' });
  expect(await historyLength()).toBe(before);
  await expect(feedback(page)).toHaveText('Selection complete!');
  await expect(selected(page).getByRole('button')).toHaveText(defaults.map((o) => o.caf_graph_title));
  for (const o of defaults) await expect(page.getByRole('heading', { name: o.caf_graph_title, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review Monitoring Locations in this Region' }))
    .toHaveAttribute('href', '/tools/monitoring-locations-and-parameters-by-basin-region/4');
  // The charts draw the region's locations (plotly's legend).
  await expect(page.locator('.js-plotly-plot').first().locator('.legendtext').first()).toBeVisible({ timeout: 20_000 });

  // Full: another card cannot join.
  const third = offered.find((o) => !defaults.includes(o))!;
  await drag(page, card(available(page), third.caf_graph_title), selected(page));
  await expect(selected(page).getByRole('button')).toHaveText(defaults.map((o) => o.caf_graph_title));

  // Back to the available list: in its original place; one slot is Empty.
  await drag(page, card(selected(page), defaults[0].caf_graph_title), available(page));
  await expect(feedback(page)).toHaveText('Select 1 more graph to proceed.');
  await expect(selected(page)).toContainText('Empty');
  await expect(available(page).getByRole('button')).toHaveText(offered.filter((o) => o !== defaults[1]).map((o) => o.caf_graph_title));
  await expect.poll(() => search(page).get('graphs')).toBe(String(defaults[1].caf_group_ndx));

  // A new one joins, and the selection can be reordered.
  await drag(page, card(available(page), third.caf_graph_title), page.getByText('Empty'));
  await expect(feedback(page)).toHaveText('Selection complete!');
  await expect.poll(() => search(page).get('graphs')).toBe(`${defaults[1].caf_group_ndx},${third.caf_group_ndx}`);
  await drag(page, card(selected(page), third.caf_graph_title), card(selected(page), defaults[1].caf_graph_title));
  await expect.poll(() => search(page).get('graphs')).toBe(`${third.caf_group_ndx},${defaults[1].caf_group_ndx}`);
  await expect(page.locator('.portal-caf-charts h2, .portal-caf-charts h3, .portal-caf-charts h4').first()).toHaveText(third.caf_graph_title);
});

test('a keyboard user picks up, moves and drops graphs; both removed says Select 2 more graphs', async ({ page }) => {
  const options = await graphOptions(page);
  const offered = options.filter((o) => o.reg_group_ndx_display.includes(4));
  const [first, second] = offered.filter((o) => o.datacategory_ndx_defaults.includes(0));
  await page.goto(PATH);
  await expect(feedback(page)).toHaveText('Selection complete!');

  // Space picks up, an arrow key moves towards the available list, Space drops; each step is announced.
  await moveByKeyboard(page, card(selected(page), first.caf_graph_title), 'ArrowLeft', 'over the available graphs', 'returned to the available graphs');
  await expect(feedback(page)).toHaveText('Select 1 more graph to proceed.');
  await moveByKeyboard(page, card(selected(page), second.caf_graph_title), 'ArrowLeft', 'over the available graphs', 'returned to the available graphs');
  await expect(feedback(page)).toHaveText('Select 2 more graphs to proceed.');
  await expect(selected(page).getByText('Empty')).toHaveCount(2);
  await expect(available(page).getByRole('button')).toHaveText(offered.map((o) => o.caf_graph_title));

  // And back in: the first available card into the selection.
  await moveByKeyboard(page, card(available(page), offered[0].caf_graph_title), 'ArrowRight', 'over the selection', 'added to the selection');
  await expect(feedback(page)).toHaveText('Select 1 more graph to proceed.');
  await expect(selected(page).getByRole('button')).toHaveText([offered[0].caf_graph_title]);
  await expect.poll(() => search(page).get('graphs')).toBe(String(offered[0].caf_group_ndx));
});

test('the choices survive a reload, and an invalid URL value is ignored while the valid ones count', async ({ page }) => {
  const options = await graphOptions(page);
  await page.goto(PATH);
  await expect(feedback(page)).toHaveText('Selection complete!');
  await page.getByLabel('Region').selectOption({ label: 'Yampa River Mainstem' });
  await page.getByRole('radio', { name: 'Water Year' }).click();
  await expect.poll(() => search(page).get('yearType')).toBe('collect_water_year');
  expect(search(page).get('regionalGroup')).toBe('10');
  const graphs = search(page).get('graphs');
  await page.reload();
  await expect(page.getByLabel('Region')).toHaveValue('10');
  await expect(page.getByRole('radio', { name: 'Water Year' })).toBeChecked();
  expect(search(page).get('graphs')).toBe(graphs);

  // An unknown region and year type are ignored (defaults), an unknown graph id is dropped, a valid one kept.
  const kept = options.find((o) => o.reg_group_ndx_display.includes(4) && !o.datacategory_ndx_defaults.includes(0))!;
  await page.goto(`${PATH}?regionalGroup=999&yearType=bogus&year=1492&graphs=${kept.caf_group_ndx},99`);
  await expect(feedback(page)).toHaveText('Select 1 more graph to proceed.');
  await expect(selected(page).getByRole('button')).toHaveText([kept.caf_graph_title]);
  await expect(page.getByLabel('Region')).toHaveValue('4');
  await expect(page.getByRole('radio', { name: 'Calendar Year' })).toBeChecked();
  await expect.poll(() => Object.fromEntries(search(page))).toMatchObject({
    regionalGroup: '4', yearType: 'collect_year', year: thisYear(), graphs: String(kept.caf_group_ndx),
  });
});
