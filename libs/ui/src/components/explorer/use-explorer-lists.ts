import type { ExplorerRegionalGroup, ExploreYear } from '@portal/contracts';
import { useMemo } from 'react';
import { errorMessage } from '../../common/error-message';
import type { ExplorerListsOf } from './explorer.logic';

/** What the hook reads of an RTK Query list query's result. */
interface ListResult<T> {
  data?: T[];
  error?: Parameters<typeof errorMessage>[0];
}

/** An explorer's three option lists, once all are in, and the first failure's message. */
export function useExplorerLists<O>(
  regions: ListResult<ExplorerRegionalGroup>, years: ListResult<ExploreYear>, options: ListResult<O>,
): { lists: ExplorerListsOf<O> | null; failure: string | null } {
  const lists = useMemo<ExplorerListsOf<O> | null>(
    () => (regions.data && years.data && options.data ? { regions: regions.data, years: years.data, options: options.data } : null),
    [regions.data, years.data, options.data],
  );
  const error = regions.error ?? years.error ?? options.error;
  return { lists, failure: error ? errorMessage(error) : null };
}
