import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';

export interface PrintReportDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Makes and saves the PDF; the dialog shows progress until it settles and closes when it succeeds. */
  onDownload: (title: string) => Promise<void>;
}

/** The Print Report dialog; its texts are the product's wording, kept exactly. */
export function PrintReportDialog({ isOpen, onClose, onDownload }: PrintReportDialogProps) {
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await onDownload(title.trim());
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Print Report">
      <DialogBody>
        <p>Please provide a title that will appear on the report.</p>
        <FormGroup label="Report Title" labelFor="map-explorer-report-title">
          <InputGroup id="map-explorer-report-title" value={title} onChange={(event) => setTitle(event.target.value)} autoFocus />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} disabled={busy} />
            <Button text="Download PDF" intent="primary" icon="download" loading={busy} onClick={() => void download()} />
          </>
        }
      />
    </Dialog>
  );
}
