import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessage } from '../../common/error-message';

/** The EditableTable props of a list query: its rows, and why they are missing when the call failed. */
export function listProps<T>(result: { data?: T[]; error?: FetchBaseQueryError | SerializedError }) {
  return { rows: result.data, loadError: result.error ? errorMessage(result.error) : null };
}
