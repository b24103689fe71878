import { usePostQueryAndDownloadCountDataMutation } from '@portal/api-client';
import type { QueryAndDownloadForm } from '@portal/contracts';
import { useEffect, useRef } from 'react';

/**
 * The Available Records count of a complete form. Each new form aborts the request of the one before (the server
 * then cancels its query), so an outdated answer never shows; an incomplete form (null) or a failed count has none.
 */
export function useRecordCount(body: QueryAndDownloadForm | null): { count: number | null; counting: boolean } {
  const [countData, state] = usePostQueryAndDownloadCountDataMutation();
  const reset = useRef(state.reset);
  reset.current = state.reset;
  // The body's text: a new request only when what would be sent changes, not when an equal object is rebuilt.
  const key = body === null ? null : JSON.stringify(body);
  useEffect(() => {
    if (key === null) {
      reset.current();
      return;
    }
    const request = countData(JSON.parse(key) as QueryAndDownloadForm);
    return () => request.abort();
  }, [key, countData]);
  const count = key !== null && state.isSuccess && state.data ? state.data.count : null;
  return { count, counting: key !== null && state.isLoading };
}
