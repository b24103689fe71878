/**
 * The rules of the column table (a filter over every column, a column chooser, a CSV of what is shown), free of
 * React so each is tested directly.
 */
import type { CsvColumn } from '../common/csv';

export interface TableColumn<Row> extends CsvColumn<Row> {
  key: string;
  /** Shown before the user chooses columns (default: shown). */
  shownByDefault?: boolean;
}

/** The keys of the columns shown at first. */
export function defaultColumnKeys<Row>(columns: readonly TableColumn<Row>[]): string[] {
  return columns.filter((c) => c.shownByDefault !== false).map((c) => c.key);
}

/** The columns to show, in the table's order, whatever order they were chosen in. */
export function chosenColumns<Row>(columns: readonly TableColumn<Row>[], keys: readonly string[]): TableColumn<Row>[] {
  return columns.filter((c) => keys.includes(c.key));
}

/**
 * The rows where every word of the filter appears in some column's text (case-insensitive), hidden columns
 * included: what the user reads, not the raw values.
 */
export function filterRows<Row>(rows: readonly Row[], columns: readonly TableColumn<Row>[], filter: string): Row[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...rows];
  return rows.filter((row) => {
    const text = columns.map((c) => String(c.value(row) ?? '')).join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
