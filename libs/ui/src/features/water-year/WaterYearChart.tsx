import { Tag } from '@blueprintjs/core';
import type { WaterYearComparisonRow } from '@portal/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type ChartState, ChartMessage, Plot } from '../../components/charts';
import {
  CHART_SUBTITLE, FULL_WATER_YEAR, isClickInPlace, type PointerPosition, waterYearFigure, WHEEL_ZOOM_HINT, wheelZoomedRange,
} from './water-year.logic';

export interface WaterYearChartProps {
  rows: readonly WaterYearComparisonRow[];
  /** The series in the order asked. */
  series: readonly string[];
  /** A state other than the chart (loading, an error), or null to draw the rows. */
  state: ChartState | null;
}

/** The x range a reader's drag zoom left on the drawn chart, if any. */
function drawnRange(graphDiv: HTMLElement | null): [number, number] | null {
  const range = (graphDiv as (HTMLElement & { layout?: { xaxis?: { range?: unknown[] } } }) | null)?.layout?.xaxis?.range;
  return range && typeof range[0] === 'number' && typeof range[1] === 'number' ? [range[0], range[1]] : null;
}

/**
 * The graph panel: the subtitle about the normals, and the chart. The mouse wheel scrolls the page until the reader
 * clicks the chart; then it zooms the days around the pointer, until the next click (a drag zoom is not a click).
 */
export function WaterYearChart({ rows, series, state }: WaterYearChartProps) {
  const [wheelZoom, setWheelZoom] = useState(false);
  const [xRange, setXRange] = useState<[number, number]>(FULL_WATER_YEAR);
  const [graphDiv, setGraphDiv] = useState<HTMLElement | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const pressedAt = useRef<PointerPosition | null>(null);
  const figure = useMemo(() => waterYearFigure(rows, series, xRange), [rows, series, xRange]);

  useEffect(() => {
    const element = container.current;
    if (!element || !wheelZoom) return;
    // Not React's onWheel: that listener is passive and cannot keep the page from scrolling.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const area = (graphDiv?.querySelector('.nsewdrag') ?? element).getBoundingClientRect();
      const at = area.width > 0 ? (event.clientX - area.left) / area.width : 0.5;
      setXRange((current) => wheelZoomedRange(drawnRange(graphDiv) ?? current, at, event.deltaY));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [wheelZoom, graphDiv]);

  return (
    <section className="portal-tool-panel" aria-label="Graph">
      <p className="portal-wy-subtitle">{CHART_SUBTITLE}</p>
      {state ? (
        <ChartMessage state={state} />
      ) : (
        <div
          ref={container}
          className="portal-wy-chart"
          onPointerDown={(event) => {
            pressedAt.current = { x: event.clientX, y: event.clientY };
          }}
          onClick={(event) => {
            // A drag zoom also ends in a click, and the chart's toolbar buttons have their own jobs: neither toggles.
            const onToolbar = event.target instanceof Element && event.target.closest('.modebar') !== null;
            if (!onToolbar && isClickInPlace(pressedAt.current, { x: event.clientX, y: event.clientY })) setWheelZoom((on) => !on);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') setWheelZoom((on) => !on);
          }}
          role="button"
          tabIndex={0}
          aria-pressed={wheelZoom}
          aria-label={wheelZoom ? WHEEL_ZOOM_HINT.on : WHEEL_ZOOM_HINT.off}
        >
          <Tag minimal className="portal-wy-zoom-hint" intent={wheelZoom ? 'primary' : 'none'}>
            {wheelZoom ? WHEEL_ZOOM_HINT.on : WHEEL_ZOOM_HINT.off}
          </Tag>
          <Plot data={figure.data} layout={figure.layout} aria-label="Water year comparison chart" height={480} onGraphDiv={setGraphDiv} />
        </div>
      )}
    </section>
  );
}
