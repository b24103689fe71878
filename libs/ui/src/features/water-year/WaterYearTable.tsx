import { PagedTable } from '../../components/PagedTable';
import { TABLE_COLUMNS, TABLE_PAGE_SIZE, TABLE_PAGE_SIZES, type TableRow } from './water-year.logic';

export interface WaterYearTableProps {
  /** undefined while loading or after a failure (errorText then says why). */
  rows: readonly TableRow[] | undefined;
  errorText: string | null;
}

/** Every value of the comparison: Parameter, Location, Series, Date, Day, Result, Units. */
export function WaterYearTable({ rows, errorText }: WaterYearTableProps) {
  return (
    <section className="portal-tool-panel" aria-label="Data">
      <PagedTable<TableRow>
        label="Water year comparison data"
        columns={TABLE_COLUMNS}
        rows={rows}
        errorText={errorText}
        pageSize={TABLE_PAGE_SIZE}
        pageSizes={TABLE_PAGE_SIZES}
        rowKey={(row) => row.key}
        renderCells={(row) => (
          <>
            <td>{row.parameter}</td>
            <td>{row.location}</td>
            <td>{row.series}</td>
            <td>{row.date}</td>
            <td>{row.day}</td>
            <td className="portal-wy-value">{row.result}</td>
            <td>{row.units}</td>
          </>
        )}
      />
    </section>
  );
}
