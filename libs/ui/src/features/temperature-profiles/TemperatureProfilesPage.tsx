import { Callout, H1 } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetTemperatureProfilesLocationsQuery, useGetTemperatureProfilesByPeriodAndLocationIdAndStartDateAndEndDateQuery } from '@portal/api-client';
import { useEffect, useMemo, useState } from 'react';
import { PRODUCT_NAME } from '../../common/constants';
import { todayIsoDay } from '../../common/dates';
import { errorMessage } from '../../common/error-message';
import { HomeScreenButton } from '../../components/home-screen/HomeScreenButton';
import { TEMPERATURE_PROFILES_PATH } from '../../paths';
import { heatMapFigure } from './temperature-profiles.heat-map';
import { initialOptions, type ProfileOptions, profilesRequest } from './temperature-profiles.options';
import { TemperatureProfilesHeatMap } from './TemperatureProfilesHeatMap';
import { TemperatureProfilesOptions } from './TemperatureProfilesOptions';
import { TemperatureProfilesTable } from './TemperatureProfilesTable';
import './temperature-profiles.css';

const TITLE = 'Temperature Profiles';

export interface TemperatureProfilesPageProps {
  /** The clock, for tests; dates count from today in America/Denver. */
  now?: Date;
}

/**
 * Temperature Profiles: the options, and on Submit the heat map of temperature by elevation over time and the table
 * of every row. The default season is shown on opening.
 */
export default function TemperatureProfilesPage({ now }: TemperatureProfilesPageProps) {
  const today = todayIsoDay(now);
  const locations = useGetTemperatureProfilesLocationsQuery();
  const [options, setOptions] = useState<ProfileOptions | null>(null);
  // What the heat map and table show: the options as last submitted.
  const [submitted, setSubmitted] = useState<ProfileOptions | null>(null);

  useEffect(() => {
    if (options || !locations.data) return;
    const first = initialOptions(locations.data[0]?.location_ndx ?? null, today);
    setOptions(first);
    setSubmitted(first);
  }, [options, locations.data, today]);

  const request = submitted && profilesRequest(submitted);
  const profiles = useGetTemperatureProfilesByPeriodAndLocationIdAndStartDateAndEndDateQuery(request ?? skipToken, { refetchOnMountOrArgChange: true });
  const error = locations.error ?? profiles.error;
  const errorText = error ? `Error: ${errorMessage(error)}` : null;
  const rows = profiles.isFetching || profiles.error ? undefined : profiles.data;
  const figure = useMemo(
    () => heatMapFigure({
      rows: rows ?? [], period: submitted?.period ?? 'daily', statistic: submitted?.statistic ?? 'mean',
      startDate: submitted?.startDate ?? today, endDate: submitted?.endDate ?? today,
    }),
    [rows, submitted, today],
  );

  return (
    <>
      <title>{`${TITLE} | ${PRODUCT_NAME}`}</title>
      <div className="portal-tp-header">
        <H1 className="portal-page-title">{TITLE}</H1>
        <HomeScreenButton path={TEMPERATURE_PROFILES_PATH} />
      </div>
      {options && locations.data && (
        <TemperatureProfilesOptions locations={locations.data} options={options} today={today} onChange={setOptions} onSubmit={() => setSubmitted(options)} />
      )}
      {errorText && <Callout intent="danger" role="alert" className="portal-tp-error">{errorText}</Callout>}
      <TemperatureProfilesHeatMap
        figure={figure}
        state={request && rows === undefined && !error ? { kind: 'loading' } : null}
        fileName={`${TITLE} ${submitted?.startDate ?? today} to ${submitted?.endDate ?? today}.png`}
      />
      <section className="portal-tp-panel" aria-label="Data">
        <TemperatureProfilesTable rows={rows} errorText={errorText} period={submitted?.period ?? 'daily'} statistic={submitted?.statistic ?? 'mean'} />
      </section>
    </>
  );
}
