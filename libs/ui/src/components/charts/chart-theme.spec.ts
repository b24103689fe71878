import {
  CHART_COLORS, CHART_LOOKS, colorSeries, maxLegendHeight, MIN_PLOT_SHARE, SERIES_COLORS, seriesColor, seriesColorScale, seriesNames,
  themedLayout, themedTraces, TOOLBAR_ROOM,
} from './chart-theme';
import { chartLayout } from './chart.logic';
import type { BoxTrace, PlotTrace } from './plot.types';

describe('the series colours', () => {
  it('are all different, past the named scale too', () => {
    const colors = Array.from({ length: 60 }, (_, i) => seriesColor(i));
    expect(new Set(colors).size).toBe(60);
    expect(colors.slice(0, SERIES_COLORS.length)).toEqual(SERIES_COLORS);
    // Thirteen series (a Climate and Flows chart) never reach back to a colour already drawn.
    expect(new Set(SERIES_COLORS.map((c) => c.toLowerCase())).size).toBe(SERIES_COLORS.length);
    expect(SERIES_COLORS.length).toBeGreaterThanOrEqual(13);
  });

  it('keep a key its colour on every chart of a page, whichever chart names it first', () => {
    const page = seriesColorScale(['Bear River', 'Elk River', 'Yampa River']);
    const first = ['Yampa River', 'Bear River'].map(page);
    const second = ['Bear River', 'Elk River', 'Yampa River'].map(page);
    expect(first).toEqual([second[2], second[0]]);
    expect(new Set(second).size).toBe(3);
    // A key the page did not announce takes a colour no announced key has.
    expect(second).not.toContain(page('Fish Creek'));
  });
});

describe('colorSeries', () => {
  const line: PlotTrace = { type: 'scatter', mode: 'lines', name: 'Elk River', x: [], y: [], line: { width: 2 } };
  const history: PlotTrace = { type: 'scatter', mode: 'lines', name: 'Historical Average', x: [], y: [], line: { color: '#778899', dash: 'dash' } };
  const box: BoxTrace = { type: 'box', name: 'Bear River', x: [], q1: [], median: [], q3: [] };

  it('colours the uncoloured series by name, keeping their other line settings, and leaves own colours alone', () => {
    const color = (name: string) => ({ 'Elk River': '#111111', 'Bear River': '#222222' })[name] ?? '#999999';
    const figure = colorSeries({ data: [line, history, box], layout: {} }, color);
    expect(figure.data[0]).toMatchObject({ line: { color: '#111111', width: 2 } });
    expect(figure.data[1]).toBe(history);
    expect(figure.data[2]).toMatchObject({ marker: { color: '#222222' }, line: { color: '#222222' } });
    expect(seriesNames({ data: [line, history, box] })).toEqual(['Elk River', 'Bear River']);
  });
});

describe('themedLayout', () => {
  const layout = chartLayout({ xType: 'date', yTitle: 'Flow (cfs)' });

  it('draws gridlines and text in the theme over the card: no white gridlines on the dark theme', () => {
    for (const dark of [false, true]) {
      const look = CHART_LOOKS[dark ? 'dark' : 'light'];
      const themed = themedLayout({ ...layout, yaxis2: { overlaying: 'y' } }, dark, 400, null);
      expect(themed).toMatchObject({ paper_bgcolor: 'rgba(0,0,0,0)', font: { color: look.text, size: 12 } });
      for (const axis of [themed.xaxis, themed.yaxis, themed.yaxis2]) expect(axis).toMatchObject({ gridcolor: look.grid, zerolinecolor: look.axisLine });
    }
    expect(CHART_LOOKS.dark.grid).not.toMatch(/^#(fff|FFFFFF)/i);
  });

  it('puts the legend at the bottom edge, under the axis labels, and grows the chart by its shown height', () => {
    const themed = themedLayout(layout, false, 400, { legendHeight: 50, maxLegendHeight: 80 });
    expect(themed.legend).toMatchObject({ orientation: 'h', yref: 'container', y: 0, yanchor: 'bottom', maxheight: 80 });
    expect(themed.height).toBe(450);
    // A legend taller than its room scrolls: the chart grows by the room only.
    expect(themedLayout(layout, false, 400, { legendHeight: 300, maxLegendHeight: 80 }).height).toBe(480);
    // Before the first measure, and for a chart without a legend, the chart keeps its height.
    expect(themedLayout(layout, false, 400, null).height).toBe(400);
    expect(themedLayout({ ...layout, showlegend: false }, false, 400, { legendHeight: 50, maxLegendHeight: 80 }).height).toBe(400);
    // A chart that fills its container has no set height.
    expect(themedLayout(layout, false, null, null).height).toBeUndefined();
  });

  it("keeps a top margin for the toolbar, so it covers neither the plot nor the right axis's labels", () => {
    expect(themedLayout(layout, false, 400, null).margin?.t).toBe(TOOLBAR_ROOM);
    expect(themedLayout({ ...layout, margin: { t: 48 } }, false, 400, null).margin?.t).toBe(48);
  });
});

describe('maxLegendHeight', () => {
  it('leaves the plot its share of a chart that grows by its legend', () => {
    const legend = maxLegendHeight(420, 420, 100);
    expect((420 - 100) / (420 + legend)).toBeGreaterThanOrEqual(MIN_PLOT_SHARE);
    expect((420 - 100) / (420 + legend + 2)).toBeLessThan(MIN_PLOT_SHARE);
  });

  it('leaves the plot its share of a chart that fills its container, and always one row', () => {
    const legend = maxLegendHeight(null, 500, 80);
    expect((500 - 80 - legend) / 500).toBeGreaterThanOrEqual(MIN_PLOT_SHARE);
    expect(maxLegendHeight(300, 300, 290)).toBe(24);
  });
});

describe('themedTraces', () => {
  it('draws ink series in the theme’s text colour, so a black median shows on the dark theme', () => {
    const median: PlotTrace = { type: 'scatter', name: 'Median', x: [], y: [], line: { color: CHART_COLORS.ink } };
    const other: PlotTrace = { type: 'bar', name: 'Flow', x: [], y: [], marker: { color: '#2D72D2' } };
    const [light] = themedTraces([median], false);
    const [dark, bar] = themedTraces([median, other], true);
    expect(light.line?.color).toBe(CHART_COLORS.ink);
    expect(dark.line?.color).not.toBe(CHART_COLORS.ink);
    expect(bar).toEqual(other);
  });
});
