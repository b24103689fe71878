import type { YoyGraphOption } from '@portal/contracts';
import { useEffect, useMemo } from 'react';
import { ExplorerChartCard } from '../../components/explorer';
import { pngFileName, type YoyState, yearsParam, yoyFigure } from './year-over-year.logic';
import { useYoyData } from './use-yoy-data';

export interface YoyChartProps {
  option: YoyGraphOption;
  state: Pick<YoyState, 'regionalGroup' | 'years' | 'yearType'>;
  /** The drawn chart's element (null while none is drawn), for the hover and zoom shared with the other chart. */
  onGraphDiv(graphDiv: HTMLElement | null): void;
  /** Whether the chart waits for its answer, for the page's loading notice (false once it leaves). */
  onLoading(loading: boolean): void;
}

/** One graph of the screen in its card: the chosen years over one another with the day's history. */
export function YoyChart({ option, state, onGraphDiv, onLoading }: YoyChartProps) {
  const { regionalGroup, years, yearType } = state;
  const routeName = option.yoy_graph_route_name;
  const yearsText = yearsParam(years);
  const request = useMemo(() => ({ yoy_graph_route_name: routeName, group: regionalGroup, years: yearsText }), [routeName, regionalGroup, yearsText]);
  const data = useYoyData(request);
  const loading = data === null || data.kind === 'loading';
  useEffect(() => {
    onLoading(loading);
    return () => onLoading(false);
  }, [onLoading, loading]);
  const rows = data?.kind === 'rows' ? data.rows : null;
  const figure = useMemo(() => (rows ? yoyFigure(option, rows, years, yearType) : null), [option, rows, years, yearType]);
  return (
    <ExplorerChartCard
      headingId={`yoy-chart-${option.yoy_group_ndx}`}
      title={option.yoy_graph_title}
      data={data}
      figure={figure}
      fileName={pngFileName(option, state)}
      onGraphDiv={onGraphDiv}
    />
  );
}
