import { Button, HTMLSelect, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useDataVizRowsQuery } from '@portal/api-client';
import type { DataVizGraphType } from '@portal/contracts';
import { useEffect, useMemo, useState } from 'react';
import { saveCsv } from '../../../common/csv';
import { type DateRange, formatUsDate, recordRange, todayIsoDay, yearRange } from '../../../common/dates';
import { useBusy } from '../../../common/use-busy';
import { saveChartPdf } from '../../../components/charts/chart-pdf';
import { Plot } from '../../../components/charts/Plot';
import { DateRangePicker } from '../../../components/dates/DateRangePicker';
import { PanelFrame } from '../../../components/panels/PanelFrame';
import { usePlatform } from '../../../platform/PlatformProvider';
import { DATA_VIZ_PANEL_EXPANDED_HEIGHT, DATA_VIZ_PANEL_HEIGHT, NO_DATA_MESSAGE } from './data-viz.constants';
import {
  availableGraphTypes,
  chartTitle,
  type DataVizLocation,
  type DataVizRow,
  dataVizCsv,
  dataVizFigure,
  dataVizFileName,
  graphTypeSpec,
  latestTemperatureStatus,
  rangeForGraphType,
  rowsInRange,
} from './data-viz.logic';
import './data-viz.css';

export interface DataVizPanelProps {
  /** The clicked location: its ndx (the endpoint's well number), name, id and graph flags. */
  location: DataVizLocation;
  onClose(): void;
  /** The clock, for tests; "today" is today in America/Denver. */
  now?: Date;
}

const EMPTY: DataVizRow[] = [];

function PanelContent({ location, onClose, now }: DataVizPanelProps) {
  const { files } = usePlatform();
  const today = todayIsoDay(now);
  const graphTypes = availableGraphTypes(location);
  const [graphType, setGraphType] = useState<DataVizGraphType | null>(graphTypes[0] ?? null);
  const [range, setRange] = useState<DateRange>(() => (graphTypes[0] ? rangeForGraphType(graphTypes[0], today) : recordRange(today)));
  const [graphDiv, setGraphDiv] = useState<HTMLElement | null>(null);
  const [busy, run] = useBusy<'csv' | 'pdf'>();

  const answer = useDataVizRowsQuery({ graphType: graphType ?? 'temperatureGraph', wellNumber: location.ndx }, { skip: graphType === null });
  // currentData: another graph type's rows must never be drawn under this type's series.
  const rows = (answer.currentData as DataVizRow[] | undefined) ?? EMPTY;
  useEffect(() => {
    // A failed call is logged and shows as empty data.
    if (answer.error) console.error('Data visualization call failed', answer.error);
  }, [answer.error]);
  const shown = useMemo(() => rowsInRange(rows, range), [rows, range]);
  const figure = useMemo(() => (graphType ? dataVizFigure(graphType, shown) : null), [graphType, shown]);
  const temperature = graphType ? latestTemperatureStatus(graphType, rows) : null;

  const changeGraphType = (type: DataVizGraphType) => {
    setGraphType(type);
    // Trend types reset to the last year, the others to the whole record up to today.
    setRange(rangeForGraphType(type, today));
  };

  let body;
  if (graphType === null || answer.isError || (!answer.isFetching && rows.length === 0)) {
    body = <NonIdealState icon="timeline-line-chart" description={answer.isFetching ? undefined : NO_DATA_MESSAGE} />;
  } else if (answer.isFetching && rows.length === 0) {
    body = <Spinner size={32} />;
  } else {
    body = figure && (
      <Plot {...figure} aria-label={chartTitle(graphType, location)} height="100%" className="portal-data-viz-chart" onGraphDiv={setGraphDiv} />
    );
  }

  return (
    <PanelFrame
      className="portal-data-viz"
      aria-label={`Data visualization of ${location.location_name}`}
      height={DATA_VIZ_PANEL_HEIGHT}
      expandedHeight={DATA_VIZ_PANEL_EXPANDED_HEIGHT}
      onClose={onClose}
      title={
        <>
          <h3>{location.location_name}</h3>
          <span>{location.location_id}</span>
          {temperature && (
            <Tag intent={temperature.intent} title={`${temperature.value} °F on ${formatUsDate(temperature.date)}`}>
              {temperature.text}
            </Tag>
          )}
        </>
      }
    >
      <div className="portal-data-viz-toolbar">
        {graphTypes.length > 0 && (
          <HTMLSelect
            aria-label="Graph Type"
            value={graphType ?? undefined}
            options={graphTypes.map((type) => ({ value: type, label: graphTypeSpec(type).label }))}
            onChange={(event) => changeGraphType(event.currentTarget.value as DataVizGraphType)}
          />
        )}
        <DateRangePicker
          idPrefix="data-viz"
          value={range}
          onChange={setRange}
          quickRanges={[
            { label: 'Record', range: () => recordRange(today) },
            { label: 'Year', range: () => yearRange(today) },
          ]}
        />
        <Button
          icon="download"
          text="CSV"
          aria-label="Export CSV"
          loading={busy === 'csv'}
          disabled={graphType === null || rows.length === 0}
          onClick={() =>
            graphType && run('csv', 'CSV export failed', () => saveCsv(files, dataVizFileName(graphType, location, 'csv'), dataVizCsv(graphType, rows, range)))
          }
        />
        <Button
          icon="document"
          text="Save PDF"
          loading={busy === 'pdf'}
          disabled={graphType === null || graphDiv === null || shown.length === 0}
          onClick={() =>
            graphType &&
            graphDiv &&
            run('pdf', 'Save PDF failed', () => saveChartPdf(graphDiv, chartTitle(graphType, location), dataVizFileName(graphType, location, 'pdf'), files))
          }
        />
      </div>
      <div className="portal-data-viz-body">{body}</div>
    </PanelFrame>
  );
}

/**
 * The data-visualization panel of a clicked location outside graph mode: its temperature and
 * flow graphs and trends (the types it has), dates with Record and Year shortcuts, CSV and PDF exports, the
 * July-September temperature warning, expand and close. Another location starts afresh.
 */
export function DataVizPanel(props: DataVizPanelProps) {
  return <PanelContent key={props.location.ndx} {...props} />;
}
