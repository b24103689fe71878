import { NonIdealState, Spinner } from '@blueprintjs/core';
import { type ComponentType, type CSSProperties, lazy, Suspense } from 'react';
import { hasPlotData, NO_DATA_TEXT } from './chart.logic';
import type { PlotComponentProps, PlotLayout, PlotTrace, ToImageOptions } from './plot.types';

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
 * The slim plotly bundle (DESIGN.md §3.5, §6): the core with only the scatter and bar traces the portal draws, loaded
 * on first use so that plotly's weight lands only on screens that draw a chart. Loaded once per page.
 */
function loadPlotly(): Promise<PlotlyBundle> {
  bundle ??= Promise.all([
    import('plotly.js/lib/core'),
    import('plotly.js/lib/scatter'),
    import('plotly.js/lib/bar'),
    import('react-plotly.js/factory'),
  ]).then(([core, scatter, bar, factory]) => {
    const Plotly = interopDefault(core);
    Plotly.register([interopDefault(scatter), interopDefault(bar)]);
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
  /** The traces; when none has a value the chart shows 'No Data Available' (§8) and plotly is not loaded. */
  data: PlotTrace[];
  layout: PlotLayout;
  /** What the chart shows, for screen readers (plotly's SVG has no accessible name). */
  'aria-label': string;
  /** CSS height of the plot area; the width follows the container. */
  height?: CSSProperties['height'];
  className?: string;
  /** Receives the drawn chart's element, for plotImage() (PDF and image exports). */
  onGraphDiv?(graphDiv: HTMLElement | null): void;
}

/**
 * A plotly chart, responsive to its container. Figures are built by pure `*.logic.ts` functions, so this component
 * only decides between the empty message and the lazily loaded plot.
 */
export function Plot({ data, layout, height = 320, className, onGraphDiv, 'aria-label': label }: PlotProps) {
  if (!hasPlotData(data)) {
    return <NonIdealState className={className} icon="timeline-line-chart" title={NO_DATA_TEXT} />;
  }
  return (
    <figure className={['portal-chart', className].filter(Boolean).join(' ')} aria-label={label} style={{ height, margin: 0 }}>
      <Suspense fallback={<Spinner size={24} aria-label="Loading chart" />}>
        <LazyPlotly
          data={data}
          layout={layout}
          config={{ responsive: true, displaylogo: false, displayModeBar: 'hover' }}
          useResizeHandler
          style={{ width: '100%', height: '100%' }}
          onInitialized={(_figure, graphDiv) => onGraphDiv?.(graphDiv)}
          onPurge={() => onGraphDiv?.(null)}
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
