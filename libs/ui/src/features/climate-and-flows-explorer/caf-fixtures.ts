import type { CafGraphOption } from '@portal/contracts';

/** A graph option for the specs: a left axis in cfs drawn as a line unless `more` says otherwise. */
export const cafOption = (
  caf_group_ndx: number, title: string, defaults: number[], regions: number[], more: Partial<CafGraphOption> = {},
): CafGraphOption => ({
  caf_group_ndx,
  caf_graph_title: title,
  caf_graph_route_name: title.toLowerCase().replace(/ /g, '-'),
  y1_axis_units: 'cfs',
  y2_axis_units: null,
  ax1_daily_chart_type: 'line',
  ax2_daily_chart_type: null,
  ax1_daily_color: '#111111',
  ax2_daily_color: null,
  ax1_cumulative: false,
  datacategory_ndx_defaults: defaults,
  reg_group_ndx_display: regions,
  ...more,
});
