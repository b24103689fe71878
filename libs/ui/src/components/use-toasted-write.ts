import { useCallback } from 'react';
import { useToaster } from '../common/toaster';
import { writeErrorMessage } from './editable-table.logic';

/**
 * Runs a write and toasts its outcome: `success` when it resolves, the server's message (or 'Something went
 * wrong') when it fails. Rethrows the failure, so a form can stay open.
 */
export function useToastedWrite() {
  const toaster = useToaster();
  return useCallback(
    async <T>(call: () => Promise<T>, success: string): Promise<T> => {
      try {
        const result = await call();
        toaster.show(success, { intent: 'success' });
        return result;
      } catch (error) {
        toaster.show(writeErrorMessage(error), { intent: 'danger' });
        throw error;
      }
    },
    [toaster],
  );
}
