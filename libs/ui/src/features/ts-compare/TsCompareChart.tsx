import { Callout } from '@blueprintjs/core';
import type { TsCompareDailyRow } from '@portal/contracts';
import { useMemo } from 'react';
import { type ChartState, ChartMessage, Plot } from '../../components/charts';
import { noDataWarning, tsCompareFigure } from './ts-compare.logic';

export interface TsCompareChartProps {
  left: readonly TsCompareDailyRow[];
  /** Null when the right axis was not asked for. */
  right: readonly TsCompareDailyRow[] | null;
  startDate: string;
  endDate: string;
  /** A state other than the chart (loading, an error), or null to draw the rows. */
  state: ChartState | null;
  onGraphDiv(graphDiv: HTMLElement | null): void;
}

/** The graph panel: a warning naming an axis that came back empty, and the dual-axis chart. */
export function TsCompareChart({ left, right, startDate, endDate, state, onGraphDiv }: TsCompareChartProps) {
  const figure = useMemo(() => tsCompareFigure({ left, right, startDate, endDate }), [left, right, startDate, endDate]);
  const warning = state ? null : noDataWarning(left, right);
  return (
    <section className="portal-tool-panel" aria-label="Graph">
      {warning && <Callout intent="warning" className="portal-tsc-note">{warning}</Callout>}
      {state ? (
        <ChartMessage state={state} />
      ) : (
        <Plot data={figure.data} layout={figure.layout} aria-label="Time series comparison chart" height={480} onGraphDiv={onGraphDiv} />
      )}
    </section>
  );
}
