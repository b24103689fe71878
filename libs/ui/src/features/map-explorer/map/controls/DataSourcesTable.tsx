import { Button, Card, H2, HTMLTable, Icon } from '@blueprintjs/core';
import type { MapSourceReference } from '@portal/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';

type Column = 'data_source' | 'data_types';
const COLUMNS: { key: Column; label: string }[] = [
  { key: 'data_source', label: 'Data Source' },
  { key: 'data_types', label: 'Data Type' },
];

export interface SortState {
  column: Column;
  ascending: boolean;
}

/** The rows ordered by one column, case-insensitively, ties kept in the server's order. */
function sortReferences(rows: readonly MapSourceReference[], { column, ascending }: SortState): MapSourceReference[] {
  const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
  const sorted = [...rows].sort((a, b) => collator.compare(a[column], b[column]));
  return ascending ? sorted : sorted.reverse();
}

/** The id of the Data Sources panel, which its toggle button controls. */
export const DATA_SOURCES_ID = 'map-explorer-data-sources';

export interface DataSourcesTableProps {
  id?: string;
  rows: readonly MapSourceReference[] | undefined;
  isError: boolean;
  onHide: () => void;
}

/**
 * The 'Data Sources' table: sortable Data Source and Data Type, names linking out, a Hide button. It is opened on
 * demand, so it takes the focus when it appears; Escape inside it hides it as Hide does.
 */
export function DataSourcesTable({ id, rows, isError, onHide }: DataSourcesTableProps) {
  const [sort, setSort] = useState<SortState>({ column: 'data_source', ascending: true });
  const sorted = useMemo(() => sortReferences(rows ?? [], sort), [rows, sort]);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => root.current?.focus(), []);
  return (
    <Card
      ref={root}
      id={id}
      className="map-explorer-data-sources"
      role="region"
      aria-label="Data Sources"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onHide();
        }
      }}
    >
      <div className="map-explorer-card-header">
        <H2 className="map-explorer-panel-title">Data Sources</H2>
        <Button text="Hide" icon="eye-off" onClick={onHide} />
      </div>
      {isError && <p role="alert">Error loading data</p>}
      <HTMLTable compact striped className="map-explorer-data-sources-table" aria-label="Data Sources">
        <thead>
          <tr>
            {COLUMNS.map(({ key, label }) => {
              const active = sort.column === key;
              return (
                <th key={key} scope="col" aria-sort={active ? (sort.ascending ? 'ascending' : 'descending') : 'none'}>
                  <button
                    type="button"
                    className="map-explorer-sort"
                    onClick={() => setSort({ column: key, ascending: active ? !sort.ascending : true })}
                  >
                    {label}
                    <Icon icon={active ? (sort.ascending ? 'sort-asc' : 'sort-desc') : 'double-caret-vertical'} size={12} aria-hidden />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={`${row.data_source}\u0000${row.data_types}`}>
              <td>
                {row.data_source_url ? (
                  <a href={row.data_source_url} target="_blank" rel="noopener noreferrer">
                    {row.data_source}
                  </a>
                ) : (
                  row.data_source
                )}
              </td>
              <td>{row.data_types}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}
