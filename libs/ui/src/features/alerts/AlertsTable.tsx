import { Button, Switch, Tag, type Intent } from '@blueprintjs/core';
import type { AlertRequestRow, AlertState } from '@portal/contracts';
import { useState } from 'react';
import { ColumnTable, type ColumnTableColumn } from '../../components/ColumnTable';
import {
  ALERTS_CSV_FILE, ALERTS_MANAGEMENT_TITLE, ALERTS_PAGE_SIZE, ALERTS_PAGE_SIZES,
} from './alerts.constants';
import { ALERT_COLUMNS, alertStateText, withStale } from './alerts-table.logic';

const STATE_INTENT: Record<AlertState, Intent> = {
  normal: 'success',
  firing: 'danger',
  quiet: 'warning',
  acknowledged: 'primary',
  disabled: 'none',
};

export interface AlertsTableProps {
  rows: readonly AlertRequestRow[] | undefined;
  errorText: string | null;
  /** The alert being edited in the form, marked in the table. */
  editingNdx: number | undefined;
  onAdd(): void;
  onEdit(row: AlertRequestRow): void;
  onToggleEnabled(row: AlertRequestRow, enabled: boolean): void;
  onAcknowledge(row: AlertRequestRow): void;
  onHistory(row: AlertRequestRow): void;
  onDelete(row: AlertRequestRow): void;
}

/** A firing alert, sending or waiting out its reset hours before it repeats, can be acknowledged. */
const isAcknowledgeable = (row: AlertRequestRow) => row.state === 'firing' || row.state === 'quiet';

/** How a row is named in its buttons: 'Stagecoach Reservoir Outlet, Water temperature (alert 3)'. */
export const alertLabel = (row: AlertRequestRow) => `${row.location}, ${row.parameter} (alert ${row.alert_request_ndx})`;

/**
 * The alerts: the stale-alert toggle (stale alerts hidden at first) and Add Alert before the shared table's filter,
 * column chooser and CSV export; the Enabled switches save at once.
 */
export function AlertsTable(props: AlertsTableProps) {
  const { rows, errorText } = props;
  const [showStale, setShowStale] = useState(false);
  const columns: ColumnTableColumn<AlertRequestRow>[] = ALERT_COLUMNS.map((column) => {
    if (column.key === 'enabled') return { ...column, render: (row) => <EnabledSwitch row={row} onToggle={props.onToggleEnabled} /> };
    if (column.key === 'state') return { ...column, render: (row) => <StateTag row={row} /> };
    if (column.key === 'notes') return { ...column, className: 'portal-multiline' };
    return column;
  });

  return (
    <ColumnTable
      label={ALERTS_MANAGEMENT_TITLE}
      columns={columns}
      rows={rows && withStale(rows, showStale)}
      errorText={errorText}
      rowKey={(row) => row.alert_request_ndx}
      pageSize={ALERTS_PAGE_SIZE}
      pageSizes={ALERTS_PAGE_SIZES}
      csvFileName={ALERTS_CSV_FILE}
      tools={
        <>
          <Button icon="add" intent="primary" text="Add Alert" onClick={props.onAdd} />
          <Switch role="switch" label="Show stale alerts" checked={showStale} onChange={(e) => setShowStale(e.currentTarget.checked)} />
        </>
      }
      actions={{ header: 'Actions', render: (row) => <AlertActions row={row} {...props} /> }}
    />
  );
}

function AlertActions({ row, editingNdx, onEdit, onAcknowledge, onHistory, onDelete }: { row: AlertRequestRow } & AlertsTableProps) {
  return (
    <>
      <Button
        variant="minimal"
        icon="edit"
        title="Edit"
        aria-label={`Edit ${alertLabel(row)}`}
        active={editingNdx === row.alert_request_ndx}
        onClick={() => onEdit(row)}
      />
      {isAcknowledgeable(row) && (
        <Button
          variant="minimal"
          icon="confirm"
          intent="warning"
          title="Acknowledge"
          aria-label={`Acknowledge ${alertLabel(row)}`}
          onClick={() => onAcknowledge(row)}
        />
      )}
      <Button variant="minimal" icon="history" title="Delivery History" aria-label={`Delivery history of ${alertLabel(row)}`} onClick={() => onHistory(row)} />
      <Button variant="minimal" icon="trash" intent="danger" title="Delete" aria-label={`Delete ${alertLabel(row)}`} onClick={() => onDelete(row)} />
    </>
  );
}

function EnabledSwitch({ row, onToggle }: { row: AlertRequestRow; onToggle: AlertsTableProps['onToggleEnabled'] }) {
  return (
    <Switch
      role="switch"
      className="portal-alerts-enabled"
      checked={row.enabled}
      aria-label={`Enabled: ${alertLabel(row)}`}
      innerLabel="No"
      innerLabelChecked="Yes"
      onChange={(e) => onToggle(row, e.currentTarget.checked)}
    />
  );
}

function StateTag({ row }: { row: AlertRequestRow }) {
  return (
    <Tag minimal intent={STATE_INTENT[row.state]} title={row.acknowledge_comment ?? undefined}>
      {alertStateText(row)}
    </Tag>
  );
}
