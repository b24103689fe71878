import { FormGroup, Intent } from '@blueprintjs/core';
import { DATE_FORMATS, formatDateTime, fromDateTimeInput, toDateTimeInput } from '../../common/dates';

export interface DateTimeFieldProps {
  id: string;
  label: string;
  /** An API instant (Denver wall-clock time with its offset), or null when empty. */
  value: string | null;
  onChange(value: string | null): void;
  /** A validation message, shown under the field in red. */
  error?: string;
}

/**
 * A labelled date-and-time field in the district's time zone. The browser's datetime-local input picks the time;
 * under it the chosen instant reads 'MMM dd yyyy, hh:mm a', the portal's date-time format, whatever the browser's
 * locale shows in the input.
 */
export function DateTimeField({ id, label, value, onChange, error }: DateTimeFieldProps) {
  const shown = formatDateTime(value);
  return (
    <FormGroup label={label} labelFor={id} intent={error ? Intent.DANGER : Intent.NONE} helperText={error ?? (shown || DATE_FORMATS.dateTime)}>
      <input
        id={id}
        className={`bp6-input${error ? ' bp6-intent-danger' : ''}`}
        type="datetime-local"
        value={toDateTimeInput(value)}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(fromDateTimeInput(event.currentTarget.value))}
      />
    </FormGroup>
  );
}
