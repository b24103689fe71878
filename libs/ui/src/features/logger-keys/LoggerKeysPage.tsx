import { Button, Callout, Card, Dialog, DialogBody, DialogFooter, FormGroup, H1, H2, InputGroup } from '@blueprintjs/core';
import {
  useGetLoggerKeysLocationsQuery, useGetLoggerKeysQuery, usePostLoggerKeysMutation, usePostLoggerKeysRevokeByLoggerNdxMutation,
} from '@portal/api-client';
import type { CreatedLoggerKey, LoggerKeyRow, LookupOption } from '@portal/contracts';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { copyToClipboard } from '../../common/clipboard';
import { PRODUCT_NAME } from '../../common/constants';
import { errorMessage } from '../../common/error-message';
import { errorOccurredText } from '../../common/messages';
import { useToaster } from '../../common/toaster';
import { ChipPicker } from '../../components/chip-picker';
import { ColumnTable } from '../../components/ColumnTable';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { writeErrorMessage } from '../../components/editable-table.logic';
import { useToastedWrite } from '../../components/use-toasted-write';
import {
  COPY_KEY_TEXT, CREATE_KEY_TEXT, KEY_SHOWN_ONCE_TEXT, KEY_USAGE_TEXT, LOCATIONS_HINT, LOCATIONS_LABEL, LOGGER_KEYS_CSV_FILE,
  LOGGER_KEYS_PAGE_SIZE, LOGGER_KEYS_PAGE_SIZES, LOGGER_KEYS_TITLE, NAME_LABEL, NEW_KEY_TITLE, REVOKE_TEXT,
} from './logger-keys.constants';
import { LOGGER_KEY_COLUMNS, loggerNameError, serverFieldError } from './logger-keys.logic';
import './logger-keys.css';

/** How often an open screen looks for new last uses. */
const LAST_USE_REFRESH_MS = 60_000;

/**
 * Logger Keys: the data loggers that may send readings, with their locations, creation, last use and status; a
 * form to create one, whose key is shown once in a dialog (then only its fingerprint is kept); Revoke on each
 * active key.
 */
export default function LoggerKeysPage() {
  // Loggers use their keys on their own: the list is fetched afresh when the screen opens and looks again now and then.
  const table = useGetLoggerKeysQuery(undefined, { refetchOnMountOrArgChange: true, pollingInterval: LAST_USE_REFRESH_MS });
  const [revoke] = usePostLoggerKeysRevokeByLoggerNdxMutation();
  const write = useToastedWrite();
  const [formOpen, setFormOpen] = useState(false);
  const [created, setCreated] = useState<CreatedLoggerKey | null>(null);
  const [revoking, setRevoking] = useState<LoggerKeyRow | null>(null);
  const [revokeBusy, setRevokeBusy] = useState(false);

  const confirmRevoke = async () => {
    if (!revoking) return;
    setRevokeBusy(true);
    await write(() => revoke(revoking.logger_ndx).unwrap(), `The key of ${revoking.name} was revoked.`).catch(() => undefined);
    setRevokeBusy(false);
    setRevoking(null);
  };

  return (
    <>
      <title>{`${LOGGER_KEYS_TITLE} | ${PRODUCT_NAME}`}</title>
      <H1 className="portal-page-title">{LOGGER_KEYS_TITLE}</H1>
      <p className="portal-logger-keys-intro">
        A data logger sends its readings with a key of its own. Create a key for each logger, limited to the locations it
        measures, and revoke it when the logger is retired or its key may have leaked: its next batch is refused, its past
        readings stay.
      </p>
      <ColumnTable
        label={LOGGER_KEYS_TITLE}
        columns={LOGGER_KEY_COLUMNS}
        rows={table.data}
        errorText={table.error && !table.data ? errorOccurredText(errorMessage(table.error)) : null}
        rowKey={(row) => row.logger_ndx}
        pageSize={LOGGER_KEYS_PAGE_SIZE}
        pageSizes={LOGGER_KEYS_PAGE_SIZES}
        csvFileName={LOGGER_KEYS_CSV_FILE}
        tools={<Button icon="add" intent="primary" text={NEW_KEY_TITLE} onClick={() => setFormOpen(true)} />}
        actions={{
          header: 'Actions',
          render: (row) =>
            !row.revoked_at && (
              <Button variant="minimal" icon="disable" intent="danger" text="Revoke" aria-label={`Revoke the key of ${row.name}`} onClick={() => setRevoking(row)} />
            ),
        }}
      />
      {formOpen && (
        <NewKeyForm
          onCreated={(key) => {
            setFormOpen(false);
            setCreated(key);
          }}
          onCancel={() => setFormOpen(false)}
        />
      )}
      {created && <CreatedKeyDialog created={created} onClose={() => setCreated(null)} />}
      {revoking && (
        <ConfirmDeleteDialog
          label={revoking.name}
          question={`Revoke the key of “${revoking.name}”? The logger’s next batch will be refused; its past readings stay.`}
          confirmText={REVOKE_TEXT}
          icon="disable"
          busy={revokeBusy}
          onConfirm={confirmRevoke}
          onCancel={() => setRevoking(null)}
        />
      )}
    </>
  );
}

/** The new-key form beneath the table: a name and, optionally, the locations the logger may write. */
function NewKeyForm({ onCreated, onCancel }: { onCreated(key: CreatedLoggerKey): void; onCancel(): void }) {
  const locations = useGetLoggerKeysLocationsQuery();
  const [post] = usePostLoggerKeysMutation();
  const toaster = useToaster();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const nameId = useId();
  const options = useMemo(() => (locations.data ?? []).map((l: LookupOption) => ({ id: l.value, label: l.display })), [locations.data]);
  const nameError = (showErrors ? loggerNameError(name) : undefined) ?? serverFieldError(refusal, 'name');
  const locationsError = serverFieldError(refusal, 'allowed_location_ndx');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (loggerNameError(name) || saving) return;
    setSaving(true);
    setRefusal(null);
    try {
      onCreated(await post({ name, allowed_location_ndx: chosen }).unwrap());
    } catch (error) {
      setRefusal(error);
      toaster.show(writeErrorMessage(error), { intent: 'danger' });
      setSaving(false);
    }
  };

  return (
    <Card className="portal-logger-key-form" elevation={1}>
      <form onSubmit={submit} noValidate aria-label={NEW_KEY_TITLE}>
        <H2>{NEW_KEY_TITLE}</H2>
        <FormGroup label={NAME_LABEL} labelFor={nameId} labelInfo="(required)" intent={nameError ? 'danger' : 'none'}
          helperText={nameError && <span id={`${nameId}-error`} className="portal-field-error">{nameError}</span>}>
          <InputGroup
            id={nameId}
            value={name}
            maxLength={64}
            aria-required
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${nameId}-error` : undefined}
            onValueChange={(value) => {
              setName(value);
              setRefusal(null);
            }}
          />
        </FormGroup>
        <FormGroup label={LOCATIONS_LABEL} helperText={<>{locationsError && <span className="portal-field-error">{locationsError} </span>}{LOCATIONS_HINT}</>}
          intent={locationsError ? 'danger' : 'none'}>
          {locations.error ? (
            <Callout intent="danger">{errorOccurredText(errorMessage(locations.error))}</Callout>
          ) : (
            <ChipPicker label={LOCATIONS_LABEL} options={options} selected={chosen} onChange={setChosen} />
          )}
        </FormGroup>
        <div className="portal-logger-key-form-actions">
          <Button text="Cancel" disabled={saving} onClick={onCancel} />
          <Button type="submit" intent="primary" text={CREATE_KEY_TEXT} loading={saving} />
        </div>
      </form>
    </Card>
  );
}

/** The new key, this once: a read-only field to select, Copy Key, and why it will not be shown again. */
function CreatedKeyDialog({ created, onClose }: { created: CreatedLoggerKey; onClose(): void }) {
  const toaster = useToaster();
  const keyId = useId();
  return (
    <Dialog isOpen title={`Key of logger ${created.name}`} onClose={onClose} canOutsideClickClose={false} className="portal-logger-key-dialog">
      <DialogBody>
        <Callout intent="warning" icon="warning-sign">{KEY_SHOWN_ONCE_TEXT}</Callout>
        <FormGroup label="Key" labelFor={keyId} helperText={KEY_USAGE_TEXT} className="portal-logger-key-value">
          <InputGroup id={keyId} readOnly value={created.key} onFocus={(e) => e.currentTarget.select()} className="portal-logger-key-text" />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button icon="duplicate" text={COPY_KEY_TEXT} onClick={() => void copyToClipboard(created.key, toaster)} />
            <Button intent="primary" text="Done" onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}
