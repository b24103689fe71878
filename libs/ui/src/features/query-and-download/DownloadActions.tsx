import { Button, Classes, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { ApiCallPanel } from './ApiCallPanel';
import { type ApiCallText, QD_TEXT } from './query-and-download.logic';

export interface DownloadActionsProps {
  /** Download may be pressed: the form was changed, is complete, and no download is being prepared. */
  canDownload: boolean;
  preparing: boolean;
  failed: boolean;
  /** The download's call, once the form is complete. */
  call: ApiCallText | null;
  onDownload(): void;
  onReset(): void;
}

/** Download ('Preparing...' while it works), Reset, and beside them the disclosure of the API call. */
export function DownloadActions({ canDownload, preparing, failed, call, onDownload, onReset }: DownloadActionsProps) {
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
      {failed && <div className={`${Classes.FORM_HELPER_TEXT} ${Classes.intentClass(Intent.DANGER)}`} role="alert">{QD_TEXT.downloadError}</div>}
      {showCall && call && <ApiCallPanel call={call} />}
    </div>
  );
}
