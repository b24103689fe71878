import { Button, Card, Checkbox, FormGroup, H2, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import type { AlertLocationOption, AlertRequestInput, AlertRequestRow, AlertSendToOption, AlertType } from '@portal/contracts';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import {
  type AlertDraft, alertDraftToInput, alertRowDraft, isStale, newAlertDraft, parametersOf, sendToDetails, validateAlertDraft, withLocation,
} from './alert-form.logic';

export interface AlertFormProps {
  /** The alert being edited; none for a new one. */
  row?: AlertRequestRow;
  types: readonly AlertType[];
  locations: readonly AlertLocationOption[];
  sendToOptions: readonly AlertSendToOption[];
  /** Saves the valid input; resolves when saved. A rejection keeps the form open (the caller has told why). */
  onSave(input: AlertRequestInput): Promise<void>;
  onCancel(): void;
}

/**
 * The alert form beneath the table, open as a new alert or as the alert being edited. Location comes before
 * Parameter, which offers only the location's parameters; a number field keeps exactly what was typed (a number
 * or a message, never another number); Send To needs a group or contact. Messages show once a field was left or
 * Save was pressed, and nothing is sent while anything is invalid. Send To Details (the
 * addresses the chosen contacts and groups stand for now) and Last Alert Sent To Details are read-only.
 */
export function AlertForm({ row, types, locations, sendToOptions, onSave, onCancel }: AlertFormProps) {
  const [draft, setDraft] = useState<AlertDraft>(() => (row ? alertRowDraft(row) : newAlertDraft()));
  const [touched, setTouched] = useState<ReadonlySet<keyof AlertDraft>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = validateAlertDraft(draft);
  const shownError = (field: keyof AlertDraft) => (submitted || touched.has(field) ? errors[field] : undefined);
  const set = (patch: Partial<AlertDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const leave = (field: keyof AlertDraft) => () => setTouched((current) => new Set(current).add(field));
  const parameters = parametersOf(locations, draft.location_ndx);
  const units = parameters.find((p) => String(p.parameter_ndx) === draft.parameter_ndx)?.units;
  const title = row ? `Edit Alert ${row.alert_request_ndx}` : 'New Alert';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length || saving) return;
    setSaving(true);
    try {
      await onSave(alertDraftToInput(draft));
    } catch {
      setSaving(false);
    }
  };

  return (
    <Card className="portal-alert-form" elevation={1}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <H2>{title}</H2>
        <div className="portal-alert-form-grid">
          <Checkbox label="Enabled" checked={draft.enabled} onChange={(e) => set({ enabled: e.currentTarget.checked })} />
          <Field label="Alert Type" required error={shownError('alert_type_ndx')}>
            {(common) => (
              <ChoiceSelect
                {...common}
                value={draft.alert_type_ndx}
                onBlur={leave('alert_type_ndx')}
                onChange={(alert_type_ndx) => set({ alert_type_ndx })}
                choices={types.map((t) => [t.alert_type_ndx, t.alert_type])}
              />
            )}
          </Field>
          <Field label="Location" required error={shownError('location_ndx')}>
            {(common) => (
              <ChoiceSelect
                {...common}
                value={draft.location_ndx}
                onBlur={leave('location_ndx')}
                onChange={(locationNdx) => setDraft((current) => withLocation(current, locationNdx, locations))}
                choices={locations.map((l) => [l.location_ndx, l.location])}
              />
            )}
          </Field>
          <Field label="Parameter" required error={shownError('parameter_ndx')}>
            {(common) => (
              <ChoiceSelect
                {...common}
                value={draft.parameter_ndx}
                onBlur={leave('parameter_ndx')}
                onChange={(parameter_ndx) => set({ parameter_ndx })}
                choices={parameters.map((p) => [p.parameter_ndx, p.parameter])}
              />
            )}
          </Field>
          <Field
            label="Trigger Value"
            required
            error={shownError('trigger_value')}
            hint={isStale(draft.alert_type_ndx) ? 'Hours without a new value.' : units ? `In ${units}.` : undefined}
          >
            {(common) => (
              <NumberInput {...common} value={draft.trigger_value} onBlur={leave('trigger_value')} onChange={(trigger_value) => set({ trigger_value })} />
            )}
          </Field>
          <Field label="Reset Hours" required error={shownError('reset_hours')} hint="No repeat for this many hours after a send; 0: only when the condition clears and returns.">
            {(common) => (
              <NumberInput {...common} value={draft.reset_hours} onBlur={leave('reset_hours')} onChange={(reset_hours) => set({ reset_hours })} />
            )}
          </Field>
          <SendToChooser
            options={sendToOptions}
            chosen={draft.merged_address_ndx}
            error={shownError('merged_address_ndx')}
            onChange={(merged_address_ndx) => {
              set({ merged_address_ndx });
              leave('merged_address_ndx')();
            }}
          />
          <Field label="Send To Details">
            {(common) => <TextArea {...common} fill readOnly value={sendToDetails(draft.merged_address_ndx, sendToOptions)} />}
          </Field>
          <Field label="Custom Subject" error={shownError('custom_subject')}>
            {(common) => (
              <InputGroup {...common} value={draft.custom_subject} onBlur={leave('custom_subject')} onValueChange={(custom_subject) => set({ custom_subject })} />
            )}
          </Field>
          <Field label="Custom Location Name" error={shownError('custom_loc_name')}>
            {(common) => (
              <InputGroup {...common} value={draft.custom_loc_name} onBlur={leave('custom_loc_name')} onValueChange={(custom_loc_name) => set({ custom_loc_name })} />
            )}
          </Field>
          <Field label="Notes" error={shownError('notes')}>
            {(common) => <TextArea {...common} fill value={draft.notes} onBlur={leave('notes')} onChange={(e) => set({ notes: e.currentTarget.value })} />}
          </Field>
          {row && (
            <Field label="Last Alert Sent To Details">
              {(common) => <TextArea {...common} fill readOnly value={row.last_alert_sent_to_details ?? ''} />}
            </Field>
          )}
        </div>
        <div className="portal-alert-form-actions">
          <Button text="Cancel" disabled={saving} onClick={onCancel} />
          <Button type="submit" intent="primary" text="Save" loading={saving} />
        </div>
      </form>
    </Card>
  );
}

interface FieldControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  'aria-describedby'?: string;
}

/** A labelled form field with its message (once shown) and hint, wired to the control for screen readers. */
function Field({ label, required, error, hint, children }: {
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children(common: FieldControlProps): ReactNode;
}) {
  const id = useId();
  const helpId = `${id}-help`;
  const help = (error || hint) && (
    <span id={helpId}>
      {error && <span className="portal-field-error">{error}</span>}
      {error && hint && ' '}
      {hint}
    </span>
  );
  return (
    <FormGroup label={label} labelFor={id} intent={error ? 'danger' : 'none'} helperText={help}>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-required': required || undefined, 'aria-describedby': help ? helpId : undefined })}
    </FormGroup>
  );
}

/** A select of indexed choices; until one is chosen it shows an empty choice first. */
function ChoiceSelect({ value, choices, onChange, onBlur, ...common }: FieldControlProps & {
  value: string;
  choices: [number, string][];
  onChange(value: string): void;
  onBlur(): void;
}) {
  return (
    <HTMLSelect
      {...common}
      fill
      value={value}
      onBlur={onBlur}
      onChange={(e) => onChange(e.currentTarget.value)}
      options={[...(value === '' ? [{ value: '', label: '' }] : []), ...choices.map(([ndx, label]) => ({ value: String(ndx), label }))]}
    />
  );
}

/**
 * A number field that holds the text as typed, with a numeric keyboard on touch screens. Not the browser's
 * type="number": it hides text it cannot read (its value is then empty) and blocking keys in it turned '1e5' into
 * '15', so the form could validate, or save, a number other than the one on screen.
 */
function NumberInput({ value, onChange, onBlur, ...common }: FieldControlProps & {
  value: string;
  onChange(value: string): void;
  onBlur(): void;
}) {
  return <InputGroup {...common} type="text" inputMode="decimal" autoComplete="off" value={value} onBlur={onBlur} onValueChange={onChange} />;
}

/** Send To: the groups, then the contacts, each a checkbox; a filter narrows a long list; its message below. */
function SendToChooser({ options, chosen, error, onChange }: {
  options: readonly AlertSendToOption[];
  chosen: readonly number[];
  error?: string;
  onChange(chosen: number[]): void;
}) {
  const errorId = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const matching = options.filter((o) => !needle || o.send_to.toLowerCase().includes(needle) || o.send_to_details.toLowerCase().includes(needle));
  const toggle = (ndx: number, on: boolean) => onChange(on ? [...chosen, ndx] : chosen.filter((n) => n !== ndx));
  const section = (kind: AlertSendToOption['kind'], heading: string) => {
    const items = matching.filter((o) => o.kind === kind);
    return (
      items.length > 0 && (
        <div role="group" aria-label={heading}>
          <div className="portal-alert-send-to-heading">{heading}</div>
          {items.map((o) => (
            <Checkbox
              key={o.merged_address_ndx}
              label={o.send_to}
              title={o.send_to_details}
              checked={chosen.includes(o.merged_address_ndx)}
              onChange={(e) => toggle(o.merged_address_ndx, e.currentTarget.checked)}
            />
          ))}
        </div>
      )
    );
  };
  return (
    <fieldset className="portal-alert-send-to" aria-describedby={error ? errorId : undefined}>
      <legend>Send To</legend>
      <InputGroup type="search" leftIcon="search" placeholder="Find a contact or group" aria-label="Find a contact or group" value={filter} onValueChange={setFilter} />
      <div className="portal-alert-send-to-list">
        {section('group', 'Groups')}
        {section('contact', 'Contacts')}
        {matching.length === 0 && <p className="portal-alert-send-to-empty">No contacts or groups match.</p>}
      </div>
      {error && (
        <span id={errorId} className="portal-field-error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
