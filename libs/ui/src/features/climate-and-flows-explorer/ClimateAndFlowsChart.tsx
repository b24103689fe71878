import type { CafGraphOption } from '@portal/contracts';
import { useMemo } from 'react';
import { ExplorerChartCard } from '../../components/explorer';
import { type ClimateAndFlowsState, explorerFigure, pngFileName } from './climate-and-flows-explorer.logic';
import { useCafData } from './use-caf-data';

export interface ClimateAndFlowsChartProps {
  option: CafGraphOption;
  state: Pick<ClimateAndFlowsState, 'regionalGroup' | 'year' | 'yearType'>;
  /** The drawn chart's element (null while none is drawn), for the hover and zoom shared with the other chart. */
  onGraphDiv(graphDiv: HTMLElement | null): void;
}

/** One graph of the explorer in its card: the chart of the region's locations over the chosen year. */
export function ClimateAndFlowsChart({ option, state, onGraphDiv }: ClimateAndFlowsChartProps) {
  const { regionalGroup, year, yearType } = state;
  const routeName = option.caf_graph_route_name;
  const request = useMemo(() => ({ caf_graph_route_name: routeName, group: regionalGroup, year }), [routeName, regionalGroup, year]);
  const data = useCafData(request);
  const rows = data?.kind === 'rows' ? data.rows : null;
  const figure = useMemo(() => (rows ? explorerFigure(option, rows, year, yearType) : null), [option, rows, year, yearType]);
  return (
    <ExplorerChartCard
      headingId={`caf-chart-${option.caf_group_ndx}`}
      title={option.caf_graph_title}
      data={data}
      figure={figure}
      fileName={pngFileName(option, state)}
      onGraphDiv={onGraphDiv}
    />
  );
}
