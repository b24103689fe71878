import { useCallback } from 'react';
import { usePlatform } from '../platform/PlatformProvider';
import { type CsvColumn, downloadCsv } from './csv';
import { useToaster } from './toaster';

/** The toasts of a table's CSV export, in the product's words. */
export const CSV_SAVED_MESSAGE = 'CSV file successfully added to download folder.';
export const CSV_FAILED_MESSAGE = 'Failed to download CSV file.';

/**
 * A table's Export CSV: saves the rows through the platform (a download, or the desktop's save dialog) and
 * toasts the outcome; a save the user cancelled says nothing.
 */
export function useCsvExport() {
  const toaster = useToaster();
  const { files } = usePlatform();
  return useCallback(
    async <Row>(fileName: string, rows: readonly Row[], columns: readonly CsvColumn<Row>[]): Promise<void> => {
      try {
        if ((await downloadCsv(files, fileName, rows, columns)) === 'saved') toaster.show(CSV_SAVED_MESSAGE, { intent: 'success' });
      } catch {
        toaster.show(CSV_FAILED_MESSAGE, { intent: 'danger' });
      }
    },
    [files, toaster],
  );
}
