import { expect, type Locator, type Page, test } from '@playwright/test';

// The portal's one chart theme as a reader sees it on the explorers: the legend under the plot leaves the plot most
// of the chart and covers no axis label, the toolbar stays off the plot, a site keeps its colour on both charts and
// no two series of a chart share one, and on the dark theme the paper and gridlines are dark too. Each check keeps
// a screenshot of what it looked at.

const CAF = '/tools/climate-and-flows-explorer';
const TSS = '/tools/time-series-summaries';

type Box = { x: number; y: number; width: number; height: number };

/** The drawn charts of the page, once each has its legend and has settled to its height. */
async function drawnCharts(page: Page, count: number): Promise<Locator[]> {
  const charts = page.locator('figure.portal-chart');
  await expect(charts).toHaveCount(count, { timeout: 20_000 });
  for (const chart of await charts.all()) {
    await expect(legendOf(chart)).toBeVisible({ timeout: 20_000 });
    // The chart grows by its legend once plotly has measured it (a second drawing, slow on a busy machine).
    await expect.poll(async () => {
      const { chart: whole, plot } = await chartParts(chart);
      return plot.height / whole.height;
    }, { timeout: 20_000 }).toBeGreaterThanOrEqual(0.6);
  }
  return charts.all();
}

const legendOf = (chart: Locator) => chart.locator('.infolayer > g.legend');

const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox()) as Box;

/** The plot area, the x axis's tick labels and the legend of a drawn chart. */
async function chartParts(chart: Locator) {
  return {
    chart: await box(chart),
    plot: await box(chart.locator('.draglayer .xy .nsewdrag')),
    xLabels: await box(chart.locator('.xaxislayer-above').first()),
    // The legend's background: its shown part (rows past its room scroll inside it).
    legend: await box(legendOf(chart).locator('rect.bg').first()),
  };
}

async function expectRoomyLegend(chart: Locator) {
  const parts = await chartParts(chart);
  expect(parts.plot.height, 'the plot keeps at least 60 % of the chart').toBeGreaterThanOrEqual(0.6 * parts.chart.height);
  expect(parts.legend.y, 'the legend starts under the axis labels').toBeGreaterThanOrEqual(parts.xLabels.y + parts.xLabels.height - 1);
  expect(parts.legend.y + parts.legend.height).toBeLessThanOrEqual(parts.chart.y + parts.chart.height + 1);
}

/** Each drawn chart's series: name and colour, as plotly drew them. */
async function seriesColors(page: Page): Promise<[string, string][][]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.js-plotly-plot')).map((gd) =>
      ((gd as unknown as { data: { name: string; line?: { color?: string }; marker?: { color?: string } }[] }).data).map(
        (trace): [string, string] => [trace.name, trace.line?.color ?? trace.marker?.color ?? ''],
      ),
    ),
  );
}

function expectOneColourPerSite(charts: [string, string][][]) {
  const bySite = new Map<string, string>();
  for (const series of charts) {
    const colors = series.map(([, color]) => color);
    expect(new Set(colors).size, 'no two series of a chart share a colour').toBe(colors.length);
    for (const [name, color] of series) {
      expect(bySite.get(name) ?? color, `${name} keeps its colour`).toBe(color);
      bySite.set(name, color);
    }
  }
}

test('Climate and Flows at 1440: legends under the plots, one colour per site on both charts', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(CAF);
  const charts = await drawnCharts(page, 2);
  await page.screenshot({ path: test.info().outputPath('caf-1440.png'), fullPage: true });
  for (const chart of charts) await expectRoomyLegend(chart);
  const colors = await seriesColors(page);
  expect(colors[0].length).toBeGreaterThan(10);
  expectOneColourPerSite(colors);
  // The two charts share sites: the check above compared them.
  expect(colors[1].some(([name]) => colors[0].some(([other]) => other === name))).toBe(true);
});

test('Climate and Flows at 390: the legend clears the rotated dates and the toolbar clears the plot', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(CAF);
  const [first] = await drawnCharts(page, 2);
  await first.scrollIntoViewIfNeeded();
  await first.hover();
  const toolbar = first.locator('.modebar');
  await expect(toolbar).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('caf-390.png'), fullPage: true });
  await expectRoomyLegend(first);
  const bar = await box(toolbar);
  const { plot } = await chartParts(first);
  expect(bar.y + bar.height, 'the toolbar ends above the plot and its right axis labels').toBeLessThanOrEqual(plot.y + 1);
});

test('Time Series Summaries at 1440: the box plots keep their height beside a long legend', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(TSS);
  const charts = await drawnCharts(page, 2);
  await page.screenshot({ path: test.info().outputPath('tss-1440.png'), fullPage: true });
  for (const chart of charts) {
    await expectRoomyLegend(chart);
    expect((await chartParts(chart)).plot.height).toBeGreaterThan(250);
  }
  expectOneColourPerSite(await seriesColors(page));
});

test('on the dark theme the gridlines are dark and the axis text light', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('portal.theme', 'DARK'));
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(CAF);
  const [first] = await drawnCharts(page, 2);
  await page.screenshot({ path: test.info().outputPath('caf-dark.png'), fullPage: true });
  const lightness = (rgb: string) => {
    const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  };
  // The paper is transparent (the dark card shows through): the gridlines are dark and the axis text light.
  const text = await first.locator('.xtick text').first().evaluate((label) => getComputedStyle(label).fill);
  const grid = await first.locator('.gridlayer path').first().evaluate((path) => getComputedStyle(path).stroke);
  expect(lightness(text)).toBeGreaterThan(0.5);
  expect(lightness(grid)).toBeLessThan(0.4);
});
