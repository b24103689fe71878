import { Intent } from '@blueprintjs/core';
import type { PortalToaster } from './toaster';

/** The toasts after a copy: success, and the fallback when a failure has no message of its own. */
export const COPY_SUCCESS_MESSAGE = 'Data was copied to your clipboard.';
export const COPY_FAILURE_FALLBACK = 'Something went wrong';

/** Copies `text` and says how it went: the success toast, or the error's message. */
export async function copyToClipboard(text: string, toaster: PortalToaster, clipboard: Pick<Clipboard, 'writeText'> | undefined = navigator.clipboard): Promise<void> {
  try {
    if (!clipboard) throw new Error(COPY_FAILURE_FALLBACK);
    await clipboard.writeText(text);
    toaster.show(COPY_SUCCESS_MESSAGE, { intent: Intent.SUCCESS });
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : COPY_FAILURE_FALLBACK;
    toaster.show(message, { intent: Intent.DANGER });
  }
}
