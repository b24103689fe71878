import { usePostQueryAndDownloadFileMutation } from '@portal/api-client';
import type { QueryAndDownloadForm } from '@portal/contracts';
import { useCallback, useState } from 'react';
import { saveCsv } from '../../common/csv';
import { todayIsoDay } from '../../common/dates';
import { useToaster } from '../../common/toaster';
import { CSV_FAILED_MESSAGE, CSV_SAVED_MESSAGE } from '../../common/use-csv-export';
import { usePlatform } from '../../platform/PlatformProvider';
import { defaultFileName } from './query-and-download.logic';

/**
 * The Download button's work: fetch the form's CSV, save it through the platform under the server's file name (the
 * portal's dated name when that cannot be read), and toast the outcome (a save the user cancelled says nothing).
 * `preparing` lasts until the file is saved; a failure stays as `failed` until the next try.
 */
export function useCsvDownload() {
  const [fetchFile] = usePostQueryAndDownloadFileMutation();
  const { files } = usePlatform();
  const toaster = useToaster();
  const [preparing, setPreparing] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = useCallback(
    async (body: QueryAndDownloadForm) => {
      setFailed(false);
      setPreparing(true);
      const request = fetchFile(body);
      try {
        const file = await request.unwrap();
        if ((await saveCsv(files, file.fileName ?? defaultFileName(todayIsoDay()), file.csv)) === 'saved') toaster.show(CSV_SAVED_MESSAGE, { intent: 'success' });
      } catch {
        setFailed(true);
        toaster.show(CSV_FAILED_MESSAGE, { intent: 'danger' });
      } finally {
        // The file's text leaves the store once it is saved (or failed).
        request.reset();
        setPreparing(false);
      }
    },
    [fetchFile, files, toaster],
  );
  return { download, preparing, failed, clearFailure: useCallback(() => setFailed(false), []) };
}
