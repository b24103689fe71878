import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import type { CowGraphRow, CowStreamGage } from '@portal/contracts';
import { signIn } from '../support/sign-in';

// Colors of Water in Chromium: a visitor sees the Elkhead release gage's last 90 days as stacked storage-account
// slices under the black measured-flow line, narrows the dates (Submit needs both), takes a quick range and saves
// the graph; on the Stagecoach page reads Stagecoach Reservoir's own gages and accounts (never Elkhead's), picks
// another gage and interval; and an administrator's new account colour on
// the COW Controls screen is the colour the chart fills that account with.

/** Today in the basin's time zone, yyyy-MM-dd. */
const denverToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

const chart = (page: Page) => page.getByRole('figure', { name: 'Colors of Water chart' });
const legend = (page: Page) => chart(page).locator('.legend .legendtext');
/** The fill colours the chart's stacked areas are drawn with, as the browser computes them (rgb(...)). */
const areaFills = (page: Page) =>
  chart(page).locator('.scatterlayer path.js-fill').evaluateAll((paths) => paths.map((p) => getComputedStyle(p).fill));

const graphResponse = (page: Page, path: RegExp) => page.waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.ok());

test('a visitor reads the Elkhead accounts over the last 90 days, narrows the dates, takes a quick range and saves the graph', async ({ page }) => {
  const today = denverToday();
  const opened = graphResponse(page, new RegExp(`/api/colors-of-water-elkhead/graph-daily/${daysBefore(today, 90)}/${today}$`));
  await page.goto('/tools/colors-of-water/elkhead');
  await expect(page.getByRole('heading', { level: 1, name: 'Colors of Water - Elkhead (all flows in CFS)' })).toBeVisible();
  const rows = (await (await opened).json()) as CowGraphRow[];
  expect(rows.length).toBeGreaterThan(0);
  const accounts = [...new Set(rows.map((r) => r.cow_input_name))];
  // The legend: the measured flow, then the bands from the bottom of the stack (Unaccounted) to the top.
  await expect(legend(page)).toHaveText(['Measured Flow', ...accounts]);
  await expect(chart(page).locator('.ytitle')).toHaveText('Flow and Releases (cfs)');
  await expect(chart(page).locator('.scatterlayer path.js-fill')).toHaveCount(accounts.length);
  await expect(page.getByLabel('Time Interval')).toHaveText('Daily Data');

  // Submit needs both dates.
  const submit = page.getByRole('button', { name: 'Submit' });
  await page.getByLabel('Start Date').fill('');
  await expect(submit).toBeDisabled();
  const start = daysBefore(today, 20);
  await page.getByLabel('Start Date').fill(start);
  await expect(submit).toBeEnabled();
  const narrowed = graphResponse(page, new RegExp(`/graph-daily/${start}/${today}$`));
  await submit.click();
  expect(new Set(((await (await narrowed).json()) as CowGraphRow[]).map((r) => r.collect_date)).size).toBeLessThanOrEqual(21);

  const week = graphResponse(page, new RegExp(`/graph-daily/${daysBefore(today, 7)}/${today}$`));
  await page.getByRole('button', { name: 'Last 7 Days' }).click();
  await week;
  await expect(page.getByLabel('Start Date')).toHaveValue(daysBefore(today, 7));
  await expect(legend(page).first()).toHaveText('Measured Flow');

  // A drag zooms to a box; with Ctrl held the same drag pans (the window keeps its width); Reset Zoom restores it.
  const xRange = () => chart(page).locator('.js-plotly-plot').evaluate((div) => {
    const range = (div as HTMLElement & { layout: { xaxis: { range: string[] } } }).layout.xaxis.range;
    return range.map((d) => Date.parse(d.replace(' ', 'T')));
  });
  const full = await xRange();
  const plot = (await chart(page).locator('.nsewdrag').boundingBox())!;
  const y = plot.y + plot.height / 2;
  const dragAcross = async (from: number, to: number) => {
    await page.mouse.move(plot.x + plot.width * from, y);
    await page.mouse.down();
    await page.mouse.move(plot.x + plot.width * to, y, { steps: 8 });
    await page.mouse.up();
  };
  await dragAcross(0.3, 0.7);
  await expect.poll(async () => (await xRange())[1] - (await xRange())[0]).toBeLessThan((full[1] - full[0]) * 0.6);
  const zoomed = await xRange();
  await page.keyboard.down('Control');
  await dragAcross(0.6, 0.4);
  await page.keyboard.up('Control');
  await expect.poll(async () => (await xRange())[0]).toBeGreaterThan(zoomed[0]);
  const panned = await xRange();
  expect(panned[1] - panned[0]).toBeCloseTo(zoomed[1] - zoomed[0], -3);
  await page.getByRole('button', { name: 'Reset Zoom' }).click();
  await expect.poll(xRange).toEqual(full);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save Graph' }).click()]);
  expect(download.suggestedFilename()).toBe(`colors-of-water-elkhead-${daysBefore(today, 7)}-to-${today}.png`);
  expect((await readFile(await download.path())).subarray(1, 4).toString()).toBe('PNG');
});

test("a visitor reads Stagecoach Reservoir's own accounts, never Elkhead's, picks another gage and a weekly interval; an empty range says No Data Available", async ({ page }) => {
  const gages = (await (await page.request.get('/api/colors-of-water-stagecoach/stream-gages/197')).json()) as CowStreamGage[];
  expect(gages.map((g) => g.stream_gage)).toEqual([
    'Yampa River below Stagecoach Reservoir, CO', 'Yampa River at Steamboat Springs, CO', 'Yampa River above Elkhead Creek near Hayden, CO',
  ]);
  const today = denverToday();
  const elkheadRows = (await (await page.request.get(`/api/colors-of-water-elkhead/graph-daily/${daysBefore(today, 90)}/${today}`)).json()) as CowGraphRow[];
  const elkheadAccounts = [...new Set(elkheadRows.flatMap((r) => (r.cow_input_ndx === null ? [] : [r.cow_input_name])))];
  expect(elkheadAccounts.length).toBeGreaterThan(0);
  const first = graphResponse(page, new RegExp(`/graph-daily/${gages[0].stream_gage_ndx}/`));
  await page.goto('/tools/colors-of-water/stagecoach');
  await expect(page.getByRole('heading', { level: 1, name: 'Colors of Water - Stagecoach (all flows in CFS)' })).toBeVisible();
  const stagecoachRows = (await (await first).json()) as CowGraphRow[];
  const select = page.getByLabel('Stream Gage');
  await expect(select.locator('option')).toHaveText(gages.map((g) => g.stream_gage));
  // The legend is Stagecoach's: its own accounts over the gage below its dam, none of Elkhead's.
  await expect(legend(page)).toHaveText(['Measured Flow', ...new Set(stagecoachRows.map((r) => r.cow_input_name))]);
  expect((await legend(page).allTextContents()).filter((name) => elkheadAccounts.includes(name))).toEqual([]);
  expect(stagecoachRows).not.toEqual(elkheadRows);

  const second = graphResponse(page, new RegExp(`/graph-daily/${gages[1].stream_gage_ndx}/`));
  await select.selectOption(String(gages[1].stream_gage_ndx));
  await second;
  const weekly = graphResponse(page, new RegExp(`/graph-weekly/${gages[1].stream_gage_ndx}/`));
  await page.getByLabel('Time Interval').selectOption('weekly');
  const rows = (await (await weekly).json()) as CowGraphRow[];
  // Every period starts on a Sunday.
  expect(rows.every((r) => new Date(`${r.collect_date}T12:00:00Z`).getUTCDay() === 0)).toBe(true);
  await expect(legend(page).first()).toHaveText('Measured Flow');

  await page.getByLabel('Start Date').fill('1950-01-01');
  await page.getByLabel('End Date').fill('1950-12-31');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('No Data Available')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Graph' })).toBeDisabled();
});

test("an administrator's new account colour on COW Controls is the colour the Elkhead chart fills that account with", async ({ page }) => {
  await signIn(page, 'admin');
  const account = 'Endangered Fish Pool';
  const setColour = async (colour: string) => {
    await page.goto('/tools/system-management/cow-controls');
    await page.getByRole('button', { name: `Edit ${account}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Storage Account' });
    await edit.getByLabel('Graph Color').fill(colour);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('table', { name: 'COW Controls' }).getByRole('row', { name: new RegExp(account) })).toContainText(colour);
  };
  await page.goto('/tools/system-management/cow-controls');
  const row = page.getByRole('table', { name: 'COW Controls' }).getByRole('row', { name: new RegExp(account) });
  const before = (await row.textContent())?.match(/#[0-9A-Fa-f]{6}/)?.[0] as string;
  expect(before).toBeTruthy();
  await setColour('#123456');
  try {
    await page.goto('/tools/colors-of-water/elkhead');
    await expect(legend(page)).toContainText([account]);
    await expect.poll(() => areaFills(page)).toContain('rgb(18, 52, 86)');
  } finally {
    await setColour(before);
  }
  await page.goto('/tools/colors-of-water/elkhead');
  await expect(legend(page)).toContainText([account]);
  await expect.poll(() => areaFills(page)).not.toContain('rgb(18, 52, 86)');
});
