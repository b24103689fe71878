import { useLazyGetTimeSeriesSummariesBoxesByTssumGraphRouteNameQuery } from '@portal/api-client';
import type { TssumBox, TssumBoxesRequest } from '@portal/contracts';
import { type ExplorerDataState, useAbortableData } from '../../components/explorer';
import { fetchFailedText } from './time-series-summaries.logic';

/**
 * One chart slot's boxes; a newer request aborts the one still on its way (see useAbortableData). A failure says
 * 'Failed to fetch data: {message}', as every summaries call does.
 */
export function useTssumBoxes(request: TssumBoxesRequest | null): ExplorerDataState<TssumBox> | null {
  const [trigger] = useLazyGetTimeSeriesSummariesBoxesByTssumGraphRouteNameQuery();
  const data = useAbortableData(trigger, request);
  return data?.kind === 'error' ? { kind: 'error', message: fetchFailedText(data.message) } : data;
}
