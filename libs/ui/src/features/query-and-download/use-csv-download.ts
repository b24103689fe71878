import { useCallback, useRef, useState } from 'react';
import { CSV_MIME_TYPE } from '../../common/csv';
import { useToaster } from '../../common/toaster';
import { CSV_FAILED_MESSAGE, CSV_SAVED_MESSAGE } from '../../common/use-csv-export';
import { usePlatform } from '../../platform/PlatformProvider';
import type { DownloadProgress } from '../../platform/ports';

/** The download call of a form: where it goes, what it sends, and the file it is saved as. */
export interface CsvDownloadCall {
  url: string;
  body: unknown;
  fileName: string;
}

/**
 * The Download button's work: the platform streams the form's CSV from the API into the file the user picks (the
 * page never holds it, whatever its size), reporting its progress, until it ends or Cancel stops it; the outcome is
 * toasted (a cancelled save says nothing). `preparing` lasts until the download ends; a failure stays as `failed`
 * until the next try.
 */
export function useCsvDownload() {
  const { files } = usePlatform();
  const toaster = useToaster();
  const [preparing, setPreparing] = useState(false);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [failed, setFailed] = useState(false);
  const running = useRef<AbortController | null>(null);
  const download = useCallback(
    async (call: CsvDownloadCall) => {
      const controller = new AbortController();
      running.current = controller;
      setFailed(false);
      setPreparing(true);
      try {
        const result = await files.download(
          { url: call.url, body: call.body, suggestedName: call.fileName, mimeType: CSV_MIME_TYPE },
          { signal: controller.signal, onProgress: setProgress },
        );
        if (result === 'saved') toaster.show(CSV_SAVED_MESSAGE, { intent: 'success' });
      } catch {
        setFailed(true);
        toaster.show(CSV_FAILED_MESSAGE, { intent: 'danger' });
      } finally {
        running.current = null;
        setPreparing(false);
        setProgress(null);
      }
    },
    [files, toaster],
  );
  const cancel = useCallback(() => running.current?.abort(), []);
  return { download, cancel, preparing, progress, failed, clearFailure: useCallback(() => setFailed(false), []) };
}
