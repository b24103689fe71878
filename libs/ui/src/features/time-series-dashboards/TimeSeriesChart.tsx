import { Button } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { type ChartState, ChartMessage, type Figure, hasPlotData, Plot, resetZoom } from '../../components/charts';
import {
  type ChartSide, hoursPumpedText, type PumpInterval, type TimestepKind, tooltipLines, type TooltipLine, tooltipTitle,
} from './time-series-dashboards.logic';

/** A hover event of plotly: the hovered points of every trace at the nearest instant, and the mouse event. */
interface HoverEvent {
  points: { x: string; y: number | string | null; curveNumber: number }[];
  event: MouseEvent;
}
interface HoverTarget extends HTMLElement {
  on(event: 'plotly_hover', handler: (event: HoverEvent) => void): void;
  on(event: 'plotly_unhover', handler: () => void): void;
}

interface Tooltip {
  title: string;
  lines: TooltipLine[];
  footer: string;
  left: number;
  top: number;
}

export interface TimeSeriesChartProps {
  figure: Figure;
  kind: TimestepKind;
  left: ChartSide;
  right: ChartSide;
  /** The pumps' hours per interval of the period, for the tooltip's footer (empty until they arrive). */
  pumping: readonly PumpInterval[];
  /** A state other than a chart (loading), or null to draw the figure. */
  state: ChartState | null;
  label: string;
}

/** How far right of the pointer the tooltip sits, in pixels. */
const TOOLTIP_OFFSET = 16;

/**
 * The dual-axis chart with Reset Zoom and its own tooltip (the hovered instant, each series' value, the footer): plotly
 * draws the vertical hover line, the page draws the box, so its texts are exactly the screen's.
 */
export function TimeSeriesChart({ figure, kind, left, right, pumping, state, label }: TimeSeriesChartProps) {
  const [graphDiv, setGraphDiv] = useState<HTMLElement | null>(null);
  const [tooltip, setTooltip] = useState<Tooltip | null>(null);
  const container = useRef<HTMLDivElement>(null);
  // The handlers read the current sides and kind through a ref: plotly keeps the first handlers it was given.
  const current = useRef({ kind, left, right, pumping });
  current.current = { kind, left, right, pumping };

  useEffect(() => {
    if (!graphDiv) return;
    const target = graphDiv as HoverTarget;
    target.on('plotly_hover', ({ points, event }) => {
      const box = container.current?.getBoundingClientRect();
      if (!points.length || !box) return;
      const { kind: k, left: l, right: r, pumping: p } = current.current;
      setTooltip({
        title: tooltipTitle(String(points[0].x), k),
        lines: tooltipLines(points, l, r),
        footer: hoursPumpedText(String(points[0].x), p),
        left: event.clientX - box.left + TOOLTIP_OFFSET,
        top: event.clientY - box.top,
      });
    });
    target.on('plotly_unhover', () => setTooltip(null));
  }, [graphDiv]);

  if (state) return <ChartMessage state={state} />;
  const drawable = hasPlotData(figure.data);
  return (
    <div className="portal-ts-chart" ref={container} onMouseLeave={() => setTooltip(null)}>
      <div className="portal-ts-chart-toolbar">
        <Button text="Reset Zoom" icon="zoom-to-fit" disabled={!graphDiv || !drawable} onClick={() => graphDiv && void resetZoom(graphDiv, figure.layout)} />
      </div>
      <Plot data={figure.data} layout={figure.layout} aria-label={label} height={460} onGraphDiv={setGraphDiv} />
      {tooltip && (
        <div role="tooltip" className="portal-ts-tooltip" style={{ left: tooltip.left, top: tooltip.top }}>
          <div className="portal-ts-tooltip-title">{tooltip.title}</div>
          {tooltip.lines.map((line) => (
            <div key={line.label}>
              <span className="portal-ts-swatch" style={{ background: line.color }} /> {line.label}: {line.text}
            </div>
          ))}
          <div className="portal-ts-tooltip-footer">{tooltip.footer}</div>
        </div>
      )}
    </div>
  );
}
