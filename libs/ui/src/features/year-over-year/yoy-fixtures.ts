import type { YoyDataRow, YoyGraphOption } from '@portal/contracts';

/** A graph option for the specs: daily values in cfs drawn as a line unless `more` says otherwise. */
export const yoyOption = (
  yoy_group_ndx: number, title: string, defaults: number[], regions: number[], more: Partial<YoyGraphOption> = {},
): YoyGraphOption => ({
  yoy_group_ndx,
  yoy_graph_title: title,
  yoy_graph_route_name: title.toLowerCase().replace(/ /g, '-'),
  y_axis_units: 'cfs',
  data_daily_chart_type: 'line',
  cumulative: false,
  datacategory_ndx_defaults: defaults,
  reg_group_ndx_display: regions,
  ...more,
});

const DAY_MS = 86_400_000;
const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * A day of the answer with its positions as the server gives them (leap-year positions: in a common year Mar 1 is
 * still day 61 of the calendar year and day 153 of the water year, Feb 29 being skipped), values null unless given.
 */
export function yoyRow(collect_date: string, values: Partial<YoyDataRow> = {}): YoyDataRow {
  const year = Number(collect_date.slice(0, 4));
  const month = Number(collect_date.slice(5, 7));
  const waterYear = month >= 10 ? year + 1 : year;
  const skip = (start: string) => (!isLeap(year) && month >= 3 && utc(collect_date) >= utc(start) ? 1 : 0);
  const collect_day = (utc(collect_date) - utc(`${year}-01-01`)) / DAY_MS + 1 + skip(`${year}-03-01`);
  const collect_water_day = (utc(collect_date) - utc(`${waterYear - 1}-10-01`)) / DAY_MS + 1 + (month < 10 ? skip(`${year}-03-01`) : 0);
  return {
    collect_date, collect_day, collect_water_day, collect_year: year, collect_water_year: waterYear,
    data_daily: null, hist_min: null, hist_avg: null, hist_max: null,
    data_daily_calyr: null, hist_min_calyr: null, hist_avg_calyr: null, hist_max_calyr: null,
    data_daily_wtryr: null, hist_min_wtryr: null, hist_avg_wtryr: null, hist_max_wtryr: null,
    ...values,
  };
}
