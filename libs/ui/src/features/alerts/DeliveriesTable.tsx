import { Button, Collapse, type Intent, Tag } from '@blueprintjs/core';
import type { AlertDelivery } from '@portal/contracts';
import { useState } from 'react';
import { useCsvExport } from '../../common/use-csv-export';
import { formatDateTime } from '../../common/dates';
import { PagedTable } from '../../components/PagedTable';
import '../../components/column-table.css';
import { DELIVERIES_CSV_FILE, DELIVERIES_PAGE_SIZE, DELIVERIES_PAGE_SIZES } from './alerts.constants';
import { DELIVERY_COLUMNS, DELIVERY_CSV_COLUMNS, deliveryStatusText } from './deliveries.logic';

const STATUS_INTENT: Record<AlertDelivery['status'], Intent> = { pending: 'warning', sent: 'success', failed: 'danger' };

export interface DeliveriesTableProps {
  label: string;
  rows: readonly AlertDelivery[] | undefined;
  errorText: string | null;
  /** Leaves out the Alert column (a single alert's history). */
  oneAlert?: boolean;
}

/**
 * Deliveries, newest first: one row per message to one recipient, with its result; Details opens the message
 * and every try with its outcome. Exports what it lists as CSV.
 */
export function DeliveriesTable({ label, rows, errorText, oneAlert }: DeliveriesTableProps) {
  const saveCsvFile = useCsvExport();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const columns = DELIVERY_COLUMNS.filter((c) => !(oneAlert && c.key === 'alert_request_ndx'));
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const exportCsv = () => saveCsvFile(DELIVERIES_CSV_FILE, rows ?? [], DELIVERY_CSV_COLUMNS);

  return (
    <div className="portal-alert-deliveries">
      <div className="portal-column-table-toolbar">
        <Button icon="export" text="Export CSV" disabled={!rows} onClick={() => void exportCsv()} />
      </div>
      <PagedTable
        label={label}
        columns={[...columns.map((c) => ({ key: c.key, header: c.header })), { key: 'details', header: 'Details' }]}
        rows={rows}
        errorText={errorText}
        emptyText="No deliveries yet"
        pageSize={DELIVERIES_PAGE_SIZE}
        pageSizes={DELIVERIES_PAGE_SIZES}
        rowKey={(d) => d.delivery_id}
        renderCells={(d) => (
          <>
            {columns.map((c) => (
              <td key={c.key}>
                {c.key === 'status' ? <Tag minimal intent={STATUS_INTENT[d.status]}>{deliveryStatusText(d)}</Tag> : String(c.value(d) ?? '')}
              </td>
            ))}
            <td>
              <Button
                variant="minimal"
                size="small"
                icon={open.has(d.delivery_id) ? 'chevron-up' : 'chevron-down'}
                text="Details"
                aria-expanded={open.has(d.delivery_id)}
                aria-label={`Details of the delivery to ${d.recipient} at ${formatDateTime(d.fired_at)}`}
                onClick={() => toggle(d.delivery_id)}
              />
              <Collapse isOpen={open.has(d.delivery_id)}>
                <DeliveryDetails delivery={d} />
              </Collapse>
            </td>
          </>
        )}
      />
    </div>
  );
}

function DeliveryDetails({ delivery }: { delivery: AlertDelivery }) {
  return (
    <div className="portal-alert-delivery-details">
      <pre className="portal-alert-message">{delivery.message}</pre>
      <ol className="portal-alert-attempts" aria-label="Attempts">
        {delivery.attempts.length === 0 && <li>Not tried yet</li>}
        {delivery.attempts.map((a, i) => (
          <li key={`${a.attempted_at}-${i}`}>
            {formatDateTime(a.attempted_at)}: <strong>{a.outcome}</strong>
            {a.detail ? ` (${a.detail})` : ''}
          </li>
        ))}
      </ol>
    </div>
  );
}
