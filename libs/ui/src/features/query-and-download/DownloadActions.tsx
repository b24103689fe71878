import { Button, Classes, Intent, ProgressBar } from '@blueprintjs/core';
import { useState } from 'react';
import type { DownloadProgress } from '../../platform/ports';
import { ApiCallPanel } from './ApiCallPanel';
import { type ApiCallText, downloadProgressText, QD_TEXT } from './query-and-download.logic';

export interface DownloadActionsProps {
  /** Download may be pressed: the form was changed, is complete, and no download is being prepared. */
  canDownload: boolean;
  preparing: boolean;
  /** How far the running download has come, once its first bytes are written (where the platform reports it). */
  progress: DownloadProgress | null;
  /** The form's record count: the download's rows, the progress bar's whole. */
  total: number | null;
  failed: boolean;
  /** The download's call, once the form is complete. */
  call: ApiCallText | null;
  onDownload(): void;
  onCancel(): void;
  onReset(): void;
}

/**
 * Download ('Preparing...' while it works), Reset, and beside them the disclosure of the API call. While a download
 * streams into its file: its rows and bytes so far against the form's count, and Cancel.
 */
export function DownloadActions({ canDownload, preparing, progress, total, failed, call, onDownload, onCancel, onReset }: DownloadActionsProps) {
  const [showCall, setShowCall] = useState(false);
  return (
    <div className="portal-qd-actions">
      <div className="portal-qd-buttons">
        <Button
          intent="primary"
          icon="download"
          text={preparing ? QD_TEXT.preparing : QD_TEXT.download}
          disabled={!canDownload || preparing}
          onClick={onDownload}
        />
        <Button text={QD_TEXT.reset} onClick={onReset} />
        <Button
          variant="minimal"
          icon="code"
          text={showCall ? QD_TEXT.hideApiCall : QD_TEXT.showApiCall}
          aria-expanded={showCall}
          disabled={!call}
          onClick={() => setShowCall((shown) => !shown)}
        />
      </div>
      {preparing && progress && (
        <div className="portal-qd-progress" role="status" aria-label={QD_TEXT.download}>
          <ProgressBar aria-label="Download progress" intent="primary" animate={total === null} stripes={total === null} value={total ? Math.min(1, Math.max(0, progress.lines - 1) / total) : undefined} />
          <span>{downloadProgressText(progress.lines, progress.bytes, total)}</span>
          <Button size="small" icon="cross" text={QD_TEXT.cancel} onClick={onCancel} />
        </div>
      )}
      {failed && <div className={`${Classes.FORM_HELPER_TEXT} ${Classes.intentClass(Intent.DANGER)}`} role="alert">{QD_TEXT.downloadError}</div>}
      {showCall && call && <ApiCallPanel call={call} />}
    </div>
  );
}
