import type { TemperatureProfileRow } from '@portal/contracts';
import {
  COLOR_STEPS, ELEVATION_AXIS_TITLE, formatReportDate, heatMapFigure, NO_DATA_COLOR, steppedColorScale, tickStep,
} from './temperature-profiles.heat-map';

const row = (collect_timestamp: string, collect_depth: number, avg: number): TemperatureProfileRow => ({
  collect_depth, collect_timestamp, avg_value: avg, min_value: avg - 1, max_value: avg + 1, unit_display_name: '°F',
  location_display_label: 'Buoy', elevation_ft: 7200 - collect_depth,
});

describe('temperature profile heat map', () => {
  it('labels every 23rd hour, every 30th day over a year, every 7th over a month, else every day', () => {
    expect(tickStep('hourly', '2026-07-01', '2026-07-02')).toBe(23);
    expect(tickStep('daily', '2024-01-01', '2025-01-01')).toBe(30);
    expect(tickStep('daily', '2025-01-01', '2026-01-01')).toBe(7);
    expect(tickStep('daily', '2026-04-01', '2026-05-02')).toBe(7);
    expect(tickStep('daily', '2026-04-01', '2026-05-01')).toBe(1);
  });

  it('formats days as MM/dd/yyyy and hours with h:mm a, in America/Denver', () => {
    expect(formatReportDate('2026-07-04T06:00:00Z', 'daily')).toBe('07/04/2026');
    expect(formatReportDate('2026-07-04T20:00:00Z', 'hourly')).toBe('07/04/2026 2:00 PM');
  });

  it('steps through 10 yellow-to-red colours without blending', () => {
    const scale = steppedColorScale();
    expect(scale).toHaveLength(20);
    expect(scale[0]).toEqual([0, COLOR_STEPS[0]]);
    expect(scale[1]).toEqual([0.1, COLOR_STEPS[0]]);
    expect(scale[19]).toEqual([1, COLOR_STEPS[9]]);
  });

  it('puts depths at their elevations, surface on top, and keeps a missing day as an empty column', () => {
    // Daily rows start at Denver midnight (06:00Z in summer); July 2 has no readings, July 3 lacks the 10 ft depth.
    const rows = [row('2026-07-01T06:00:00Z', 0, 60), row('2026-07-01T06:00:00Z', 10, 50), row('2026-07-03T06:00:00Z', 0, 62)];
    const figure = heatMapFigure({ rows, period: 'daily', statistic: 'max', startDate: '2026-07-01', endDate: '2026-07-03' });
    const [trace] = figure.data;
    expect(trace.x).toEqual(['2026-07-01', '2026-07-02', '2026-07-03']);
    expect(trace.y).toEqual([7190, 7200]);
    expect(trace.z).toEqual([[51, null, null], [61, null, 63]]);
    expect(trace).toMatchObject({ type: 'heatmap', zmin: 30, zmax: 75, hoverongaps: false });
    expect(trace.hovertemplate).toContain('Temperature (Max)');
    expect(trace.hovertemplate).toContain('°F');
    expect(trace.customdata?.[0]).toEqual([['07/01/2026', 10], ['07/02/2026', 10], ['07/03/2026', 10]]);
    expect(figure.layout.yaxis?.title?.text).toBe(ELEVATION_AXIS_TITLE);
    expect(figure.layout.plot_bgcolor).toBe(NO_DATA_COLOR);
    expect(figure.layout.xaxis?.ticktext).toEqual(['07/01/2026', '07/02/2026', '07/03/2026']);
  });

  it('keeps missing hours as empty columns across the spring-forward night', () => {
    // 2026-03-08 01:00 MST is 08:00Z; 03:00 MDT is 09:00Z (2:00 does not exist); 10:00Z has no reading.
    const rows = [row('2026-03-08T08:00:00Z', 0, 40), row('2026-03-08T09:00:00Z', 0, 41), row('2026-03-08T11:00:00Z', 0, 43)];
    const [trace] = heatMapFigure({ rows, period: 'hourly', statistic: 'mean', startDate: '2026-03-08', endDate: '2026-03-08' }).data;
    expect(trace.z).toEqual([[40, 41, null, 43]]);
    expect((trace.customdata?.[0] as string[][]).map((c) => c[0])).toEqual([
      '03/08/2026 1:00 AM', '03/08/2026 3:00 AM', '03/08/2026 4:00 AM', '03/08/2026 5:00 AM',
    ]);
  });

  it('draws nothing without rows', () => {
    expect(heatMapFigure({ rows: [], period: 'daily', statistic: 'mean', startDate: '2026-07-01', endDate: '2026-07-03' }).data).toEqual([]);
  });
});
