import { useEffect, useState } from 'react';
import { errorMessage } from '../../common/error-message';
import { CANCELED_TEXT, isAbortError } from './explorer.logic';

/** A chart's answer: on its way, failed (with the message), or its rows. */
export type ExplorerDataState<Row> = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'rows'; rows: readonly Row[] };

/** An RTK Query lazy trigger as this hook uses it: ask (reusing a cached answer), then wait or abort. */
export type LazyTrigger<Request, Row> = (arg: Request, preferCacheValue?: boolean) => { unwrap(): Promise<readonly Row[]>; abort(): void };

/**
 * One chart slot's data. A reader flicking through regions, years or graphs would otherwise leave a queue of
 * answers nobody waits for: a newer request aborts the one still on its way (as does leaving the slot). An aborted
 * request is only noted on the console, never shown as a failure; the newer request's answer replaces it.
 * The request must keep its identity while its values stay the same (a memo), since a new one is asked again.
 */
export function useAbortableData<Request, Row>(trigger: LazyTrigger<Request, Row>, request: Request | null): ExplorerDataState<Row> | null {
  const [settled, setSettled] = useState<{ request: Request; state: ExplorerDataState<Row> } | null>(null);

  useEffect(() => {
    if (request === null) return undefined;
    // A cached answer for the same request is reused rather than asked again.
    const query = trigger(request, true);
    let done = false;
    let current = true;
    query.unwrap().then(
      (rows) => {
        done = true;
        if (current) setSettled({ request, state: { kind: 'rows', rows } });
      },
      (error: unknown) => {
        done = true;
        if (isAbortError(error)) {
          console.info(CANCELED_TEXT);
          return;
        }
        if (current) setSettled({ request, state: { kind: 'error', message: errorMessage(error as Parameters<typeof errorMessage>[0]) } });
      },
    );
    return () => {
      current = false;
      if (!done) query.abort();
    };
  }, [trigger, request]);

  if (request === null) return null;
  return settled?.request === request ? settled.state : { kind: 'loading' };
}
