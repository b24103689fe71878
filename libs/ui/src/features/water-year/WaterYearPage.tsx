import { Callout, H1 } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  useGetPublicMapGeojsonBySourceIdQuery, useGetWyAnalysisComparisonByParameterAndLocationAndSeriesQuery, useGetWyAnalysisDropdownLocationsAssocParamQuery,
  useGetWyAnalysisDropdownParametersQuery, useGetWyAnalysisDropdownSeriesQuery, useGetWyAnalysisLocationsForMapQuery,
} from '@portal/api-client';
import type { WaterYearComparisonRequest } from '@portal/contracts';
import { useEffect, useMemo, useState } from 'react';
import { PRODUCT_NAME } from '../../common/constants';
import { todayIsoDay } from '../../common/dates';
import { errorMessage } from '../../common/error-message';
import { CHART_MESSAGES } from '../../components/charts';
import {
  comparisonRequest, defaultSeries, INFO_TEXT, PAGE_TITLE, tableRows, tooFewYearsNote, type WaterYearSelection, withMapLocation,
} from './water-year.logic';
import { WaterYearMap } from './WaterYearMap';
import { WaterYearChart } from './WaterYearChart';
import { WaterYearFilters } from './WaterYearFilters';
import { WaterYearTable } from './WaterYearTable';
import '../../components/panels/tool-layout.css';
import './water-year.css';

/** A comparison as submitted: the call, and its series in the order asked. */
interface Submitted {
  request: WaterYearComparisonRequest;
  series: string[];
}

export interface WaterYearPageProps {
  /** The clock, for tests; the default water years count from today in America/Denver. */
  now?: Date;
}

/**
 * Water Year Comparisons (public): Filter Controls, then on Submit the chart of the chosen series by day of the water
 * year and the table of their values. Nothing is asked for the graph before Submit.
 */
export default function WaterYearPage({ now }: WaterYearPageProps) {
  const today = todayIsoDay(now);
  const parameters = useGetWyAnalysisDropdownParametersQuery();
  const locations = useGetWyAnalysisDropdownLocationsAssocParamQuery();
  const series = useGetWyAnalysisDropdownSeriesQuery();
  const mapLocations = useGetWyAnalysisLocationsForMapQuery();
  // The watersheds only decorate the map: a failure is logged and the map goes on without them.
  const watersheds = useGetPublicMapGeojsonBySourceIdQuery('huc10');
  useEffect(() => {
    if (watersheds.error) console.error(`Could not load the watersheds: ${errorMessage(watersheds.error)}`);
  }, [watersheds.error]);
  const [selection, setSelection] = useState<WaterYearSelection | null>(null);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);

  useEffect(() => {
    if (selection || !series.data) return;
    setSelection({ parameter: null, location: null, series: defaultSeries(series.data, today) });
  }, [selection, series.data, today]);

  const comparison = useGetWyAnalysisComparisonByParameterAndLocationAndSeriesQuery(submitted?.request ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const listError = parameters.error ?? locations.error ?? series.error ?? mapLocations.error;
  const rows = comparison.isFetching || comparison.error ? undefined : comparison.data;
  const failure = comparison.error ? errorMessage(comparison.error) : null;
  const comparisonError = failure === null ? null : CHART_MESSAGES.error(failure);
  const table = useMemo(() => (rows && submitted ? tableRows(rows, submitted.series) : undefined), [rows, submitted]);
  const note = useMemo(() => (rows ? tooFewYearsNote(rows) : null), [rows]);

  const submit = () => {
    const request = selection && comparisonRequest(selection);
    if (request && selection) setSubmitted({ request, series: selection.series });
  };

  return (
    <>
      <title>{`${PAGE_TITLE} | ${PRODUCT_NAME}`}</title>
      <H1 className="portal-page-title">{PAGE_TITLE}</H1>
      {listError && (
        <Callout intent="danger" role="alert" className="portal-wy-error">{CHART_MESSAGES.error(errorMessage(listError))}</Callout>
      )}
      {selection && mapLocations.data && (
        <WaterYearMap locations={mapLocations.data} watersheds={watersheds.data} location={selection.location} onPick={(picked) => setSelection(withMapLocation(selection, picked))} />
      )}
      <div className="portal-tool-layout">
        <aside className="portal-tool-side">
          {selection && parameters.data && locations.data && series.data && (
            <WaterYearFilters
              parameters={parameters.data}
              locations={locations.data}
              series={series.data}
              selection={selection}
              loading={comparison.isFetching}
              onChange={setSelection}
              onSubmit={submit}
            />
          )}
        </aside>
        <div className="portal-tool-main">
          {submitted ? (
            <>
              <WaterYearChart
                key={`${submitted.request.parameter}/${submitted.request.location}/${submitted.request.series}`}
                rows={rows ?? []}
                series={submitted.series}
                state={failure !== null ? { kind: 'error', message: failure } : rows === undefined ? { kind: 'loading' } : null}
              />
              {note && <Callout intent="warning" className="portal-wy-note">{note}</Callout>}
            </>
          ) : (
            <Callout icon="info-sign" className="portal-wy-info">{INFO_TEXT}</Callout>
          )}
        </div>
      </div>
      {submitted && <WaterYearTable rows={table} errorText={comparisonError} />}
    </>
  );
}
