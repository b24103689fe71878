import { IconNames, Icons, IconSize } from '@blueprintjs/icons';
import { render, screen } from '@testing-library/react';
import { recordingSaver } from '../../testing/files';
import type { PlotComponentProps, PlotlyGraphDiv } from './plot.types';
import { ChartMessage, dataUrlToBlob, Plot, resetZoom, saveChartPng, syncHover, syncZoom } from './Plot';

// plotly cannot draw in jsdom: the modules are stand-ins that record being loaded, and the factory's component
// lists the traces it was given.
const mockLoaded: string[] = [];
const mockCalls: unknown[][] = [];
const mockLayouts: Record<string, unknown>[] = [];
jest.mock('plotly.js/lib/core', () => {
  mockLoaded.push('core');
  return {
    __esModule: true,
    default: {
      register: (modules: unknown[]) => mockLoaded.push(`register ${modules.join('+')}`),
      relayout: async (...args: unknown[]) => mockCalls.push(['relayout', ...args]),
      // 'PNG' in base64.
      toImage: async (...args: unknown[]) => (mockCalls.push(['toImage', ...args]), 'data:image/png;base64,UE5H'),
    },
  };
});
jest.mock('plotly.js/lib/scatter', () => ({ __esModule: true, default: 'scatter' }));
jest.mock('plotly.js/lib/bar', () => ({ __esModule: true, default: 'bar' }));
jest.mock('plotly.js/lib/heatmap', () => ({ __esModule: true, default: 'heatmap' }));
jest.mock('plotly.js/lib/box', () => ({ __esModule: true, default: 'box' }));
jest.mock('react-plotly.js/factory', () => ({
  __esModule: true,
  default: () =>
    function MockPlotly({ data, layout }: PlotComponentProps) {
      // As plotly does on a reader's zoom: the range is written into the layout object it was given.
      mockLayouts.push(layout as Record<string, unknown>);
      (layout as Record<string, unknown>).xaxis = { range: ['zoomed', 'in'] };
      return <p>drawn: {data.map((trace) => trace.name).join(', ')}</p>;
    },
}));

// NonIdealState draws its icon from the 20 px set; loaded up front so no late icon update escapes act().
beforeAll(() => Icons.load(Object.values(IconNames), IconSize.LARGE, { loader: 'all' }));

describe('Plot', () => {
  it("shows 'No Data Available' for empty data without loading plotly", () => {
    render(<Plot data={[{ type: 'scatter', x: [], y: [] }]} layout={{}} aria-label="Flow" />);
    expect(screen.getByText('No Data Available')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(mockLoaded).toEqual([]);
  });

  it('loads the slim bundle (core with scatter, bar, heatmap and box) when there is data to draw', async () => {
    render(<Plot data={[{ type: 'scatter', name: 'Flow', x: ['2024-01-01'], y: [12] }]} layout={{}} aria-label="Flow chart" />);
    expect(screen.getByRole('figure', { name: 'Flow chart' })).toBeTruthy();
    expect(await screen.findByText('drawn: Flow')).toBeTruthy();
    expect(mockLoaded).toEqual(['core', 'register scatter+bar+heatmap+box']);
  });

  it("gives plotly a copy of the layout, so a reader's zoom never changes the figure Reset Zoom returns to", async () => {
    const layout = { xaxis: { type: 'date' as const } };
    render(<Plot data={[{ type: 'scatter', name: 'Flow', x: ['2024-01-01'], y: [12] }]} layout={layout} aria-label="Flow chart" />);
    expect(await screen.findByText('drawn: Flow')).toBeTruthy();
    expect(mockLayouts.at(-1)).not.toBe(layout);
    expect(layout).toEqual({ xaxis: { type: 'date' } });
  });
});

describe('chart states', () => {
  it("says 'Loading...', 'An error has occurred: {message}' (as an alert) and 'No Data Available'", () => {
    const { rerender } = render(<ChartMessage state={{ kind: 'loading' }} />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    rerender(<ChartMessage state={{ kind: 'error', message: 'HTTP 500' }} />);
    expect(screen.getByRole('alert').textContent).toBe('An error has occurred: HTTP 500');
    rerender(<ChartMessage state={{ kind: 'empty' }} />);
    expect(screen.getByText('No Data Available')).toBeTruthy();
  });
});

describe('chart actions', () => {
  beforeEach(() => {
    mockCalls.length = 0;
  });

  it('turns a data URL into a Blob of its type', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,UE5H');
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(3);
    expect(dataUrlToBlob('data:text/plain,a%20b').size).toBe(3);
  });

  it('saves the drawn chart as a PNG through the platform', async () => {
    const { files, saved } = recordingSaver();
    const div = document.createElement('div');
    await saveChartPng(div, 'Flow.png', files, { width: 800, height: 400 });
    expect(mockCalls).toEqual([['toImage', div, { format: 'png', width: 800, height: 400 }]]);
    expect(saved[0]).toMatchObject({ name: 'Flow.png', mimeType: 'image/png' });
    expect(saved[0].data.size).toBe(3);
  });

  it("resets the zoom to the figure's ranges", async () => {
    const div = document.createElement('div');
    await resetZoom(div, { xaxis: { type: 'date' }, yaxis: { range: [0, 10] } });
    expect(mockCalls).toEqual([['relayout', div, { 'xaxis.autorange': true, 'yaxis.range': [0, 10] }]]);
  });

  it('hovers the same x on the other chart, both ways, without echoing, until stopped', () => {
    const chart = () => {
      const handlers: Record<string, (event?: unknown) => void> = {};
      const div = Object.assign(document.createElement('div'), {
        on: (event: string, handler: (event?: unknown) => void) => {
          handlers[event] = handler;
        },
      }) as unknown as PlotlyGraphDiv;
      return { div, handlers };
    };
    const a = chart();
    const b = chart();
    const calls: string[] = [];
    const fx = {
      hover: (target: HTMLElement, { xval }: { xval: unknown }) => {
        calls.push(`hover ${target === a.div ? 'a' : 'b'} ${String(xval)}`);
        // plotly fires the target's own hover event: it must not come back.
        (target === a.div ? a : b).handlers['plotly_hover']({ points: [{ x: xval }] });
      },
      unhover: (target: HTMLElement) => calls.push(`unhover ${target === a.div ? 'a' : 'b'}`),
    };
    const stop = syncHover(a.div, b.div, fx);
    a.handlers['plotly_hover']({ points: [{ x: '2024-03-10' }] });
    b.handlers['plotly_hover']({ points: [{ x: '2024-11-03' }] });
    a.handlers['plotly_unhover']();
    expect(calls).toEqual(['hover b 2024-03-10', 'hover a 2024-11-03', 'unhover b']);
    stop();
    a.handlers['plotly_hover']({ points: [{ x: '2024-03-11' }] });
    expect(calls).toHaveLength(3);
  });

  it("zooms the other chart to the same dates, both ways, without echoing, until stopped", async () => {
    const chart = () => {
      const handlers: Record<string, (event: Record<string, unknown>) => void> = {};
      const div = Object.assign(document.createElement('div'), {
        on: (event: string, handler: (event: Record<string, unknown>) => void) => {
          handlers[event] = handler;
        },
      }) as unknown as PlotlyGraphDiv;
      return { div, handlers };
    };
    const a = chart();
    const b = chart();
    const calls: string[] = [];
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    // plotly fires the target's own relayout event once its relayout has been drawn: it must not come back.
    const relayout = async (target: HTMLElement, update: Record<string, unknown>) => {
      const name = target === a.div ? 'a' : 'b';
      calls.push(`${name} ${JSON.stringify(update)}`);
      await Promise.resolve();
      (target === a.div ? a : b).handlers['plotly_relayout']({ ...update });
    };
    const stop = syncZoom(a.div, b.div, relayout);
    a.handlers['plotly_relayout']({ 'xaxis.range[0]': '2026-02-01', 'xaxis.range[1]': '2026-03-01' });
    await settle();
    b.handlers['plotly_relayout']({ 'xaxis.autorange': true });
    await settle();
    // A zoom of the value axis only stays on its chart.
    a.handlers['plotly_relayout']({ 'yaxis.range[0]': 0, 'yaxis.range[1]': 9 });
    await settle();
    expect(calls).toEqual(['b {"xaxis.range":["2026-02-01","2026-03-01"]}', 'a {"xaxis.autorange":true}']);
    stop();
    a.handlers['plotly_relayout']({ 'xaxis.range[0]': '2026-04-01', 'xaxis.range[1]': '2026-05-01' });
    await settle();
    expect(calls).toHaveLength(2);
  });
});
