import { useLazyGetYearOverYearComparisonsToolDataByYoyGraphRouteNameQuery } from '@portal/api-client';
import type { YoyDataRequest, YoyDataRow } from '@portal/contracts';
import { type ExplorerDataState, useAbortableData } from '../../components/explorer';

/** A chart's answer: on its way, failed (with the message), or its rows. */
export type YoyDataState = ExplorerDataState<YoyDataRow>;

/** One chart slot's data; a newer request aborts the one still on its way (see useAbortableData). */
export function useYoyData(request: YoyDataRequest | null): YoyDataState | null {
  const [trigger] = useLazyGetYearOverYearComparisonsToolDataByYoyGraphRouteNameQuery();
  return useAbortableData(trigger, request);
}
