import { Button, HTMLTable, Icon, NonIdealState, PopoverNext, Spinner, Switch } from '@blueprintjs/core';
import { usePostTsAnnualTableForMapDisplayByLocationIndexQuery, usePostTsDailyTableForMapDisplayByLocationIndexQuery } from '@portal/api-client';
import type { BenchmarkScaleColor, DailyPoint, GraphModeAnalysis, GraphModeStatsRow, ParameterSeries, StatsPeriod } from '@portal/contracts';
import { Fragment, useEffect, useState } from 'react';
import { canUseLogScale, finiteValues } from '../../../components/charts/chart.logic';
import { Plot } from '../../../components/charts/Plot';
import { PanelFrame } from '../../../components/panels/PanelFrame';
import { scoreColor } from './colouring.logic';
import {
  analysisLabel,
  analysisValue,
  bandRangeText,
  benchmarkBands,
  formatStatistic,
  periodOfRecordText,
  rowsOfLocation,
  scaleLabel,
  sortByAnalysis,
  trendDisplay,
} from './detail-panel.logic';
import { DETAIL_PANEL_EXPANDED_HEIGHT, DETAIL_PANEL_HEIGHT, DETAIL_PANEL_MESSAGES as MESSAGES } from './graph-mode.constants';
import { annualFigure, dailyFigure, startsOnLogScale } from './graph-mode-charts.logic';
import './graph-mode.css';

/** The clicked location as the map knows it (its feature properties), for the header when it has no rows. */
export interface DetailPanelLocation {
  ndx: number;
  location_name?: string;
  location_id?: string;
  huc12_name?: string | null;
}

export interface GraphModeDetailPanelProps {
  /** The location clicked on the map; null until one is. */
  location: DetailPanelLocation | null;
  /** Graph mode's rows (useGraphMode's `rows`, every location): the panel lists the location's. */
  rows: readonly GraphModeStatsRow[];
  analysis: GraphModeAnalysis;
  periodOfRecord: StatsPeriod;
  benchmarkColors: readonly BenchmarkScaleColor[];
  /** The statistics are being fetched. */
  isLoading?: boolean;
  onClose(): void;
}

const COLUMN_COUNT = 8;

function BenchmarkDot({ row, analysis, colors }: { row: GraphModeStatsRow; analysis: GraphModeAnalysis; colors: readonly BenchmarkScaleColor[] }) {
  const score = row[analysis];
  const label = scaleLabel(score, colors);
  const bands = benchmarkBands(row);
  return (
    <PopoverNext
      interactionKind="hover"
      placement="left"
      content={
        <div className="portal-benchmark-ranges">
          <strong>{row.parameter_name} benchmarks</strong>
          {bands.length === 0 ? (
            <p>{scaleLabel(0, colors)}</p>
          ) : (
            <ul>
              {[...bands].reverse().map((band) => (
                <li key={band.scale}>
                  <span className="portal-benchmark-dot" style={{ background: band.color }} aria-hidden />
                  {scaleLabel(band.scale, colors)}: {bandRangeText(band, row.low_is_bad, row.units)}
                </li>
              ))}
            </ul>
          )}
        </div>
      }
    >
      {/* The class in words beside its colour, so the column does not rely on colour alone. */}
      <span className="portal-benchmark-class" tabIndex={0}>
        <span className="portal-benchmark-dot portal-benchmark-dot-large" style={{ background: scoreColor(score, colors) }} aria-hidden />
        {label}
      </span>
    </PopoverNext>
  );
}

function TrendCell({ trend }: { trend: GraphModeStatsRow['trend'] }) {
  const { icon, text } = trendDisplay(trend);
  return (
    <span className="portal-trend">
      <Icon icon={icon} aria-hidden />
      {text}
    </span>
  );
}

interface ChartsProps {
  row: GraphModeStatsRow;
  analysis: GraphModeAnalysis;
  periodOfRecord: StatsPeriod;
}

/**
 * The daily chart with a 'Log scale' switch when every value can be drawn on one; bacteria counts start on it
 * (see startsOnLogScale), other parameters on a linear axis.
 */
function DailyChart({ series, row, analysis }: { series: ParameterSeries<DailyPoint>; row: GraphModeStatsRow; analysis: GraphModeAnalysis }) {
  const values = finiteValues(series.rows.map((p) => p.result));
  const [log, setLog] = useState(() => startsOnLogScale(series.units ?? row.units, values));
  const offered = canUseLogScale(values);
  const scale = offered && log ? 'log' : 'linear';
  return (
    <>
      {offered && (
        <Switch
          className="portal-log-scale-switch"
          label="Log scale"
          checked={scale === 'log'}
          onChange={(event) => setLog(event.currentTarget.checked)}
        />
      )}
      <Plot {...dailyFigure(series, row, analysis, scale)} aria-label={`Daily Time Series of ${row.parameter_name}`} height={280} />
    </>
  );
}

/** An expanded row: the parameter's daily and annual series at this location. */
function ParameterCharts({ row, analysis, periodOfRecord }: ChartsProps) {
  const args = { locationIndex: row.ndx, parameters: [row.parameter_ndx], periodOfRecord };
  const daily = usePostTsDailyTableForMapDisplayByLocationIndexQuery(args);
  const annual = usePostTsAnnualTableForMapDisplayByLocationIndexQuery(args);
  useEffect(() => {
    // A failed time-series call is logged; the chart then says there is no data.
    if (daily.error) console.error('Daily time series call failed', daily.error);
    if (annual.error) console.error('Annual time series call failed', annual.error);
  }, [daily.error, annual.error]);
  const dailySeries = daily.data?.find((series) => series.parameter_ndx === row.parameter_ndx);
  const annualSeries = annual.data?.find((series) => series.parameter_ndx === row.parameter_ndx);

  return (
    <div className="portal-parameter-charts">
      <section aria-label="Daily Time Series">
        <h5>Daily Time Series</h5>
        {daily.isLoading ? (
          <Spinner size={24} />
        ) : !dailySeries?.rows.length ? (
          <p className="portal-panel-message">{MESSAGES.noDailyData}</p>
        ) : (
          <DailyChart series={dailySeries} row={row} analysis={analysis} />
        )}
      </section>
      <section aria-label="Annual Time Series">
        <h5>Annual Time Series</h5>
        {annual.isLoading ? (
          <Spinner size={24} />
        ) : !annualSeries?.rows.length ? (
          <p className="portal-panel-message">{MESSAGES.noAnnualData}</p>
        ) : (
          <Plot {...annualFigure(annualSeries, row, analysis)} aria-label={`Annual Time Series of ${row.parameter_name}`} height={280} />
        )}
      </section>
    </div>
  );
}

/**
 * The graph-mode detail panel: the clicked location's name, id and basin sub-area over a table
 * of its parameters, sorted by the selected analysis (worst benchmark class first). A row expands into its daily and
 * annual charts. The panel is 460 px tall, expands to 70vh, and closes.
 */
export function GraphModeDetailPanel(props: GraphModeDetailPanelProps) {
  const { location, analysis, periodOfRecord, benchmarkColors, isLoading } = props;
  // Expanded rows belong to one location: another location starts with every row closed.
  const [expandedRows, setExpandedRows] = useState<{ ndx: number | null; parameters: ReadonlySet<number> }>({
    ndx: null,
    parameters: new Set(),
  });
  const openRows = expandedRows.ndx === (location?.ndx ?? null) ? expandedRows.parameters : new Set<number>();
  const rows = sortByAnalysis(rowsOfLocation(props.rows, location?.ndx ?? null), analysis);
  const first = rows[0];
  const name = first?.location_name ?? location?.location_name;
  const id = first?.location_id ?? location?.location_id;
  const subArea = first?.huc12_name ?? location?.huc12_name;

  const toggleRow = (parameterNdx: number) => {
    const next = new Set(openRows);
    if (!next.delete(parameterNdx)) next.add(parameterNdx);
    setExpandedRows({ ndx: location?.ndx ?? null, parameters: next });
  };

  let body;
  if (!location) {
    body = <NonIdealState icon="map-marker" description={MESSAGES.noLocation} />;
  } else if (isLoading && rows.length === 0) {
    body = <Spinner size={32} />;
  } else if (rows.length === 0) {
    body = <NonIdealState icon="search" description={MESSAGES.noData} />;
  } else {
    body = (
      <HTMLTable className="portal-graph-detail-table" aria-label="Parameters at this location" compact striped>
        <thead>
          <tr>
            <th scope="col">Parameter</th>
            <th scope="col">{analysisLabel(analysis)}</th>
            <th scope="col">Benchmarks</th>
            <th scope="col">Trend</th>
            <th scope="col">Count</th>
            <th scope="col">Period of Record</th>
            <th scope="col">Organizations</th>
            <th scope="col">Visualizations</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const open = openRows.has(row.parameter_ndx);
            const value = formatStatistic(analysisValue(row, analysis));
            return (
              <Fragment key={row.parameter_ndx}>
                <tr>
                  <td>{row.parameter_name}</td>
                  <td title={analysis !== 'benchmark_scale_median' && row.is_pctile15 ? '15th percentile: low values matter for this parameter' : undefined}>
                    {value ? `${value} ${row.units}` : ''}
                  </td>
                  <td>
                    <BenchmarkDot row={row} analysis={analysis} colors={benchmarkColors} />
                  </td>
                  <td>
                    <TrendCell trend={row.trend} />
                  </td>
                  <td>{row.recordcount}</td>
                  <td>{periodOfRecordText(row)}</td>
                  <td>{row.organizations}</td>
                  <td>
                    <Button
                      size="small"
                      variant="minimal"
                      icon={open ? 'chevron-up' : 'timeline-line-chart'}
                      aria-expanded={open}
                      aria-label={`Charts of ${row.parameter_name}`}
                      onClick={() => toggleRow(row.parameter_ndx)}
                    />
                  </td>
                </tr>
                {open && (
                  <tr className="portal-graph-detail-charts-row">
                    <td colSpan={COLUMN_COUNT}>
                      <ParameterCharts row={row} analysis={analysis} periodOfRecord={periodOfRecord} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </HTMLTable>
    );
  }

  return (
    <PanelFrame
      className="portal-graph-detail"
      aria-label="Location details"
      height={DETAIL_PANEL_HEIGHT}
      expandedHeight={DETAIL_PANEL_EXPANDED_HEIGHT}
      onClose={props.onClose}
      title={
        location && (
          <>
            <h3>{name}</h3>
            {id && <span>{id}</span>}
            {subArea && <span>{subArea}</span>}
          </>
        )
      }
    >
      <div className="portal-graph-detail-body">{body}</div>
    </PanelFrame>
  );
}
