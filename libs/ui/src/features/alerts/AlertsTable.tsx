import { Button, Checkbox, InputGroup, PopoverNext, Switch, Tag, type Intent } from '@blueprintjs/core';
import type { AlertRequestRow, AlertState } from '@portal/contracts';
import { useState } from 'react';
import { useCsvExport } from '../../common/use-csv-export';
import { PagedTable } from '../../components/PagedTable';
import {
  ALERTS_CSV_FILE, ALERTS_MANAGEMENT_TITLE, ALERTS_PAGE_SIZE, ALERTS_PAGE_SIZES,
} from './alerts.constants';
import { ALERT_COLUMNS, alertStateText, DEFAULT_ALERT_COLUMN_KEYS, shownAlertRows, visibleColumns } from './alerts-table.logic';

const STATE_INTENT: Record<AlertState, Intent> = {
  normal: 'success',
  firing: 'danger',
  quiet: 'warning',
  acknowledged: 'primary',
  disabled: 'none',
};

const ACTIONS_KEY = '__actions';

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
 * The alerts: a filter over every column, the stale-alert toggle (stale alerts hidden at first), a column
 * chooser, a CSV export of what is shown, and a paged table whose Enabled switches save at once.
 */
export function AlertsTable(props: AlertsTableProps) {
  const { rows, errorText } = props;
  const saveCsvFile = useCsvExport();
  const [filter, setFilter] = useState('');
  const [showStale, setShowStale] = useState(false);
  const [columnKeys, setColumnKeys] = useState<readonly string[]>(DEFAULT_ALERT_COLUMN_KEYS);
  const shown = rows && shownAlertRows(rows, filter, showStale);
  const columns = visibleColumns(columnKeys);

  const exportCsv = () => saveCsvFile(ALERTS_CSV_FILE, shown ?? [], columns);

  const toggleColumn = (key: string, on: boolean) =>
    setColumnKeys((keys) => (on ? [...keys, key] : keys.filter((k) => k !== key)));

  return (
    <section className="portal-alerts-table">
      <div className="portal-alerts-toolbar" role="toolbar" aria-label={`${ALERTS_MANAGEMENT_TITLE} tools`}>
        <Button icon="add" intent="primary" text="Add Alert" onClick={props.onAdd} />
        <InputGroup
          type="search"
          leftIcon="filter"
          placeholder="Filter alerts"
          aria-label="Filter alerts"
          value={filter}
          onValueChange={setFilter}
        />
        <Switch role="switch" label="Show stale alerts" checked={showStale} onChange={(e) => setShowStale(e.currentTarget.checked)} />
        <PopoverNext
          placement="bottom-end"
          content={
            <fieldset className="portal-alerts-columns">
              <legend>Columns</legend>
              {ALERT_COLUMNS.map((column) => (
                <Checkbox
                  key={column.key}
                  label={column.header}
                  checked={columnKeys.includes(column.key)}
                  onChange={(e) => toggleColumn(column.key, e.currentTarget.checked)}
                />
              ))}
            </fieldset>
          }
        >
          <Button icon="th-list" text="Columns" endIcon="caret-down" />
        </PopoverNext>
        <Button icon="export" text="Export CSV" disabled={!shown} onClick={() => void exportCsv()} />
      </div>

      <PagedTable
        // A new filter or toggle starts again at the first page.
        key={`${filter}|${showStale}`}
        label={ALERTS_MANAGEMENT_TITLE}
        columns={[
          ...columns.map((c) => ({ key: c.key, header: c.header })),
          { key: ACTIONS_KEY, header: 'Actions', className: 'portal-editable-table-actions' },
        ]}
        rows={shown}
        errorText={errorText}
        pageSize={ALERTS_PAGE_SIZE}
        pageSizes={ALERTS_PAGE_SIZES}
        rowKey={(row) => row.alert_request_ndx}
        renderCells={(row) => (
          <>
            {columns.map((column) => (
              <AlertCell key={column.key} columnKey={column.key} text={String(column.value(row) ?? '')} row={row} {...props} />
            ))}
            <td className="portal-editable-table-actions">
              <Button
                variant="minimal"
                icon="edit"
                title="Edit"
                aria-label={`Edit ${alertLabel(row)}`}
                active={props.editingNdx === row.alert_request_ndx}
                onClick={() => props.onEdit(row)}
              />
              {isAcknowledgeable(row) && (
                <Button
                  variant="minimal"
                  icon="confirm"
                  intent="warning"
                  title="Acknowledge"
                  aria-label={`Acknowledge ${alertLabel(row)}`}
                  onClick={() => props.onAcknowledge(row)}
                />
              )}
              <Button
                variant="minimal"
                icon="history"
                title="Delivery History"
                aria-label={`Delivery history of ${alertLabel(row)}`}
                onClick={() => props.onHistory(row)}
              />
              <Button
                variant="minimal"
                icon="trash"
                intent="danger"
                title="Delete"
                aria-label={`Delete ${alertLabel(row)}`}
                onClick={() => props.onDelete(row)}
              />
            </td>
          </>
        )}
      />
    </section>
  );
}

function AlertCell({ columnKey, text, row, onToggleEnabled }: { columnKey: string; text: string; row: AlertRequestRow } & AlertsTableProps) {
  if (columnKey === 'enabled') {
    return (
      <td>
        <Switch
          role="switch"
          className="portal-alerts-enabled"
          checked={row.enabled}
          aria-label={`Enabled: ${alertLabel(row)}`}
          innerLabel="No"
          innerLabelChecked="Yes"
          onChange={(e) => onToggleEnabled(row, e.currentTarget.checked)}
        />
      </td>
    );
  }
  if (columnKey === 'state') {
    return (
      <td>
        <Tag minimal intent={STATE_INTENT[row.state]} title={row.acknowledge_comment ?? undefined}>
          {alertStateText(row)}
        </Tag>
      </td>
    );
  }
  return <td className={columnKey === 'notes' ? 'portal-multiline' : undefined}>{text}</td>;
}
