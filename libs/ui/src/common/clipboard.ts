import { Intent } from '@blueprintjs/core';
import type { PortalToaster } from './toaster';

/** §8 "Copy success" and "Copy failure". */
export const COPY_SUCCESS_MESSAGE = 'Data was copied to your clipboard.';
export const COPY_FAILURE_FALLBACK = 'Something went wrong';

/** Copies `text` and says how it went: the spec's toast, or the error's message (§8). */
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
