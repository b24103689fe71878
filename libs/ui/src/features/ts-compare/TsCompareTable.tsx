import { ColumnTable } from '../../components/ColumnTable';
import { CSV_FILE_NAME, csvRows, TABLE_COLUMNS, TABLE_PAGE_SIZE, TABLE_PAGE_SIZES, type TableRow } from './ts-compare.logic';

export interface TsCompareTableProps {
  /** undefined while loading or after a failure (errorText then says why). */
  rows: readonly TableRow[] | undefined;
  errorText: string | null;
  /** The filter panel's dates, which bound the CSV export. */
  startDate: string | null;
  endDate: string | null;
}

/** The daily values drawn, both axes, 60 a page, with a filter, a column chooser and a CSV export. */
export function TsCompareTable({ rows, errorText, startDate, endDate }: TsCompareTableProps) {
  return (
    <section className="portal-tool-panel" aria-label="Data">
      <ColumnTable<TableRow>
        label="Time series comparison data"
        columns={TABLE_COLUMNS}
        rows={rows}
        errorText={errorText}
        rowKey={(row) => row.key}
        pageSize={TABLE_PAGE_SIZE}
        pageSizes={TABLE_PAGE_SIZES}
        csvFileName={CSV_FILE_NAME}
        csvRows={(shown) => csvRows(shown, startDate, endDate)}
      />
    </section>
  );
}
