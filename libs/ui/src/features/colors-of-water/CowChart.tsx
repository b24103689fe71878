import { Button, Callout } from '@blueprintjs/core';
import type { CowGraphRow } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { ChartMessage, Plot, resetZoom, SaveGraphButton, useCtrlDragPan } from '../../components/charts';
import { cowFigure, fetchErrorText } from './colors-of-water.logic';

export interface CowChartProps {
  /** undefined while loading. */
  rows: readonly CowGraphRow[] | undefined;
  /** The failed call's message, or null. */
  failure: string | null;
  fileName: string;
  /** Ctrl-drag pans the chart (box zoom otherwise). */
  ctrlDragPan?: boolean;
}

/**
 * The stacked Colors of Water chart with Reset Zoom and Save Graph: 'No Data Available' when the range holds
 * nothing, 'Error fetching current week data analysis: {message}' when the call failed.
 */
export function CowChart({ rows, failure, fileName, ctrlDragPan = false }: CowChartProps) {
  const figure = useMemo(() => cowFigure(rows ?? []), [rows]);
  const [graphDiv, setGraphDiv] = useState<HTMLElement | null>(null);
  useCtrlDragPan(ctrlDragPan ? graphDiv : null);
  const drawn = !failure && rows !== undefined && figure.data.length > 0;
  return (
    <section className="portal-tool-panel portal-cow-chart" aria-label="Graph">
      <div className="portal-cow-actions">
        <Button icon="zoom-to-fit" text="Reset Zoom" disabled={!drawn || graphDiv === null} onClick={() => graphDiv && void resetZoom(graphDiv, figure.layout)} />
        <SaveGraphButton graphDiv={drawn ? graphDiv : null} disabled={!drawn} fileName={fileName} fill={false} />
      </div>
      {failure !== null ? (
        <Callout intent="danger" role="alert">{fetchErrorText(failure)}</Callout>
      ) : rows === undefined ? (
        <ChartMessage state={{ kind: 'loading' }} />
      ) : (
        <Plot data={figure.data} layout={figure.layout} aria-label="Colors of Water chart" height={520} onGraphDiv={setGraphDiv} />
      )}
    </section>
  );
}
