import type { TssumBox, TssumGraphOption, TssumGroupType } from '@portal/contracts';
import { useMemo } from 'react';
import { ExplorerChartCard } from '../../components/explorer';
import { BoxValuesTable } from './BoxValuesTable';
import { boxFigure } from './time-series-summaries.logic';

/** A graph's boxes call as the chart sees it: on its way, failed (with the message to show), or answered. */
export type SummaryChartData = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'boxes'; boxes: readonly TssumBox[] };

export interface SummaryChartProps {
  option: TssumGraphOption;
  /** The grouping the boxes were asked for, which names their periods on the time axis. */
  groupType: TssumGroupType;
  /**
   * The call's state; null while nothing can be asked (a date missing or a range the rules refuse), which reads as
   * 'Loading...' like a call on its way, the range's problem being said beside the date pickers.
   */
  data: SummaryChartData | null;
  /** The plot's height in pixels: 360 side by side, 500 at full width (CHART_HEIGHTS). */
  height: number;
  /** The drawn chart's element (null while none is drawn), for whatever the page links between charts. */
  onGraphDiv?(graphDiv: HTMLElement | null): void;
}

/**
 * One graph of Time Series Summaries in the explorers' chart card: the title, Reset Zoom, Save Graph, and the box
 * plot of the region's locations per period with the table of its boxes' values, or 'Loading...', the failure, or
 * 'No data available'.
 */
export function SummaryChart({ option, groupType, data, height, onGraphDiv }: SummaryChartProps) {
  const boxes = data?.kind === 'boxes' ? data.boxes : null;
  const figure = useMemo(() => (boxes ? boxFigure(boxes, option, groupType) : null), [boxes, option, groupType]);
  return (
    <ExplorerChartCard
      headingId={`tssum-chart-${option.tssum_group_ndx}`}
      title={option.tssum_graph_title}
      data={data?.kind === 'boxes' ? { kind: 'rows', rows: data.boxes } : data}
      figure={figure}
      fileName={`${option.tssum_graph_route_name}-${groupType.toLowerCase()}-boxes.png`}
      height={height}
      onGraphDiv={onGraphDiv}
    >
      {boxes && <BoxValuesTable title={option.tssum_graph_title} boxes={boxes} groupType={groupType} />}
    </ExplorerChartCard>
  );
}
