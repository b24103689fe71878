import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * The {message} of the product's error texts, from an RTK Query error: the server's message when it sent one,
 * else what went wrong on the way (network, parsing), else the HTTP status.
 */
export function errorMessage(error: FetchBaseQueryError | SerializedError): string {
  if ('status' in error) {
    const data = error.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
    if ('error' in error && typeof error.error === 'string') return error.error;
    return `HTTP ${error.status}`;
  }
  return error.message ?? 'Unknown error';
}
