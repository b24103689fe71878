import type { TimeSeriesAxisOption, TimeSeriesDataPoint, TimeSeriesSeries } from '@portal/contracts';
import {
  type ChartSide, filterTableRows, hoursPumpedText, initialSelection, plotInstant, pumpIntervals, tableRows, timeSeriesFigure, timestepKind, tooltipLines, tooltipTitle,
  xAxisTicks, X_AXIS_MAX_TICKS,
} from './time-series-dashboards.logic';

const temp: TimeSeriesAxisOption = { axis: 'water-temperature', parameter_display_abbrev: 'Water Temp', unit_display_name: '°F' };
const flow: TimeSeriesAxisOption = { axis: 'flow', parameter_display_abbrev: 'Flow', unit_display_name: 'cfs' };
const series = (series_ndx: number, axis: string, label: string, line_type: TimeSeriesSeries['line_type'] = null): TimeSeriesSeries => ({
  axis, series_ndx, line_weight: 2, line_type, legend_color: `#00000${series_ndx}`, series_display_label: label,
});
const left: ChartSide = { option: temp, series: [series(1, 'water-temperature', 'Reservoir Temp'), series(2, 'water-temperature', 'River Temp', 'dashed')] };
const right: ChartSide = { option: flow, series: [series(4, 'flow', 'River Flow', 'dotted')] };
const point = (series_ndx: number, collect_timestamp: string, result_value: number | null): TimeSeriesDataPoint =>
  ({ series_ndx, collect_timestamp, result_value, location_display_label: `Site ${series_ndx}` });

describe('initialSelection', () => {
  const timesteps = [{ data_table_name: 'yamcolo-15-min', option_name: '15-Minute', date_range_days: 7 }, { data_table_name: 'yamcolo-daily', option_name: 'Daily', date_range_days: 365 }];

  it('picks the first timestep and the first axis of each side, ending today', () => {
    expect(initialSelection(timesteps, [temp, flow], [flow, temp], '2026-07-15')).toEqual({
      dataTableName: 'yamcolo-15-min', days: 7, leftAxis: 'water-temperature', rightAxis: 'flow', periodEnding: '2026-07-15',
    });
  });

  it('waits for every list', () => {
    expect(initialSelection(timesteps, undefined, [flow], '2026-07-15')).toBeNull();
    expect(initialSelection([], [temp], [flow], '2026-07-15')).toBeNull();
  });
});

describe('timestepKind', () => {
  it('reads the kind from the data path', () => {
    expect(['yamcolo-15-min', 'stagecoach15-min', 'stagecoach-hourly', 'yamcolo-daily'].map(timestepKind)).toEqual(['15-min', '15-min', 'hourly', 'daily']);
  });
});

describe('xAxisTicks', () => {
  it('ticks every day over a week of 15-minute data', () => {
    expect(xAxisTicks('day', '2026-07-09', '2026-07-15')).toEqual({ tick0: '2026-07-09', dtick: 86_400_000, tickformat: '%m/%d/%Y' });
  });

  it('ticks whole weeks over hourly data, at most 9', () => {
    expect(xAxisTicks('week', '2026-06-16', '2026-07-15').dtick).toBe(7 * 86_400_000);
    const ninety = xAxisTicks('week', '2026-04-17', '2026-07-15');
    expect(ninety.dtick).toBe(14 * 86_400_000);
  });

  it('ticks whole months over daily data, at most 9, from the first of a month', () => {
    expect(xAxisTicks('month', '2025-07-16', '2026-07-15')).toEqual({ tick0: '2025-07-01', dtick: 'M2', tickformat: '%b %Y' });
    expect(xAxisTicks('month', '2026-01-01', '2026-07-15').dtick).toBe('M1');
  });

  it('never gives more than 9 ticks', () => {
    for (const days of [1, 7, 30, 63, 64, 365, 3_650]) {
      const first = '2020-01-01';
      const last = new Date(Date.parse(`${first}T00:00:00Z`) + (days - 1) * 86_400_000).toISOString().slice(0, 10);
      for (const unit of ['day', 'week'] as const) {
        const { dtick } = xAxisTicks(unit, first, last);
        expect(Math.ceil((days * 86_400_000) / Number(dtick))).toBeLessThanOrEqual(X_AXIS_MAX_TICKS);
      }
    }
  });
});

describe('plotInstant and tooltipTitle', () => {
  it('shows instants on Denver\'s clock, across the fall-back hour', () => {
    expect(plotInstant('2026-07-09T06:00:00Z')).toBe('2026-07-09 00:00:00');
    expect(plotInstant('2024-11-03T07:30:00Z')).toBe('2024-11-03 01:30:00');
    expect(plotInstant('2024-11-03T08:30:00Z')).toBe('2024-11-03 01:30:00');
  });

  it('titles the tooltip with the date alone for daily data, date and time otherwise', () => {
    expect(tooltipTitle('2026-07-09 13:45:00', 'daily')).toBe('07/09/2026');
    expect(tooltipTitle('2026-07-09 13:45:00', '15-min')).toBe('07/09/2026, 1:45 PM');
    expect(tooltipTitle('2026-07-09 00:05', 'hourly')).toBe('07/09/2026, 12:05 AM');
    expect(tooltipTitle('2026-07-09', 'hourly')).toBe('07/09/2026, 12:00 AM');
  });
});

describe('timeSeriesFigure', () => {
  const points = [
    point(1, '2026-07-09T06:00:00Z', 50), point(1, '2026-07-09T06:15:00Z', null), point(1, '2026-07-09T06:30:00Z', 51),
    point(4, '2026-07-09T06:00:00Z', 120),
  ];
  const figure = timeSeriesFigure({ points, left, right, kind: '15-min', periodEnding: '2026-07-15', days: 7 });

  it('draws each series in its style, the right choice\'s against the second axis, gaps as breaks', () => {
    expect(figure.data.map((t) => [t.name, t.yaxis ?? 'y', t.line?.dash, t.line?.color])).toEqual([
      ['Reservoir Temp', 'y', 'solid', '#000001'],
      ['River Temp', 'y', 'dash', '#000002'],
      ['River Flow', 'y2', 'dot', '#000004'],
    ]);
    expect(figure.data[0]).toMatchObject({ x: ['2026-07-09 00:00:00', '2026-07-09 00:15:00', '2026-07-09 00:30:00'], y: [50, null, 51], connectgaps: false });
    expect(figure.data[1]).toMatchObject({ x: [], y: [] });
  });

  it('titles the axes with each choice and spans the period\'s whole days with a vertical hover line', () => {
    expect(figure.layout.yaxis?.title).toEqual({ text: 'Water Temp (°F)' });
    expect(figure.layout.yaxis2).toMatchObject({ title: { text: 'Flow (cfs)' }, side: 'right', overlaying: 'y' });
    expect(figure.layout.xaxis).toMatchObject({
      range: ['2026-07-09 00:00:00', '2026-07-16 00:00:00'], dtick: 86_400_000, nticks: 9, showspikes: true, spikemode: 'across',
    });
    expect(figure.layout).toMatchObject({ hovermode: 'x', dragmode: 'zoom' });
  });

  it('draws a series both sides choose once, on the left', () => {
    const both = timeSeriesFigure({ points, left, right: left, kind: 'daily', periodEnding: '2026-07-15', days: 365 });
    expect(both.data.map((t) => t.name)).toEqual(['Reservoir Temp', 'River Temp']);
    expect(both.layout.xaxis).toMatchObject({ dtick: 'M2', tickformat: '%b %Y' });
  });
});

describe('tooltipLines', () => {
  it('lists the hovered values with their units in drawing order, skipping points without a value', () => {
    expect(tooltipLines([{ curveNumber: 2, y: 120.456 }, { curveNumber: 0, y: 50 }, { curveNumber: 1, y: null }], left, right)).toEqual([
      { label: 'Reservoir Temp', color: '#000001', text: '50 °F' },
      { label: 'River Flow', color: '#000004', text: '120.46 cfs' },
    ]);
  });
});

describe('tableRows and filterTableRows', () => {
  const rows = tableRows([point(1, '2026-07-09T19:45:00Z', 50.25), point(1, '2026-07-09T20:00:00Z', null), point(4, '2026-07-09T06:00:00Z', 1200)], left, right);

  it('has only rows with a value, with the axis choice\'s parameter and units and Denver\'s time', () => {
    expect(rows.map(({ key: _key, ...row }) => row)).toEqual([
      { location: 'Site 1', parameter: 'Water Temp', units: '°F', timestamp: '07/09/2026, 1:45 PM', value: '50.25' },
      { location: 'Site 4', parameter: 'Flow', units: 'cfs', timestamp: '07/09/2026, 12:00 AM', value: '1,200' },
    ]);
  });

  it('lists the newest instant first, the series of one instant in the answer\'s order', () => {
    const answer = [
      point(1, '2026-07-09T06:00:00Z', 1), point(4, '2026-07-09T06:00:00Z', 2),
      point(1, '2026-07-09T06:15:00Z', 3), point(4, '2026-07-09T06:15:00Z', 4),
    ];
    expect(tableRows(answer, left, right).map((r) => r.value)).toEqual(['3', '4', '1', '2']);
  });

  it('filters on any column, ignoring case', () => {
    expect(filterTableRows(rows, ' flow ').map((r) => r.location)).toEqual(['Site 4']);
    expect(filterTableRows(rows, '1:45 pm').map((r) => r.location)).toEqual(['Site 1']);
    expect(filterTableRows(rows, '')).toHaveLength(2);
  });
});

describe('hoursPumpedText', () => {
  // Three hourly intervals of 9 July 2026 (MDT, UTC-6), starting at 00:00, 01:00 and 02:00 Denver time.
  const hourly = pumpIntervals([
    { period_start: '2026-07-09T06:00:00Z', hours: 0 },
    { period_start: '2026-07-09T07:00:00Z', hours: 0.75 },
    { period_start: '2026-07-09T08:00:00Z', hours: 1 / 3 },
  ]);

  it('reads the intervals on the chart\'s clock', () => {
    expect(hourly.map((i) => i.start)).toEqual(['2026-07-09 00:00:00', '2026-07-09 01:00:00', '2026-07-09 02:00:00']);
  });

  it('shows the hours of the interval the hovered instant falls in, to two decimals at most', () => {
    expect(hoursPumpedText('2026-07-09 00:45', hourly)).toBe('Hours Pumped: 0');
    expect(hoursPumpedText('2026-07-09 01:00', hourly)).toBe('Hours Pumped: 0.75');
    expect(hoursPumpedText('2026-07-09 01:59:59', hourly)).toBe('Hours Pumped: 0.75');
    expect(hoursPumpedText('2026-07-09 02:15:00', hourly)).toBe('Hours Pumped: 0.33');
    // plotly writes a midnight as the date alone.
    expect(hoursPumpedText('2026-07-09', hourly)).toBe('Hours Pumped: 0');
  });

  it('shows the label alone before the first interval, without intervals, or for an x it cannot read', () => {
    expect(hoursPumpedText('2026-07-08 23:45', hourly)).toBe('Hours Pumped');
    expect(hoursPumpedText('2026-07-09 01:00', [])).toBe('Hours Pumped');
    expect(hoursPumpedText('not a date', hourly)).toBe('Hours Pumped');
  });

  it('finds the interval among a year of them', () => {
    // Starts at 06:00 UTC each day from 1 November 2025: midnight in Denver under daylight time, 23:00 of the day
    // before under standard time (2 November to 8 March).
    const days = pumpIntervals(Array.from({ length: 365 }, (_, i) => ({
      period_start: new Date(Date.UTC(2025, 10, 1, 6) + i * 86_400_000).toISOString(), hours: i / 4,
    })));
    expect(hoursPumpedText('2025-11-01', days)).toBe('Hours Pumped: 0');
    // 15 March 2026 12:00 MDT: the interval from 15 March 06:00 UTC, the 135th (134 days after the first).
    expect(hoursPumpedText('2026-03-15 12:00', days)).toBe('Hours Pumped: 33.5');
    // 1 February 2026 23:30 MST: the interval from 2 February 06:00 UTC (23:00 MST on the 1st), 93 days after the first.
    expect(hoursPumpedText('2026-02-01 23:30', days)).toBe('Hours Pumped: 23.25');
  });
});
