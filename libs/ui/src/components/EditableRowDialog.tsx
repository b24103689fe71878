import { Button, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { type FormEvent, useId, useState } from 'react';
import {
  columnKind,
  type Draft,
  draftToInput,
  type EditableColumn,
  hasErrors,
  lookupChoices,
  validateDraft,
} from './editable-table.logic';

export interface EditableRowDialogProps<TInput> {
  /** The dialog's title: 'Add Contact', 'Edit Contact'. */
  title: string;
  columns: readonly EditableColumn<TInput>[];
  initialDraft: Draft;
  /** Sends the valid input; resolves when saved. A rejection keeps the dialog open (the caller tells why). */
  onSave(input: TInput): Promise<void>;
  onClose(): void;
}

/**
 * The add / edit form of the editable table: a labelled field per column, messages under invalid fields once
 * a field was left or Save was pressed, and no call to the server while anything is invalid.
 */
export function EditableRowDialog<TInput>({ title, columns, initialDraft, onSave, onClose }: EditableRowDialogProps<TInput>) {
  const [draft, setDraft] = useState(initialDraft);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = validateDraft(columns, draft);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors) || saving) return;
    setSaving(true);
    try {
      await onSave(draftToInput(columns, draft));
    } catch {
      setSaving(false);
    }
  };

  return (
    <Dialog isOpen title={title} onClose={saving ? undefined : onClose} canOutsideClickClose={false}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {columns.map((column, index) => (
            <Field
              key={column.field}
              autoFocus={index === 0}
              column={column as EditableColumn<unknown>}
              value={draft[column.field]}
              error={submitted || touched.has(column.field) ? errors[column.field] : undefined}
              onChange={(value) => setDraft((current) => ({ ...current, [column.field]: value }))}
              onBlur={() => setTouched((current) => new Set(current).add(column.field))}
            />
          ))}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" disabled={saving} onClick={onClose} />
              <Button type="submit" intent="primary" text="Save" loading={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

interface FieldProps {
  column: EditableColumn<unknown>;
  autoFocus: boolean;
  value: string | boolean | undefined;
  error: string | undefined;
  onChange(value: string | boolean): void;
  onBlur(): void;
}

function Field({ column, autoFocus, value, error, onChange, onBlur }: FieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const kind = columnKind(column);
  const text = typeof value === 'string' ? value : '';
  const intent = error ? 'danger' : 'none';
  const help = (error || column.hint) && (
    <span id={helpId}>
      {error && <span className="portal-field-error">{error}</span>}
      {error && column.hint && ' '}
      {column.hint}
    </span>
  );
  const common = {
    id,
    autoFocus,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-required': column.required || undefined,
    'aria-describedby': help ? helpId : undefined,
  };

  if (kind === 'boolean') {
    return (
      <FormGroup helperText={help}>
        <Checkbox {...common} label={column.label} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />
      </FormGroup>
    );
  }

  let control;
  if (kind === 'multiline') {
    control = <TextArea {...common} fill intent={intent} value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
  } else if (kind === 'lookup') {
    const choices = lookupChoices(column, text);
    control = (
      <HTMLSelect
        {...common}
        fill
        value={text}
        onChange={(e) => onChange(e.currentTarget.value)}
        options={[
          ...(text === '' ? [{ value: '', label: '' }] : []),
          ...choices.map((o) => ({ value: String(o.value), label: o.display })),
        ]}
      />
    );
  } else {
    control = (
      <InputGroup
        {...common}
        intent={intent}
        value={text}
        onValueChange={onChange}
        inputMode={kind === 'integer' ? 'numeric' : kind === 'number' ? 'decimal' : undefined}
        placeholder={kind === 'color' ? '#RRGGBB' : undefined}
        leftElement={kind === 'color' ? <ColorSwatch color={text} /> : undefined}
      />
    );
  }
  return (
    <FormGroup label={column.label} labelFor={id} intent={intent} helperText={help}>
      {control}
    </FormGroup>
  );
}

/** A small square of the colour, for a '#RRGGBB' value; decoration only, the hex text says the same. */
export function ColorSwatch({ color }: { color: string }) {
  return <span className="portal-color-swatch" aria-hidden style={{ background: color.trim() || 'transparent' }} />;
}
