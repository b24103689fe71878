import { Card, H3 } from '@blueprintjs/core';
import { useGetDashboardYamcolo7daygraphQuery } from '@portal/api-client';
import { useMemo } from 'react';
import { ChartMessage, Plot } from '../../components/charts';
import { errorMessage } from '../../common/error-message';
import { SEVEN_DAY_CHART_TITLE } from './operations-dashboards.constants';
import { sevenDayFigure } from './seven-day-chart.logic';
import { NO_CACHE } from './use-dashboard-widgets';

/** '15-Minute Water Temperatures (def F), Last 7 Days' with the freezing and heater threshold lines. */
export function SevenDayChart() {
  const { data, isError, error } = useGetDashboardYamcolo7daygraphQuery(undefined, NO_CACHE);
  const figure = useMemo(() => sevenDayFigure(data ?? []), [data]);
  return (
    <Card className="portal-ops-card portal-ops-chart" role="region" aria-label={SEVEN_DAY_CHART_TITLE}>
      <H3 className="portal-ops-card-title">{SEVEN_DAY_CHART_TITLE}</H3>
      {data ? (
        <Plot {...figure} aria-label={SEVEN_DAY_CHART_TITLE} height={360} />
      ) : (
        <ChartMessage state={isError ? { kind: 'error', message: error ? errorMessage(error) : '' } : { kind: 'loading' }} />
      )}
    </Card>
  );
}
