import { Callout, H1 } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  timeSeriesDataRoute, useTimeSeriesAxisOptionsQuery, useTimeSeriesAxisSeriesQuery, useTimeSeriesDataQuery, useTimeSeriesHoursPumpedQuery,
  useTimeSeriesTimestepOptionsQuery, useLiveUpdates,
} from '@portal/api-client';
import type { TimeSeriesReservoir } from '@portal/contracts';
import { useEffect, useMemo, useState } from 'react';
import { PRODUCT_NAME } from '../../common/constants';
import { HomeScreenButton } from '../../components/home-screen/HomeScreenButton';
import { STAGECOACH_TIME_SERIES_PATH, YAMCOLO_TIME_SERIES_PATH } from '../../paths';
import { todayIsoDay } from '../../common/dates';
import { errorMessage } from '../../common/error-message';
import {
  DASHBOARD_TITLES, initialSelection, pumpIntervals, QUICK_TIPS, QUICK_TIPS_TITLE, type Selection, tableRows, timeSeriesFigure, timestepKind,
} from './time-series-dashboards.logic';
import { TimeSeriesChart } from './TimeSeriesChart';
import { TimeSeriesOptions } from './TimeSeriesOptions';
import { TimeSeriesTable } from './TimeSeriesTable';
import './time-series-dashboards.css';

/** Dashboards show telemetry as it arrives: every screen that opens asks again. */
const FRESH = { refetchOnMountOrArgChange: true } as const;

/** A failed call is logged and its part of the screen shows no data. */
function useLoggedFailure(what: string, error: Parameters<typeof errorMessage>[0] | undefined) {
  useEffect(() => {
    if (error) console.error(`Could not load the ${what}: ${errorMessage(error)}`);
  }, [what, error]);
}

export interface TimeSeriesDashboardPageProps {
  reservoir: TimeSeriesReservoir;
  /** The clock, for tests; Period Ending starts at today in America/Denver. */
  now?: Date;
}

/**
 * A reservoir's time-series dashboard: the choices, the quick tips, the dual-axis chart (reduced on the server to
 * about its width) and the table of every value (the full answer of the same call).
 */
export default function TimeSeriesDashboardPage({ reservoir, now }: TimeSeriesDashboardPageProps) {
  useLiveUpdates();
  const title = DASHBOARD_TITLES[reservoir];
  const timesteps = useTimeSeriesTimestepOptionsQuery(reservoir, FRESH);
  const leftAxes = useTimeSeriesAxisOptionsQuery({ reservoir, side: 'left' }, FRESH);
  const rightAxes = useTimeSeriesAxisOptionsQuery({ reservoir, side: 'right' }, FRESH);
  const [selection, setSelection] = useState<Selection | null>(null);

  useEffect(() => {
    if (selection) return;
    setSelection(initialSelection(timesteps.data, leftAxes.data, rightAxes.data, todayIsoDay(now)));
  }, [selection, timesteps.data, leftAxes.data, rightAxes.data, now]);

  const leftSeries = useTimeSeriesAxisSeriesQuery(selection ? { reservoir, side: 'left', axis: selection.leftAxis } : skipToken, FRESH);
  const rightSeries = useTimeSeriesAxisSeriesQuery(selection ? { reservoir, side: 'right', axis: selection.rightAxis } : skipToken, FRESH);
  const routeName = selection ? timeSeriesDataRoute(selection.dataTableName) : undefined;
  const data = selection && routeName
    ? { routeName, filters: { timestep: selection.days, leftAxis: selection.leftAxis, rightAxis: selection.rightAxis, periodEnding: selection.periodEnding } }
    : skipToken;
  const chart = useTimeSeriesDataQuery(data, FRESH);
  const table = useTimeSeriesDataQuery(data === skipToken ? skipToken : { ...data, full: true }, FRESH);
  const kind = timestepKind(selection?.dataTableName ?? '');
  const hoursPumped = useTimeSeriesHoursPumpedQuery(
    selection ? { reservoir, filters: { timestep: selection.days, periodEnding: selection.periodEnding, interval: kind } } : skipToken, FRESH,
  );
  const pumping = useMemo(() => pumpIntervals(hoursPumped.data ?? []), [hoursPumped.data]);

  useLoggedFailure('dashboard choices', timesteps.error ?? leftAxes.error ?? rightAxes.error);
  useLoggedFailure('series', leftSeries.error ?? rightSeries.error);
  useLoggedFailure('chart data', chart.error);
  useLoggedFailure('table data', table.error);
  useLoggedFailure('hours pumped', hoursPumped.error);
  useEffect(() => {
    if (selection && !routeName) console.error(`The timestep ${selection.dataTableName} names no data call of the API.`);
  }, [selection, routeName]);

  const left = useMemo(
    () => ({ option: leftAxes.data?.find((a) => a.axis === selection?.leftAxis), series: leftSeries.data ?? [] }),
    [leftAxes.data, leftSeries.data, selection?.leftAxis],
  );
  const right = useMemo(
    () => ({ option: rightAxes.data?.find((a) => a.axis === selection?.rightAxis), series: rightSeries.data ?? [] }),
    [rightAxes.data, rightSeries.data, selection?.rightAxis],
  );
  const figure = useMemo(
    () => timeSeriesFigure({ points: chart.data ?? [], left, right, kind, periodEnding: selection?.periodEnding ?? todayIsoDay(now), days: selection?.days ?? 1 }),
    [chart.data, left, right, kind, selection?.periodEnding, selection?.days, now],
  );
  const rows = useMemo(() => (table.error ? [] : table.data && tableRows(table.data, left, right)), [table.data, table.error, left, right]);
  // Until the first answer the chart is loading; a failure shows no data (it is logged above).
  const chartLoading = !chart.error && (selection === null ? !timesteps.error : chart.isLoading || leftSeries.isLoading || rightSeries.isLoading);

  return (
    <>
      <title>{`${title} | ${PRODUCT_NAME}`}</title>
      <div className="portal-ts-header">
        <H1 className="portal-page-title">{title}</H1>
        <HomeScreenButton path={reservoir === 'yamcolo' ? YAMCOLO_TIME_SERIES_PATH : STAGECOACH_TIME_SERIES_PATH} />
      </div>
      <div className="portal-ts-layout">
        <aside className="portal-ts-side">
          {selection && timesteps.data && leftAxes.data && rightAxes.data && (
            <TimeSeriesOptions timesteps={timesteps.data} leftAxes={leftAxes.data} rightAxes={rightAxes.data} selection={selection} onChange={setSelection} />
          )}
          <Callout title={QUICK_TIPS_TITLE} icon="lightbulb" className="portal-ts-tips">
            <ul>{QUICK_TIPS.map((tip) => <li key={tip}>{tip}</li>)}</ul>
          </Callout>
        </aside>
        <section className="portal-ts-main" aria-label="Chart">
          <TimeSeriesChart figure={figure} kind={kind} left={left} right={right} pumping={pumping} state={chartLoading ? { kind: 'loading' } : null} label={`${title} chart`} />
        </section>
      </div>
      <TimeSeriesTable rows={selection ? rows : undefined} />
    </>
  );
}
