import { Spinner, SpinnerSize } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { MESSAGES } from '../common/messages';

/** Where a data table stands; every table of the portal shows the same three non-data states. */
export type TableStatus = 'loading' | 'error' | 'ready';

/** A full-width body row for the loading, error and empty states. */
export function TableMessageRow({ children, role, colSpan }: { children: ReactNode; role?: 'alert'; colSpan: number }) {
  return (
    <tr>
      <td colSpan={colSpan} className="portal-table-message" role={role}>
        {children}
      </td>
    </tr>
  );
}

export interface TableStateRowProps {
  status: TableStatus;
  rowCount: number;
  colSpan: number;
  /** Replaces 'Error loading data' (the admin tables say 'An error has occurred: {message}'). */
  errorText?: ReactNode;
  /** Replaces 'No records to display'. */
  emptyText?: ReactNode;
}

/**
 * The body row for a table that has no data rows to show: a spinner while loading, the product's
 * 'Error loading data' or 'No records to display'. Null when there are rows.
 */
export function TableStateRow({
  status,
  rowCount,
  colSpan,
  errorText = MESSAGES.errorLoadingData,
  emptyText = MESSAGES.noRecords,
}: TableStateRowProps) {
  if (status === 'loading') {
    return (
      <TableMessageRow colSpan={colSpan}>
        <div role="status" aria-label="Loading data">
          <Spinner size={SpinnerSize.SMALL} />
        </div>
      </TableMessageRow>
    );
  }
  if (status === 'error') {
    return (
      <TableMessageRow colSpan={colSpan} role="alert">
        {errorText}
      </TableMessageRow>
    );
  }
  return rowCount === 0 ? <TableMessageRow colSpan={colSpan}>{emptyText}</TableMessageRow> : null;
}
