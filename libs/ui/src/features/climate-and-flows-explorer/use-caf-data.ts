import { useLazyGetClimateAndFlowsExplorerDataByCafGraphRouteNameQuery } from '@portal/api-client';
import type { CafDataRequest, CafDataRow } from '@portal/contracts';
import { type ExplorerDataState, useAbortableData } from '../../components/explorer';

/** A chart's answer: on its way, failed (with the message), or its rows. */
export type CafDataState = ExplorerDataState<CafDataRow>;

/** One chart slot's data; a newer request aborts the one still on its way (see useAbortableData). */
export function useCafData(request: CafDataRequest | null): CafDataState | null {
  const [trigger] = useLazyGetClimateAndFlowsExplorerDataByCafGraphRouteNameQuery();
  return useAbortableData(trigger, request);
}
