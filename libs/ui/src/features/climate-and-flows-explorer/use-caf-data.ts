import { useLazyGetClimateAndFlowsExplorerDataByCafGraphRouteNameQuery } from '@portal/api-client';
import type { CafDataRequest, CafDataRow } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../common/error-message';
import { CANCELED_TEXT, isAbortError } from './climate-and-flows-explorer.logic';

/** A chart's answer: on its way, failed (with the message), or its rows. */
export type CafDataState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'rows'; rows: readonly CafDataRow[] };

const requestKey = (request: CafDataRequest) => `${request.caf_graph_route_name}|${request.group}|${request.year}`;

/**
 * One chart slot's data. A reader flicking through regions, years or graphs would otherwise leave a queue of
 * answers nobody waits for: a newer request aborts the one still on its way (as does leaving the slot). An aborted
 * request is only noted on the console, never shown as a failure; the newer request's answer replaces it.
 */
export function useCafData(request: CafDataRequest | null): CafDataState | null {
  const [trigger] = useLazyGetClimateAndFlowsExplorerDataByCafGraphRouteNameQuery();
  const [settled, setSettled] = useState<{ key: string; state: CafDataState } | null>(null);
  const routeName = request?.caf_graph_route_name;
  const group = request?.group;
  const year = request?.year;

  useEffect(() => {
    if (routeName === undefined || group === undefined || year === undefined) return undefined;
    const asked: CafDataRequest = { caf_graph_route_name: routeName, group, year };
    const key = requestKey(asked);
    // A cached answer for the same graph, region and year is reused rather than asked again.
    const query = trigger(asked, true);
    let done = false;
    let current = true;
    query.unwrap().then(
      (rows) => {
        done = true;
        if (current) setSettled({ key, state: { kind: 'rows', rows } });
      },
      (error: unknown) => {
        done = true;
        if (isAbortError(error)) {
          console.info(CANCELED_TEXT);
          return;
        }
        if (current) setSettled({ key, state: { kind: 'error', message: errorMessage(error as Parameters<typeof errorMessage>[0]) } });
      },
    );
    return () => {
      current = false;
      if (!done) query.abort();
    };
  }, [trigger, routeName, group, year]);

  if (!request) return null;
  return settled?.key === requestKey(request) ? settled.state : { kind: 'loading' };
}
