import { useLazyGetTimeSeriesSummariesBoxesByTssumGraphRouteNameQuery } from '@portal/api-client';
import type { TssumBox, TssumBoxesRequest } from '@portal/contracts';
import { type ExplorerDataState, useAbortableData } from '../../components/explorer';

/** One chart slot's boxes; a newer request aborts the one still on its way (see useAbortableData). */
export function useTssumBoxes(request: TssumBoxesRequest | null): ExplorerDataState<TssumBox> | null {
  const [trigger] = useLazyGetTimeSeriesSummariesBoxesByTssumGraphRouteNameQuery();
  return useAbortableData(trigger, request);
}
