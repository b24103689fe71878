import { expect, test } from '@playwright/test';
import type { WaterYearParameter, WaterYearLocation } from '@portal/contracts';

// A visitor (no sign-in) compares water years: the info text until Submit, then the graph of two water years
// against the 1991-2020 normals at the demo dataset's long-record gauge, and the table of the values drawn.

const INFO = "After selecting your inputs, click the red 'Submit' button to load an interactive time series plot for comparison across different water years.";

test('a visitor compares two water years with the normals at a long-record gauge', async ({ page, request }) => {
  const parameters = (await (await request.get('/api/wy-analysis-dropdown-parameters')).json()) as WaterYearParameter[];
  const locations = (await (await request.get('/api/wy-analysis-dropdown-locations-assoc-param')).json()) as WaterYearLocation[];
  // Yampa River at Steamboat Springs' daily flow is the demo series that covers the normals period.
  const flow = parameters.find((p) => p.parameter_ndx === 67) as WaterYearParameter;
  const gauge = locations.find((l) => l.location_ndx === 3) as WaterYearLocation;
  expect(flow && gauge).toBeTruthy();

  await page.goto('/tools/water-year-comparisons');
  await expect(page.getByRole('heading', { level: 1, name: 'Water Year Comparisons' })).toBeVisible();
  await expect(page.getByText(INFO)).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();

  await page.getByLabel('Parameters', { exact: true }).selectOption({ label: flow.parameter_name });
  await page.getByLabel('Locations', { exact: true }).selectOption({ label: gauge.location_name });
  const series = page.getByRole('group', { name: 'Series Lines' });
  for (const box of await series.getByRole('checkbox').all()) {
    if (await box.isChecked()) await box.locator('xpath=..').click();
  }
  for (const name of ['Median', '10th Percentile', '90th Percentile']) await series.getByRole('checkbox', { name }).locator('xpath=..').click();
  const yearBoxes = series.getByRole('checkbox', { name: /^\d{4}$/ });
  expect(await yearBoxes.count()).toBeGreaterThanOrEqual(2);
  await yearBoxes.nth(0).locator('xpath=..').click();
  await yearBoxes.nth(1).locator('xpath=..').click();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByText(INFO)).toHaveCount(0);
  await expect(page.getByText(/1991 to 2020/).first()).toBeVisible();
  const chart = page.getByRole('figure', { name: 'Water year comparison chart' });
  await expect(chart.locator('.main-svg').first()).toBeVisible();
  // The median line, two water years and the 10th-90th band (drawn as two traces).
  await expect.poll(() => chart.locator('.scatterlayer .trace').count()).toBeGreaterThanOrEqual(4);
  const table = page.getByRole('table', { name: 'Water year comparison data' });
  await expect(table.getByRole('columnheader')).toHaveText(['Parameter', 'Location', 'Series', 'Date', 'Day', 'Result', 'Units']);
  await expect(table.getByRole('row').nth(1)).toContainText(gauge.location_name);
});
