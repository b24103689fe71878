import type { TemperatureProfilePeriod, TemperatureProfileRow } from '@portal/contracts';
import { PagedTable, type PagedTableColumn } from '../../components/PagedTable';
import { formatReportDate } from './temperature-profiles.heat-map';
import type { ProfileStatistic } from './temperature-profiles.options';
import { DATA_TABLE_PAGE_SIZES } from '../../components/paging';

/** Page sizes of the table (10 rows first). */
const PAGE_SIZES = DATA_TABLE_PAGE_SIZES;
const HIGHLIGHT = 'portal-tp-highlight';

/** The value columns, by the statistic each shows; Min and Max exist for daily profiles only. */
const VALUE_COLUMNS: { statistic: ProfileStatistic; key: 'avg_value' | 'min_value' | 'max_value'; header: string }[] = [
  { statistic: 'mean', key: 'avg_value', header: 'Average' },
  { statistic: 'min', key: 'min_value', header: 'Min' },
  { statistic: 'max', key: 'max_value', header: 'Max' },
];

export function valueColumns(period: TemperatureProfilePeriod) {
  return period === 'hourly' ? VALUE_COLUMNS.slice(0, 1) : VALUE_COLUMNS;
}

const formatValue = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export interface TemperatureProfilesTableProps {
  /** undefined while loading or after a failure (errorText then says why). */
  rows: readonly TemperatureProfileRow[] | undefined;
  errorText: string | null;
  period: TemperatureProfilePeriod;
  statistic: ProfileStatistic;
}

/** Every row of the answer, the selected statistic's column highlighted. */
export function TemperatureProfilesTable({ rows, errorText, period, statistic }: TemperatureProfilesTableProps) {
  const values = valueColumns(period);
  const columns: PagedTableColumn[] = [
    { key: 'location', header: 'Location' },
    { key: 'date', header: 'Report Date' },
    { key: 'depth', header: 'Depth Ft' },
    ...values.map((v) => ({ key: v.key, header: v.header, className: v.statistic === statistic ? HIGHLIGHT : undefined })),
    { key: 'units', header: 'Units' },
  ];
  return (
    <PagedTable<TemperatureProfileRow>
      label="Temperature profile data"
      columns={columns}
      rows={rows}
      errorText={errorText}
      pageSize={10}
      pageSizes={PAGE_SIZES}
      rowKey={(row) => `${row.collect_timestamp}|${row.collect_depth}`}
      renderCells={(row) => (
        <>
          <td>{row.location_display_label}</td>
          <td>{formatReportDate(row.collect_timestamp, period)}</td>
          <td>{row.collect_depth}</td>
          {values.map((v) => (
            <td key={v.key} className={v.statistic === statistic ? HIGHLIGHT : undefined}>{formatValue(row[v.key])}</td>
          ))}
          <td>{row.unit_display_name}</td>
        </>
      )}
    />
  );
}
