import { useCallback, useState } from 'react';

/** Runs one piece of work under a busy kind; failures are logged under `failure`, never thrown. */
export type RunBusy<Kind extends string> = (kind: Kind, failure: string, work: () => Promise<unknown>) => Promise<void>;

/**
 * The loading state of a button's work (an export, a save): `busy` names the work in progress, or is null. The
 * flag is cleared in `finally`, so a failure never leaves a spinner behind; a failed or refused call is only
 * logged to the console (the screen keeps what it showed), and a save the user cancelled is not an error at all.
 * One hook holds one piece of work at a time: starting another kind replaces the indicator, as one toolbar shows one.
 */
export function useBusy<Kind extends string = 'busy'>(): [busy: Kind | null, run: RunBusy<Kind>] {
  const [busy, setBusy] = useState<Kind | null>(null);
  const run = useCallback<RunBusy<Kind>>(async (kind, failure, work) => {
    setBusy(kind);
    try {
      await work();
    } catch (error) {
      console.error(failure, error);
    } finally {
      setBusy(null);
    }
  }, []);
  return [busy, run];
}
