import type { SerializedError } from '@reduxjs/toolkit';
import { type FetchBaseQueryError, skipToken } from '@reduxjs/toolkit/query';
import {
  type ExtremesRoute, type OperationsReservoir, type WaterElevationRoute, usePostDashboardYamcoloWidgetsBatteryQuery, useDashboardWidgetsQuery,
  useExtremesWidgetQuery, useWaterElevationWidgetQuery,
} from '@portal/api-client';
import type { DashboardSeriesRequest, RouteName } from '@portal/contracts';
import { errorMessage } from '../../common/error-message';
import type { WidgetStatus } from './GaugeCard';

/** Dashboards refetch without caching: every visit asks again. */
export const NO_CACHE = { refetchOnMountOrArgChange: true } as const;

interface QueryState<T> {
  data?: T;
  isError: boolean;
  error?: FetchBaseQueryError | SerializedError;
}

export interface WidgetState<T> {
  status: WidgetStatus;
  error?: string;
  /** The answer's first row: widgets show one series each. */
  row?: T;
  rows: readonly T[];
}

/**
 * A card's state from its configuration's and its own answer: rows we have beat an error (a refetch that fails keeps
 * the last values on screen); a widget the configuration does not list, or an empty answer, has no data.
 */
export function widgetState<T>(config: QueryState<unknown>, widget: QueryState<readonly T[]>, configured: boolean): WidgetState<T> {
  const rows = widget.data ?? [];
  if (widget.data) return { status: rows.length ? 'ready' : 'empty', row: rows[0], rows };
  const failed = config.isError ? config : widget.isError ? widget : null;
  if (failed) return { status: 'error', error: failed.error ? errorMessage(failed.error) : undefined, rows };
  if (config.data && !configured) return { status: 'empty', rows };
  return { status: 'loading', rows };
}

/** The body of a widget's call: the series the dashboard's configuration lists for it (undefined until known). */
function useWidgetBody(reservoir: OperationsReservoir, routeName: RouteName) {
  const config = useDashboardWidgetsQuery(reservoir, NO_CACHE);
  const widget = config.data?.find((w) => w.widget_key === routeName);
  const body: DashboardSeriesRequest | undefined = widget && { location_ndx: widget.location_ndx, parameter_ndx: widget.parameter_ndx };
  return { config, body };
}

export function useWaterElevation(reservoir: OperationsReservoir, routeName: WaterElevationRoute) {
  const { config, body } = useWidgetBody(reservoir, routeName);
  const widget = useWaterElevationWidgetQuery(body ? { routeName, body } : skipToken, NO_CACHE);
  return widgetState(config, widget, Boolean(body));
}

export function useExtremes(reservoir: OperationsReservoir, routeName: ExtremesRoute) {
  const { config, body } = useWidgetBody(reservoir, routeName);
  const widget = useExtremesWidgetQuery(body ? { routeName, body } : skipToken, NO_CACHE);
  return widgetState(config, widget, Boolean(body));
}

export function useBattery() {
  const { config, body } = useWidgetBody('yamcolo', 'postDashboardYamcoloWidgetsBattery');
  const widget = usePostDashboardYamcoloWidgetsBatteryQuery(body ?? skipToken, NO_CACHE);
  return widgetState(config, widget, Boolean(body));
}
