import { Callout, Dialog, DialogBody, H1 } from '@blueprintjs/core';
import {
  useDeleteAlertsManagementTableByAlertRequestNdxMutation, useGetAlertDeliveriesQuery, useGetAlertsManagementTableQuery, useGetListAlertLocationsQuery,
  useGetListAlertSendToOptionsQuery, useGetListAlertTypesQuery, usePatchAlertsManagementTableByAlertRequestNdxMutation,
  usePostAlertsManagementTableAcknowledgeByAlertRequestNdxMutation, usePostAlertsManagementTableMutation, usePutAlertsManagementTableByAlertRequestNdxMutation,
} from '@portal/api-client';
import type { AlertRequestInput, AlertRequestRow } from '@portal/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../common/constants';
import { errorMessage } from '../../common/error-message';
import { errorOccurredText } from '../../common/messages';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { ADDED_MESSAGE, DELETED_MESSAGE, UPDATED_MESSAGE } from '../../components/editable-table.logic';
import { useToastedWrite } from '../../components/use-toasted-write';
import { ALERT_DELIVERIES_PATH } from '../../paths';
import { AcknowledgeDialog } from './AcknowledgeDialog';
import { AlertForm } from './AlertForm';
import { ACKNOWLEDGED_MESSAGE, ALERTS_MANAGEMENT_TITLE } from './alerts.constants';
import { alertLabel, AlertsTable } from './AlertsTable';
import { DeliveriesTable } from './DeliveriesTable';
import './alerts.css';

/** The engine changes states and sends on its own: the table looks again this often while it is open. */
const TABLE_REFRESH_MS = 30_000;

/** The form: closed, open as a new alert, or open on an existing one. */
type FormState = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; ndx: number };

/**
 * Alerts Management: the alert requests with their state, latest value and last send, the form beneath to add
 * or edit one, and per alert its delivery history and, while it fires, Acknowledge. Cancel, a successful save or
 * deleting the edited alert closes the form.
 */
export default function AlertsManagementPage() {
  const table = useGetAlertsManagementTableQuery(undefined, { pollingInterval: TABLE_REFRESH_MS });
  const types = useGetListAlertTypesQuery();
  const locations = useGetListAlertLocationsQuery();
  const sendTo = useGetListAlertSendToOptionsQuery();
  const [post] = usePostAlertsManagementTableMutation();
  const [put] = usePutAlertsManagementTableByAlertRequestNdxMutation();
  const [patch] = usePatchAlertsManagementTableByAlertRequestNdxMutation();
  const [remove] = useDeleteAlertsManagementTableByAlertRequestNdxMutation();
  const [acknowledge] = usePostAlertsManagementTableAcknowledgeByAlertRequestNdxMutation();
  const write = useToastedWrite();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<AlertRequestRow | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [acknowledging, setAcknowledging] = useState<AlertRequestRow | null>(null);
  const [history, setHistory] = useState<AlertRequestRow | null>(null);

  const editing = form.mode === 'edit' ? table.data?.find((r) => r.alert_request_ndx === form.ndx) : undefined;
  const choicesError = types.error ?? locations.error ?? sendTo.error;

  const save = async (input: AlertRequestInput) => {
    if (form.mode === 'edit') await write(() => put({ alert_request_ndx: form.ndx, input }).unwrap(), UPDATED_MESSAGE);
    else await write(() => post(input).unwrap(), ADDED_MESSAGE);
    setForm({ mode: 'closed' });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    const ndx = deleting.alert_request_ndx;
    await write(() => remove(ndx).unwrap(), DELETED_MESSAGE).then(
      () => setForm((current) => (current.mode === 'edit' && current.ndx === ndx ? { mode: 'closed' } : current)),
      () => undefined,
    );
    setDeleteBusy(false);
    setDeleting(null);
  };

  return (
    <>
      <title>{`${ALERTS_MANAGEMENT_TITLE} | ${PRODUCT_NAME}`}</title>
      <H1 className="portal-page-title">{ALERTS_MANAGEMENT_TITLE}</H1>
      <p className="portal-alerts-intro">
        Each alert watches one location’s parameter and sends to its contacts and groups when the latest value is above
        or below its trigger, or when no value has come for the trigger’s hours. Every message sent is in{' '}
        <Link to={ALERT_DELIVERIES_PATH}>Alert Deliveries</Link>.
      </p>
      <AlertsTable
        rows={table.data}
        errorText={table.error && !table.data ? errorOccurredText(errorMessage(table.error)) : null}
        editingNdx={form.mode === 'edit' ? form.ndx : undefined}
        onAdd={() => setForm({ mode: 'new' })}
        onEdit={(row) => setForm({ mode: 'edit', ndx: row.alert_request_ndx })}
        onToggleEnabled={(row, enabled) =>
          void write(() => patch({ alert_request_ndx: row.alert_request_ndx, enabled }).unwrap(), UPDATED_MESSAGE).catch(() => undefined)
        }
        onAcknowledge={setAcknowledging}
        onHistory={setHistory}
        onDelete={setDeleting}
      />

      {form.mode !== 'closed' &&
        (choicesError ? (
          <Callout intent="danger" className="portal-alert-form">{errorOccurredText(errorMessage(choicesError))}</Callout>
        ) : (
          types.data && locations.data && sendTo.data && (form.mode === 'new' || editing) && (
            <AlertForm
              // A new alert or another row starts the form afresh.
              key={form.mode === 'edit' ? form.ndx : 'new'}
              row={editing}
              types={types.data}
              locations={locations.data}
              sendToOptions={sendTo.data}
              onSave={save}
              onCancel={() => setForm({ mode: 'closed' })}
            />
          )
        ))}

      {deleting && (
        <ConfirmDeleteDialog label={alertLabel(deleting)} busy={deleteBusy} onConfirm={confirmDelete} onCancel={() => setDeleting(null)} />
      )}
      {acknowledging && (
        <AcknowledgeDialog
          label={alertLabel(acknowledging)}
          onAcknowledge={async (comment) => {
            await write(() => acknowledge({ alert_request_ndx: acknowledging.alert_request_ndx, comment }).unwrap(), ACKNOWLEDGED_MESSAGE);
            setAcknowledging(null);
          }}
          onClose={() => setAcknowledging(null)}
        />
      )}
      {history && <HistoryDialog row={history} onClose={() => setHistory(null)} />}
    </>
  );
}

/** One alert's deliveries, in a dialog over the table. */
function HistoryDialog({ row, onClose }: { row: AlertRequestRow; onClose(): void }) {
  const deliveries = useGetAlertDeliveriesQuery(row.alert_request_ndx);
  const label = `Delivery history of ${alertLabel(row)}`;
  return (
    <Dialog isOpen title={label} onClose={onClose} className="portal-alert-history-dialog">
      <DialogBody>
        <DeliveriesTable
          label={label}
          oneAlert
          rows={deliveries.data}
          errorText={deliveries.error && !deliveries.data ? errorOccurredText(errorMessage(deliveries.error)) : null}
        />
      </DialogBody>
    </Dialog>
  );
}
