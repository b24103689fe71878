import { HTMLTable } from '@blueprintjs/core';
import { type Key, type ReactNode, useState } from 'react';
import { paginate } from './paging';
import { TableStateRow } from './TableMessageRow';
import { TablePager } from './TablePager';
import { TableScroll } from './TableScroll';

export interface PagedTableColumn {
  key: string;
  header: ReactNode;
  className?: string;
}

export interface PagedTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly PagedTableColumn[];
  /** undefined while loading, or when loading failed (then errorText says why). */
  rows: readonly T[] | undefined;
  /** The failure to show instead of rows; null or absent while there is none. */
  errorText?: ReactNode;
  /** Default 'No records to display'. */
  emptyText?: ReactNode;
  pageSize: number;
  /** Page sizes to choose from; the size is fixed without at least two. */
  pageSizes?: readonly number[];
  rowKey(row: T): Key;
  /** The cells of one row. */
  renderCells(row: T): ReactNode;
}

/**
 * A table paged on the client, with the portal's loading, error and empty rows and the pager under it.
 * The page and page size are its own; remount it (a new key) to start over at the first page.
 */
export function PagedTable<T>({ label, columns, rows, errorText, emptyText, pageSize, pageSizes, rowKey, renderCells }: PagedTableProps<T>) {
  const [requestedPage, setRequestedPage] = useState(1);
  const [chosenPageSize, setChosenPageSize] = useState(pageSize);
  const page = paginate(rows ?? [], requestedPage, chosenPageSize);
  const status = rows ? 'ready' : errorText ? 'error' : 'loading';

  return (
    <>
      <TableScroll label={label}>
        <HTMLTable className="portal-table" aria-label={label} bordered compact striped>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.className}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {status !== 'ready' || page.rows.length === 0 ? (
              <TableStateRow
                status={status}
                rowCount={page.rows.length}
                colSpan={columns.length}
                errorText={errorText}
                emptyText={emptyText}
              />
            ) : (
              page.rows.map((row) => <tr key={rowKey(row)}>{renderCells(row)}</tr>)
            )}
          </tbody>
        </HTMLTable>
      </TableScroll>
      {status === 'ready' && (
        <TablePager
          label={`${label} pages`}
          page={page}
          onPageChange={setRequestedPage}
          pageSize={chosenPageSize}
          pageSizes={pageSizes}
          onPageSizeChange={(size) => {
            setChosenPageSize(size);
            setRequestedPage(1);
          }}
        />
      )}
    </>
  );
}
