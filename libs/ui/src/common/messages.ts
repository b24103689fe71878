/**
 * The messages every screen shows in the same words: a table or chart with nothing to show, a failed load, a
 * call in progress. One place, so the next screens say exactly what the built ones say.
 */
export const MESSAGES = {
  /** A table whose data could not be loaded. */
  errorLoadingData: 'Error loading data',
  /** A table with no rows. */
  noRecords: 'No records to display',
  /** A chart with no value to draw. */
  noData: 'No Data Available',
  /** A chart or list whose data is on its way. */
  loading: 'Loading...',
} as const;

/** A failed call, with its message ('An error has occurred: HTTP 500'). */
export function errorOccurredText(message: string): string {
  return `An error has occurred: ${message}`;
}
