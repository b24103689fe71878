import type { Page } from '@playwright/test';

// Query & Download's CSV is saved as the browser allows: where it has a save picker (Chromium's showSaveFilePicker)
// the page streams the file into the one picked, elsewhere the browser's own download takes it. Headless Chromium's
// picker closes at once (the visitor cancelled), so a test chooses: the browser without one, or a picker played here.

/** The browser has no save picker (as Firefox and Safari): downloads go to its own download manager. */
export async function withoutSavePicker(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
}

/**
 * Chromium's save picker, played by the origin-private file system: the visitor "picks" the suggested name, and the
 * page streams into a real file there. While `window.portalTestWriteDelay` is set, every write waits that many
 * milliseconds first, as a slow disk or a long file would, so a running download can be watched and cancelled.
 */
export async function playSavePicker(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { showSaveFilePicker: unknown; portalTestWriteDelay?: number; portalTestPicked: string[] };
    w.portalTestPicked = [];
    w.showSaveFilePicker = async ({ suggestedName }: { suggestedName: string }) => {
      w.portalTestPicked.push(suggestedName);
      const folder = await navigator.storage.getDirectory();
      const handle = await folder.getFileHandle(suggestedName, { create: true });
      const open = handle.createWritable.bind(handle);
      return Object.assign(handle, {
        createWritable: async () => {
          const file = await open();
          return new WritableStream<BufferSource>({
            async write(chunk) {
              if (w.portalTestWriteDelay) await new Promise((resolve) => setTimeout(resolve, w.portalTestWriteDelay));
              await file.write(chunk);
            },
            close: () => file.close(),
            abort: (reason) => file.abort(reason),
          });
        },
      });
    };
  });
}

/** The text of a file in the origin-private file system (its byte-order mark kept), or null when there is none. */
export const pickedFileText = (page: Page, name: string) =>
  page.evaluate(async (fileName) => {
    try {
      const file = await (await (await navigator.storage.getDirectory()).getFileHandle(fileName)).getFile();
      return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer());
    } catch {
      return null;
    }
  }, name);
