/** The newest answer the API client holds, for the developer drawer. */
export interface LastApiData {
  endpointName: string;
  args: unknown;
  data: unknown;
  at: number;
}

interface CacheEntry {
  endpointName?: string;
  originalArgs?: unknown;
  data?: unknown;
  fulfilledTimeStamp?: number;
}

/** Picks the most recently fulfilled query or mutation from RTK Query's cache state. */
export function lastApiData(apiState: { queries: Record<string, CacheEntry | undefined>; mutations: Record<string, CacheEntry | undefined> }): LastApiData | null {
  let newest: LastApiData | null = null;
  for (const entry of [...Object.values(apiState.queries), ...Object.values(apiState.mutations)]) {
    if (!entry?.fulfilledTimeStamp || !entry.endpointName) continue;
    if (newest && newest.at >= entry.fulfilledTimeStamp) continue;
    newest = { endpointName: entry.endpointName, args: entry.originalArgs, data: entry.data, at: entry.fulfilledTimeStamp };
  }
  return newest;
}

/** JSON for reading in the drawer, cut short so a 50,000-row answer does not freeze the page. */
export function previewJson(value: unknown, maxChars = 4000): string {
  const text = JSON.stringify(value, null, 2) ?? 'undefined';
  return text.length > maxChars ? `${text.slice(0, maxChars)}\n… (${text.length - maxChars} more characters)` : text;
}
