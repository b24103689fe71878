import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { queryMatchesValues } from './explorer.logic';

/**
 * An explorer's state kept in the URL, so a view can be shared: the URL is read once, the first time `read` can
 * (the lists are in, so it returns a state); from then on the state leads and the URL follows without adding history
 * entries. Parameters the explorer does not own are left alone.
 */
export function useExplorerUrlState<S>(
  read: ((query: URLSearchParams) => S) | null,
  toQuery: (state: S) => Record<string, string>,
): [S | null, Dispatch<SetStateAction<S | null>>] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, setState] = useState<S | null>(null);

  if (state === null && read) setState(read(searchParams));

  useEffect(() => {
    if (state === null) return;
    const values = toQuery(state);
    if (queryMatchesValues(searchParams, values)) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(values)) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  }, [state, toQuery, searchParams, setSearchParams]);

  return [state, setState];
}
