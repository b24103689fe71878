import { NonIdealState, Spinner } from '@blueprintjs/core';
import { type ComponentType, lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import type { FileSaver, SaveResult } from '../../platform/ports';
import { CHART_MESSAGES, hasPlotData, NO_DATA_TEXT, resetZoomUpdate, xRangeUpdate } from './chart.logic';
import { type LegendRoom, maxLegendHeight, themedLayout, themedTraces } from './chart-theme';
import { useDarkPage } from './use-dark-page';
import type { AnyTrace, PlotComponentProps, PlotLayout, PlotlyFx, PlotlyGraphDiv, ToImageOptions } from './plot.types';

interface PlotlyBundle {
  Plotly: typeof import('plotly.js/lib/core').default;
  createPlotlyComponent: typeof import('react-plotly.js/factory').default;
}

/** A CommonJS module's export as a bundler hands it over: as the default, or as the default's default. */
function interopDefault<T>(module: { default: T }): T {
  const value = module.default as T & { default?: T };
  return value && typeof value === 'object' && 'default' in value && value.default ? value.default : value;
}

let bundle: Promise<PlotlyBundle> | null = null;

/**
 * The slim plotly bundle: the core with only the scatter, bar, heatmap and box traces the portal draws, loaded
 * on first use so that plotly's weight lands only on screens that draw a chart. Loaded once per page.
 */
function loadPlotly(): Promise<PlotlyBundle> {
  bundle ??= Promise.all([
    import('plotly.js/lib/core'),
    import('plotly.js/lib/scatter'),
    import('plotly.js/lib/bar'),
    import('plotly.js/lib/heatmap'),
    import('plotly.js/lib/box'),
    import('react-plotly.js/factory'),
  ]).then(([core, scatter, bar, heatmap, box, factory]) => {
    const Plotly = interopDefault(core);
    Plotly.register([interopDefault(scatter), interopDefault(bar), interopDefault(heatmap), interopDefault(box)]);
    return { Plotly, createPlotlyComponent: interopDefault(factory) };
  });
  bundle.catch(() => {
    // A failed chunk load (network) must not poison every later chart on the page.
    bundle = null;
  });
  return bundle;
}

const LazyPlotly = lazy(async (): Promise<{ default: ComponentType<PlotComponentProps> }> => {
  const { Plotly, createPlotlyComponent } = await loadPlotly();
  return { default: createPlotlyComponent(Plotly) };
});

export interface PlotProps {
  /** The traces; when none has a value the chart shows 'No Data Available' and plotly is not loaded. */
  data: AnyTrace[];
  layout: PlotLayout;
  /** What the chart shows, for screen readers (plotly's SVG has no accessible name). */
  'aria-label': string;
  /**
   * The chart's height in pixels without its legend, which adds its rows under it; or a CSS height (the chart fills
   * it, legend included). The width follows the container.
   */
  height?: number | string;
  className?: string;
  /** Receives the drawn chart's element, for plotImage() (PDF and image exports). */
  onGraphDiv?(graphDiv: HTMLElement | null): void;
}

/** What the drawn chart leaves for its legend, measured once plotly has laid it out (null: not drawn yet). */
function measureLegendRoom(graphDiv: PlotlyGraphDiv | null, height: number | null): LegendRoom | null {
  const full = graphDiv?._fullLayout;
  const plotHeight = full?._size?.h;
  if (!full || plotHeight === undefined || full.height === undefined) return null;
  const legendHeight = Math.ceil(full.legend?._height ?? 0);
  const shown = Math.ceil(full.legend?._effHeight ?? 0);
  // What is neither plot nor legend: the top margin, the axis labels and titles.
  const margins = full.height - plotHeight - shown;
  return { legendHeight, maxLegendHeight: maxLegendHeight(height, full.height, margins) };
}

const sameRoom = (a: LegendRoom | null, b: LegendRoom | null) =>
  a === b || (!!a && !!b && Math.abs(a.legendHeight - b.legendHeight) <= 1 && Math.abs(a.maxLegendHeight - b.maxLegendHeight) <= 1);

/**
 * A plotly chart, responsive to its container, in the portal's chart theme (chart-theme.ts): paper, gridlines and
 * text follow the page's light or dark theme, and the legend sits under the axis labels, the chart growing by its
 * height (up to what leaves the plot its share) once plotly has measured it. Figures are built by pure `*.logic.ts`
 * functions, so this component only decides between the empty message and the lazily loaded plot. Plotly writes a
 * reader's zoom and pan into the layout object it is given, so it gets a copy: the figure's own layout stays as
 * built, which is what Reset Zoom returns to.
 */
export function Plot({ data, layout, height = 320, className, onGraphDiv, 'aria-label': label }: PlotProps) {
  const dark = useDarkPage();
  const [room, setRoom] = useState<LegendRoom | null>(null);
  const graphDiv = useRef<PlotlyGraphDiv | null>(null);
  const setHeight = typeof height === 'number' ? height : null;
  const drawnLayout = useMemo(() => themedLayout(layout, dark, setHeight, room), [layout, dark, setHeight, room]);
  const drawnData = useMemo(() => themedTraces(data, dark), [data, dark]);
  const measure = useCallback(() => {
    const next = measureLegendRoom(graphDiv.current, setHeight);
    setRoom((previous) => (sameRoom(previous, next) ? previous : next));
  }, [setHeight]);
  if (!hasPlotData(data)) {
    return <NonIdealState className={className} icon="timeline-line-chart" title={NO_DATA_TEXT} />;
  }
  return (
    <figure
      className={['portal-chart', className].filter(Boolean).join(' ')}
      aria-label={label}
      style={{ height: drawnLayout.height ?? height, margin: 0 }}
    >
      <Suspense fallback={<Spinner size={24} aria-label="Loading chart" />}>
        <LazyPlotly
          data={drawnData}
          layout={drawnLayout}
          config={{ responsive: true, displaylogo: false, displayModeBar: 'hover' }}
          useResizeHandler
          style={{ width: '100%', height: '100%' }}
          onInitialized={(_figure, div) => {
            graphDiv.current = div as PlotlyGraphDiv;
            onGraphDiv?.(div);
            measure();
          }}
          // After every redraw (a new figure, a theme switch, a resize): the legend's rows follow the width.
          onUpdate={measure}
          onAfterPlot={measure}
          onPurge={() => {
            graphDiv.current = null;
            onGraphDiv?.(null);
          }}
        />
      </Suspense>
    </figure>
  );
}

/** The drawn chart as an image data URL (plotly's own renderer, so it matches the screen). */
export async function plotImage(graphDiv: HTMLElement, options: ToImageOptions): Promise<string> {
  const { Plotly } = await loadPlotly();
  return Plotly.toImage(graphDiv, options);
}

/** The chart area's states other than a chart: loading, a failed call (with its message), or no data. */
export type ChartState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'empty' };

/** What a chart area shows while it has no chart: 'Loading...', 'An error has occurred: {message}' or 'No Data Available'. */
export function ChartMessage({ state, className }: { state: ChartState; className?: string }) {
  if (state.kind === 'loading') {
    return <NonIdealState className={className} icon={<Spinner size={24} />} title={CHART_MESSAGES.loading} />;
  }
  if (state.kind === 'error') {
    return (
      <div role="alert" className={className}>
        <NonIdealState icon="error" title={CHART_MESSAGES.error(state.message)} />
      </div>
    );
  }
  return <NonIdealState className={className} icon="timeline-line-chart" title={CHART_MESSAGES.noData} />;
}

/** A data URL's bytes as a Blob of its type. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const [head, body = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  if (!head.endsWith(';base64')) return new Blob([decodeURIComponent(body)], { type });
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** Save Graph as PNG: the drawn chart at the given size, saved through the platform (a download on the web). */
export async function saveChartPng(
  graphDiv: HTMLElement,
  fileName: string,
  files: FileSaver,
  size: { width: number; height: number } = { width: 1400, height: 700 },
): Promise<SaveResult> {
  const image = await plotImage(graphDiv, { format: 'png', ...size });
  return files.save(fileName, dataUrlToBlob(image), 'image/png');
}

/** Reset Zoom: the drawn chart back to its figure's axis ranges. */
export async function resetZoom(graphDiv: HTMLElement, layout: PlotLayout): Promise<void> {
  const { Plotly } = await loadPlotly();
  await Plotly.relayout(graphDiv, resetZoomUpdate(layout));
}

/**
 * Hovering a date on one chart shows the same date's hover labels on the other (two charts of one period stacked
 * on a screen), both ways. Answers the function that stops it.
 */
export function syncHover(first: PlotlyGraphDiv, second: PlotlyGraphDiv, fx: PlotlyFx): () => void {
  let active = true;
  // Fx.hover on the target fires the target's own hover event: `relaying` stops the echo.
  let relaying = false;
  const follow = (source: PlotlyGraphDiv, target: PlotlyGraphDiv) => {
    source.on('plotly_hover', (event) => {
      const point = event.points[0];
      if (!active || relaying || !point) return;
      relaying = true;
      try {
        fx.hover(target, { xval: point.x });
      } finally {
        relaying = false;
      }
    });
    source.on('plotly_unhover', () => {
      if (active && !relaying) fx.unhover(target);
    });
  };
  follow(first, second);
  follow(second, first);
  return () => {
    active = false;
  };
}

/** syncHover with plotly's own hover functions (loads the chart bundle if no chart has yet). */
export async function linkHover(first: HTMLElement, second: HTMLElement): Promise<() => void> {
  const { Plotly } = await loadPlotly();
  return syncHover(first as PlotlyGraphDiv, second as PlotlyGraphDiv, Plotly.Fx);
}

/**
 * Zooming the time axis of one chart zooms the other to the same dates (two charts of one period side by side),
 * both ways; a double click's autorange is shared too. Answers the function that stops it.
 */
export function syncZoom(
  first: PlotlyGraphDiv,
  second: PlotlyGraphDiv,
  relayout: (graphDiv: HTMLElement, update: Record<string, unknown>) => unknown,
): () => void {
  let active = true;
  // The relayout fires the target's own plotly_relayout, after a tick: `relaying` stays set until it has settled,
  // so the echo does not bounce back to the chart the reader zoomed.
  let relaying = false;
  const follow = (source: PlotlyGraphDiv, target: PlotlyGraphDiv) => {
    source.on('plotly_relayout', (event) => {
      const update = active && !relaying ? xRangeUpdate(event) : null;
      if (!update) return;
      relaying = true;
      Promise.resolve()
        .then(() => relayout(target, update))
        .catch(() => undefined)
        .finally(() => {
          relaying = false;
        });
    });
  };
  follow(first, second);
  follow(second, first);
  return () => {
    active = false;
  };
}

/** syncZoom with plotly's own relayout (loads the chart bundle if no chart has yet). */
export async function linkZoom(first: HTMLElement, second: HTMLElement): Promise<() => void> {
  const { Plotly } = await loadPlotly();
  return syncZoom(first as PlotlyGraphDiv, second as PlotlyGraphDiv, (graphDiv, update) => Plotly.relayout(graphDiv, update));
}

/** Changes layout attributes of a drawn chart ('xaxis.range' and the like). */
export async function relayoutChart(graphDiv: HTMLElement, update: Record<string, unknown>): Promise<void> {
  const { Plotly } = await loadPlotly();
  await Plotly.relayout(graphDiv, update);
}
