import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { ALERT_LONG_TEXT_MAX } from '@portal/contracts';
import { type FormEvent, useId, useState } from 'react';
import { COMMENT_REQUIRED, textTooLong } from './alerts.constants';

export interface AcknowledgeDialogProps {
  /** The alert, as its buttons name it. */
  label: string;
  /** Sends the comment; resolves when acknowledged. A rejection keeps the dialog open (the caller has told why). */
  onAcknowledge(comment: string): Promise<void>;
  onClose(): void;
}

/** Acknowledging a firing alert: a comment saying what is being done, then no repeats until the condition clears. */
export function AcknowledgeDialog({ label, onAcknowledge, onClose }: AcknowledgeDialogProps) {
  const id = useId();
  const [comment, setComment] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  // The server keeps the comment trimmed, up to its length.
  const problem = !comment.trim() ? COMMENT_REQUIRED : comment.trim().length > ALERT_LONG_TEXT_MAX ? textTooLong(ALERT_LONG_TEXT_MAX) : undefined;
  const error = submitted ? problem : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || busy) return;
    setBusy(true);
    try {
      await onAcknowledge(comment.trim());
    } catch {
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen title={`Acknowledge ${label}`} onClose={busy ? undefined : onClose} canOutsideClickClose={false}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p>No further messages are sent for this alert until its condition clears; then it fires again as usual.</p>
          <FormGroup
            label="Comment"
            labelFor={id}
            labelInfo="*"
            intent={error ? 'danger' : 'none'}
            helperText={error && <span id={`${id}-help`} className="portal-field-error">{error}</span>}
          >
            <TextArea
              id={id}
              fill
              autoFocus
              value={comment}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-help` : undefined}
              placeholder="What is being done about it"
              onChange={(e) => setComment(e.currentTarget.value)}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" disabled={busy} onClick={onClose} />
              <Button type="submit" intent="warning" text="Acknowledge" loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
