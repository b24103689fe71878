import { Callout, H1 } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  useGetPublicMapWellsQuery, useGetTsCompareDailyDataByParameterAndLocationsAndStartDateAndEndDateQuery, useGetTsCompareDropdownLocationsAssocQuery,
  useGetTsCompareDropdownParametersQuery, useGetTsCompareDropdownSubAreasQuery,
} from '@portal/api-client';
import { useMemo, useState } from 'react';
import { PRODUCT_NAME } from '../../common/constants';
import { todayIsoDay } from '../../common/dates';
import { errorMessage } from '../../common/error-message';
import { errorOccurredText } from '../../common/messages';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { DASHBOARD_PATH } from '../../paths';
import { SaveGraphButton } from '../../components/charts';
import { chosenLocationIds, type DailyRequests, dailyRequests, defaultSelection, INFO_TEXT, PAGE_TITLE, PNG_FILE_NAME, tableRows } from './ts-compare.logic';
import { TsCompareChart } from './TsCompareChart';
import { TsCompareFilters } from './TsCompareFilters';
import { TsCompareMap } from './TsCompareMap';
import { TsCompareTable } from './TsCompareTable';
import '../../components/panels/tool-layout.css';
import './ts-compare.css';

export interface TsComparePageProps {
  /** The clock, for tests; the default end date is today in America/Denver. */
  now?: Date;
}

/** Each submitted axis's daily rows: undefined while loading or after a failure; the right one null when not asked. */
function useDailyData(submitted: DailyRequests | null) {
  const options = { refetchOnMountOrArgChange: true } as const;
  const left = useGetTsCompareDailyDataByParameterAndLocationsAndStartDateAndEndDateQuery(submitted?.left ?? skipToken, options);
  const right = useGetTsCompareDailyDataByParameterAndLocationsAndStartDateAndEndDateQuery(submitted?.right ?? skipToken, options);
  const settled = (query: typeof left) => (query.isFetching || query.error ? undefined : query.data);
  const error = left.error ?? (submitted?.right ? right.error : undefined);
  return {
    left: settled(left),
    right: submitted?.right ? settled(right) : null,
    fetching: left.isFetching || right.isFetching,
    failure: error ? errorMessage(error) : null,
  };
}

/**
 * Time Series Comparisons (public): the map of locations by sub-area, the filter panel, and on Submit the dual-axis
 * chart of each axis's locations and the table of their daily values. Nothing is asked for the chart before Submit.
 */
export default function TsComparePage({ now }: TsComparePageProps) {
  const today = todayIsoDay(now);
  const subAreas = useGetTsCompareDropdownSubAreasQuery();
  const parameters = useGetTsCompareDropdownParametersQuery();
  const locations = useGetTsCompareDropdownLocationsAssocQuery();
  const wells = useGetPublicMapWellsQuery();
  const [selection, setSelection] = useState(() => defaultSelection(today));
  const [submitted, setSubmitted] = useState<DailyRequests | null>(null);
  const [graphDiv, setGraphDiv] = useState<HTMLElement | null>(null);
  const daily = useDailyData(submitted);
  const chosen = useMemo(() => chosenLocationIds(selection), [selection]);
  const rows = useMemo(() => (daily.left && daily.right !== undefined ? tableRows(daily.left, daily.right) : undefined), [daily.left, daily.right]);

  const listError = subAreas.error ?? parameters.error ?? locations.error ?? wells.error;
  const failureText = daily.failure === null ? null : errorOccurredText(daily.failure);
  const chartState = daily.failure !== null ? { kind: 'error' as const, message: daily.failure } : rows === undefined ? { kind: 'loading' as const } : null;

  return (
    <>
      <title>{`${PAGE_TITLE} | ${PRODUCT_NAME}`}</title>
      <PageBreadcrumbs items={[{ text: 'Dashboard', to: DASHBOARD_PATH }, { text: PAGE_TITLE }]} />
      <H1 className="portal-page-title">{PAGE_TITLE}</H1>
      {listError && <Callout intent="danger" role="alert" className="portal-tsc-note">{errorOccurredText(errorMessage(listError))}</Callout>}
      {wells.data && <TsCompareMap locations={wells.data} chosen={chosen} />}
      <div className="portal-tool-layout">
        <aside className="portal-tool-side">
          {subAreas.data && parameters.data && locations.data && (
            <TsCompareFilters
              subAreas={subAreas.data}
              parameters={parameters.data}
              locations={locations.data}
              selection={selection}
              loading={daily.fetching}
              onChange={setSelection}
              onSubmit={() => setSubmitted(dailyRequests(selection))}
              actions={<SaveGraphButton graphDiv={graphDiv} disabled={daily.fetching || rows === undefined} fileName={PNG_FILE_NAME} />}
            />
          )}
        </aside>
        <div className="portal-tool-main">
          {submitted ? (
            <TsCompareChart
              left={daily.left ?? []}
              right={daily.right ?? null}
              startDate={submitted.left.startDate}
              endDate={submitted.left.endDate}
              state={chartState}
              onGraphDiv={setGraphDiv}
            />
          ) : (
            <Callout icon="info-sign" className="portal-tsc-note">{INFO_TEXT}</Callout>
          )}
        </div>
      </div>
      {submitted && <TsCompareTable rows={rows} errorText={failureText} startDate={selection.startDate} endDate={selection.endDate} />}
    </>
  );
}
