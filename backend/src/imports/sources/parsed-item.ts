import type { ParsedItem } from '../source-row';

/** A rejection of one row: where it is, which field, and why. */
export function reject(ref: string, field: string, message: string): ParsedItem {
  return { rejection: { ref, field, message } };
}
