import { Button, Classes, Dialog, Icon, type IconName } from '@blueprintjs/core';
import { useId } from 'react';

export interface ConfirmDeleteDialogProps {
  /** What is deleted, as the question names it. */
  label: string;
  /** While the delete runs: the buttons wait and the dialog cannot be closed. */
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** Another irreversible action than a delete (a revoke): its question, button and icon. */
  question?: string;
  confirmText?: string;
  icon?: IconName;
}

/**
 * The question before a delete: "Are you sure you want to delete “…”?". Blueprint's Alert, built from its parts so
 * that Cancel, the choice that loses nothing, has focus at first.
 */
export function ConfirmDeleteDialog({ label, busy, onConfirm, onCancel, question, confirmText = 'Delete', icon = 'trash' }: ConfirmDeleteDialogProps) {
  const questionId = useId();
  return (
    <Dialog
      isOpen
      role="alertdialog"
      className={Classes.ALERT}
      aria-labelledby={questionId}
      canOutsideClickClose={false}
      onClose={busy ? undefined : onCancel}
    >
      <div className={Classes.ALERT_BODY}>
        <Icon icon={icon} size={40} intent="danger" />
        <div className={Classes.ALERT_CONTENTS}>
          <p id={questionId}>{question ?? `Are you sure you want to delete “${label}”?`}</p>
        </div>
      </div>
      <div className={Classes.ALERT_FOOTER}>
        <Button intent="danger" text={confirmText} loading={busy} onClick={onConfirm} />
        <Button text="Cancel" autoFocus disabled={busy} onClick={onCancel} />
      </div>
    </Dialog>
  );
}
