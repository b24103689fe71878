import { InputGroup } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { PagedTable } from '../../components/PagedTable';
import { filterTableRows, TABLE_COLUMNS, TABLE_PAGE_SIZE, type TableRow } from './time-series-dashboards.logic';

export interface TimeSeriesTableProps {
  /** undefined while loading. */
  rows: readonly TableRow[] | undefined;
}

/** The data table: every value of the period, 60 rows a page, filtered by text in any column. */
export function TimeSeriesTable({ rows }: TimeSeriesTableProps) {
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => (rows ? filterTableRows(rows, filter) : undefined), [rows, filter]);
  return (
    <section className="portal-ts-table" aria-label="Data">
      <InputGroup
        type="search"
        leftIcon="filter"
        aria-label="Filter the data"
        placeholder="Filter…"
        value={filter}
        onValueChange={setFilter}
        className="portal-ts-table-filter"
      />
      <PagedTable<TableRow>
        // A new filter starts again at the first page.
        key={filter}
        label="Time series data"
        columns={TABLE_COLUMNS}
        rows={shown}
        pageSize={TABLE_PAGE_SIZE}
        rowKey={(row) => row.key}
        renderCells={(row) => (
          <>
            <td>{row.location}</td>
            <td>{row.parameter}</td>
            <td>{row.units}</td>
            <td>{row.timestamp}</td>
            <td className="portal-ts-value">{row.value}</td>
          </>
        )}
      />
    </section>
  );
}
