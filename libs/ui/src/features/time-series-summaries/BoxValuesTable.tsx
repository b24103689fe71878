import type { TssumBox, TssumGroupType } from '@portal/contracts';
import { useMemo } from 'react';
import { PagedTable } from '../../components/PagedTable';
import { BOX_VALUE_HEADERS, boxValueRows } from './time-series-summaries.logic';

export interface BoxValuesTableProps {
  /** The graph's title, which names the table. */
  title: string;
  boxes: readonly TssumBox[];
  groupType: TssumGroupType;
}

const COLUMNS = [
  { key: 'period', header: 'Period' },
  { key: 'location', header: 'Location' },
  { key: 'n', header: 'n' },
  ...BOX_VALUE_HEADERS.map((header) => ({ key: header, header })),
];

/**
 * Under a summaries chart, folded until opened: each box's period, location, count of daily values and statistics,
 * a page of twelve at a time.
 */
export function BoxValuesTable({ title, boxes, groupType }: BoxValuesTableProps) {
  const rows = useMemo(() => boxValueRows(boxes, groupType), [boxes, groupType]);
  return (
    <details className="portal-tssum-values">
      <summary>Box values ({rows.length})</summary>
      <PagedTable
        label={`${title} box values`}
        columns={COLUMNS}
        rows={rows}
        pageSize={12}
        rowKey={(row) => row.key}
        renderCells={(row) => (
          <>
            <td>{row.period}</td>
            <td>{row.location}</td>
            <td>{row.n}</td>
            {row.values.map((value, index) => <td key={BOX_VALUE_HEADERS[index]}>{value}</td>)}
          </>
        )}
      />
    </details>
  );
}
