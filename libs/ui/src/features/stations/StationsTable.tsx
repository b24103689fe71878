import { HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import type { StationListItem } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { type TableStatus, TableStateRow } from '../../components/TableMessageRow';
import { TablePager } from '../../components/TablePager';
import { TableScroll } from '../../components/TableScroll';
import {
  DEFAULT_PAGE_SIZE,
  EMPTY_TEXT_FILTERS,
  filterStationRows,
  PAGE_SIZES,
  type PageSize,
  paginate,
  presetRegion,
  regionOptions,
  STATION_COLUMNS,
  type TextFilterColumn,
  toStationRows,
} from './stations-table.logic';

export type StationsTableStatus = TableStatus;

export interface StationsTableProps {
  items: readonly StationListItem[] | undefined;
  status: StationsTableStatus;
  /** The region the route asks for; ignored unless the table has that region. */
  regGroupNdx: number | null;
  /** The user picked a region (null: every region). The page keeps it in the URL. */
  onRegionChange(regGroupNdx: number | null): void;
}

const ALL_REGIONS = '';
const COLUMN_COUNT = STATION_COLUMNS.length;

/**
 * The stations table: one filter per column, paging, and the shared loading, error and empty states (TableMessageRow).
 * The Region filter is controlled by the caller (it lives in the route); text filters and paging are local.
 */
export function StationsTable({ items, status, regGroupNdx, onRegionChange }: StationsTableProps) {
  const rows = useMemo(() => toStationRows(items ?? []), [items]);
  const regions = useMemo(() => regionOptions(rows), [rows]);
  const region = presetRegion(regions, regGroupNdx);
  const [text, setText] = useState(EMPTY_TEXT_FILTERS);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [requestedPage, setRequestedPage] = useState(1);

  const filtered = useMemo(() => filterStationRows(rows, { regGroupNdx: region, text }), [rows, region, text]);
  const page = paginate(filtered, requestedPage, pageSize);

  const setTextFilter = (column: TextFilterColumn, value: string) => {
    setText((current) => ({ ...current, [column]: value }));
    setRequestedPage(1);
  };

  return (
    <>
      <TableScroll label="Monitoring locations and parameters">
        <HTMLTable className="portal-table" aria-label="Monitoring locations and parameters" bordered compact striped>
          <thead>
            <tr>
              {STATION_COLUMNS.map((column) => (
                <th key={column.key} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
            <tr className="portal-table-filters">
              {STATION_COLUMNS.map(({ key, header }) => (
                <td key={key}>
                  {key === 'region' ? (
                    <HTMLSelect
                      aria-label="Filter by Region"
                      fill
                      disabled={status !== 'ready'}
                      value={region === null ? ALL_REGIONS : String(region)}
                      onChange={(event) => {
                        setRequestedPage(1);
                        const value = event.currentTarget.value;
                        onRegionChange(value === ALL_REGIONS ? null : Number(value));
                      }}
                      options={[
                        { value: ALL_REGIONS, label: 'All regions' },
                        ...regions.map((o) => ({ value: String(o.regGroupNdx), label: o.region })),
                      ]}
                    />
                  ) : (
                    <InputGroup
                      type="search"
                      aria-label={`Filter by ${header}`}
                      placeholder="Contains…"
                      value={text[key]}
                      onValueChange={(value) => setTextFilter(key, value)}
                    />
                  )}
                </td>
              ))}
            </tr>
          </thead>
          <tbody>
            {status !== 'ready' || page.rows.length === 0 ? (
              <TableStateRow status={status} rowCount={page.rows.length} colSpan={COLUMN_COUNT} />
            ) : (
              page.rows.map((row) => (
                <tr key={row.key}>
                  <td>{row.region}</td>
                  <td>{row.location}</td>
                  <td>{row.parameter}</td>
                  <td>{row.starts}</td>
                  <td>{row.ends}</td>
                  <td>{row.huc10}</td>
                </tr>
              ))
            )}
          </tbody>
        </HTMLTable>
      </TableScroll>

      {status === 'ready' && (
        <TablePager
          page={page}
          onPageChange={setRequestedPage}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          onPageSizeChange={(size) => {
            setPageSize(size as PageSize);
            setRequestedPage(1);
          }}
        />
      )}
    </>
  );
}
