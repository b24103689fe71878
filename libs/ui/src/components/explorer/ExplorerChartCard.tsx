import { Button, Card, H2, NonIdealState } from '@blueprintjs/core';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import {
  type AnyTrace, ChartMessage, colorSeries, hasPlotData, Plot, type PlotLayout, resetZoom, SaveGraphButton, seriesNames, useSeriesColors,
} from '../charts';
import { EXPLORER_NO_DATA_TEXT } from './explorer.logic';
import type { ExplorerDataState } from './use-abortable-data';

export interface ExplorerChartCardProps {
  /** The heading's element id, which names the card. */
  headingId: string;
  title: string;
  /** The chart's answer (null: nothing asked yet, shown as loading). */
  data: ExplorerDataState<unknown> | null;
  /**
   * The figure built from the answer's rows (null until they are in): lines, bars or boxes. Its series without a
   * colour of their own take the page's series colours by name.
   */
  figure: { data: AnyTrace[]; layout: PlotLayout } | null;
  /** The Save Graph file's name. */
  fileName: string;
  /** The drawn chart's element (null while none is drawn), for the hover and zoom shared with the other chart. */
  onGraphDiv?(graphDiv: HTMLElement | null): void;
  /** The plot's height in pixels (420 unless given). */
  height?: number;
  /** What follows a drawn chart in the card (a table of its values); not shown without one. */
  children?: ReactNode;
}

/**
 * One graph of an explorer in its card: the title, Reset Zoom and Save Graph, and the chart, or 'Loading...', the
 * failure, or 'No data available'.
 */
export function ExplorerChartCard({ headingId, title, data, figure: built, fileName, onGraphDiv, height = 420, children }: ExplorerChartCardProps) {
  const names = useMemo(() => (built ? seriesNames(built) : []), [built]);
  const color = useSeriesColors(names);
  const figure = useMemo(() => (built ? colorSeries(built, color) : null), [built, color]);
  const drawn = figure !== null && hasPlotData(figure.data);
  const [graphDiv, setGraphDiv] = useState<HTMLElement | null>(null);
  const shownDiv = drawn ? graphDiv : null;
  useEffect(() => {
    onGraphDiv?.(shownDiv);
    return () => onGraphDiv?.(null);
  }, [onGraphDiv, shownDiv]);

  return (
    <Card className="portal-explorer-chart" aria-labelledby={headingId} role="region">
      <div className="portal-explorer-chart-head">
        <H2 id={headingId} className="portal-explorer-chart-title">{title}</H2>
        <div className="portal-explorer-chart-actions">
          <Button
            icon="zoom-to-fit"
            text="Reset Zoom"
            disabled={!shownDiv}
            onClick={() => shownDiv && figure && void resetZoom(shownDiv, figure.layout)}
          />
          <SaveGraphButton graphDiv={shownDiv} disabled={!drawn} fileName={fileName} fill={false} />
        </div>
      </div>
      {/* One box for what follows the head: the card's two rows line up with its neighbour's (explorer.css). */}
      <div className="portal-explorer-chart-body">
        {data === null || data.kind === 'loading' ? (
          <ChartMessage state={{ kind: 'loading' }} />
        ) : data.kind === 'error' ? (
          <ChartMessage state={data} />
        ) : figure && drawn ? (
          <>
            <Plot data={figure.data} layout={figure.layout} aria-label={`${title} chart`} height={height} onGraphDiv={setGraphDiv} />
            {children}
          </>
        ) : (
          <NonIdealState icon="timeline-line-chart" title={EXPLORER_NO_DATA_TEXT} />
        )}
      </div>
    </Card>
  );
}
