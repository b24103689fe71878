import { Button, Card, H2, NonIdealState } from '@blueprintjs/core';
import type { CafGraphOption } from '@portal/contracts';
import { useEffect, useMemo, useState } from 'react';
import { ChartMessage, hasPlotData, Plot, resetZoom, SaveGraphButton } from '../../components/charts';
import { EXPLORER_NO_DATA_TEXT, type ExplorerState, explorerFigure, pngFileName } from './climate-and-flows-explorer.logic';
import { useCafData } from './use-caf-data';

export interface ExplorerChartProps {
  option: CafGraphOption;
  state: Pick<ExplorerState, 'regionalGroup' | 'year' | 'yearType'>;
  /** The drawn chart's element (null while none is drawn), for the hover and zoom shared with the other chart. */
  onGraphDiv(graphDiv: HTMLElement | null): void;
}

/**
 * One graph of the explorer in its card: the title, Reset Zoom and Save Graph, and the chart of the region's
 * locations over the chosen year, or 'Loading...', the failure, or 'No data available'.
 */
export function ExplorerChart({ option, state, onGraphDiv }: ExplorerChartProps) {
  const { regionalGroup, year, yearType } = state;
  const routeName = option.caf_graph_route_name;
  const request = useMemo(() => ({ caf_graph_route_name: routeName, group: regionalGroup, year }), [routeName, regionalGroup, year]);
  const data = useCafData(request);
  const rows = data?.kind === 'rows' ? data.rows : null;
  const figure = useMemo(() => (rows ? explorerFigure(option, rows, year, yearType) : null), [option, rows, year, yearType]);
  const drawn = figure !== null && hasPlotData(figure.data);
  const [graphDiv, setGraphDiv] = useState<HTMLElement | null>(null);
  const shownDiv = drawn ? graphDiv : null;
  useEffect(() => {
    onGraphDiv(shownDiv);
    return () => onGraphDiv(null);
  }, [onGraphDiv, shownDiv]);

  const headingId = `caf-chart-${option.caf_group_ndx}`;
  return (
    <Card className="portal-caf-chart" aria-labelledby={headingId} role="region">
      <div className="portal-caf-chart-head">
        <H2 id={headingId} className="portal-caf-chart-title">{option.caf_graph_title}</H2>
        <div className="portal-caf-chart-actions">
          <Button
            icon="zoom-to-fit"
            text="Reset Zoom"
            disabled={!shownDiv}
            onClick={() => shownDiv && figure && void resetZoom(shownDiv, figure.layout)}
          />
          <SaveGraphButton graphDiv={shownDiv} disabled={!drawn} fileName={pngFileName(option, state)} fill={false} />
        </div>
      </div>
      {data === null || data.kind === 'loading' ? (
        <ChartMessage state={{ kind: 'loading' }} />
      ) : data.kind === 'error' ? (
        <ChartMessage state={data} />
      ) : figure && drawn ? (
        <Plot data={figure.data} layout={figure.layout} aria-label={`${option.caf_graph_title} chart`} height={420} onGraphDiv={setGraphDiv} />
      ) : (
        <NonIdealState icon="timeline-line-chart" title={EXPLORER_NO_DATA_TEXT} />
      )}
    </Card>
  );
}
