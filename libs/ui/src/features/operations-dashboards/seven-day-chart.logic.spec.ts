import type { SevenDayGraphRow } from '@portal/contracts';
import { localPlotTime, sevenDayFigure } from './seven-day-chart.logic';

const row = (collect_timestamp: string, reservoir: number | null, river: number | null): SevenDayGraphRow => ({
  collect_timestamp, units: 'deg F', reservoir, river, ditch: null,
  thr1_32deg: 32, thr2_heater2_on: 33, thr3_heater1_on: 34, thr4_heater2_off: 35, thr5_heater1_off: 36,
});

describe('seven-day chart', () => {
  it("draws the instants on Denver's clock", () => {
    expect(localPlotTime('2024-07-01T18:15:00Z')).toBe('2024-07-01 12:15');
    expect(localPlotTime('2024-01-01T18:15:00Z')).toBe('2024-01-01 11:15');
  });

  it('has a line per series with gaps kept, and a dashed line per threshold', () => {
    const figure = sevenDayFigure([row('2024-07-01T18:00:00Z', 45, null), row('2024-07-01T18:15:00Z', 46, 44)]);
    expect(figure.data.map((t) => [t.name, t.line?.dash])).toEqual([
      ['Reservoir', 'solid'], ['River', 'solid'], ['Ditch', 'solid'],
      ['32 Degrees', 'dash'], ['Heater 2 On', 'dash'], ['Heater 1 On', 'dash'], ['Heater 2 Off', 'dash'], ['Heater 1 Off', 'dash'],
    ]);
    expect(figure.data[1].y).toEqual([null, 44]);
    expect(figure.data[1].connectgaps).toBe(false);
    expect(figure.layout.yaxis?.title).toEqual({ text: 'deg F' });
  });

  it('starts the value axis at 30 at the most, lower when a value is', () => {
    expect(sevenDayFigure([row('2024-07-01T18:00:00Z', 45, 50)]).layout.yaxis?.range?.[0]).toBe(30);
    expect(sevenDayFigure([row('2024-01-01T18:00:00Z', 31, 20)]).layout.yaxis?.range?.[0]).toBeLessThan(20);
  });

  it('has no data to draw without rows', () => {
    expect(sevenDayFigure([]).data.every((t) => t.y.length === 0)).toBe(true);
  });
});
