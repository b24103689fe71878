import { FORM_POSTED_JSON_FIELD } from '@portal/contracts';
import { type DownloadOptions, type DownloadRequest, downloadProgressCounter, downloadRefusal, type FileSaver, type SaveResult } from '@portal/ui';

/** The File System Access API's save picker (Chromium's), which TypeScript's DOM library does not declare. */
type SaveFilePicker = (options: {
  suggestedName: string;
  types?: { description: string; accept: Record<string, string[]> }[];
}) => Promise<FileSystemFileHandle & { remove?(): Promise<void> }>;

/** The hidden frame form-posted downloads are answered into: the page itself never navigates. */
const DOWNLOAD_FRAME_NAME = 'portal-download-frame';

function savePicker(win: Window): SaveFilePicker | undefined {
  const picker = (win as Window & { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  return typeof picker === 'function' ? picker.bind(win) : undefined;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

async function removeIfEmpty(handle: Awaited<ReturnType<SaveFilePicker>>): Promise<void> {
  try {
    if ((await handle.getFile()).size === 0) await handle.remove?.();
  } catch {
    // Gone already, or the browser cannot remove it: an empty file is left.
  }
}

/** The file type the save picker offers for a MIME type ('text/csv' -> .csv). */
function pickerTypes(name: string, mimeType: string) {
  const extension = /\.[A-Za-z0-9]+$/.exec(name)?.[0];
  return extension ? [{ description: `${extension.slice(1).toUpperCase()} file`, accept: { [mimeType]: [extension] } }] : undefined;
}

/**
 * Where the browser lets a page write a file it picks (Chromium's save picker): the answer is read from the network
 * chunk by chunk, counted, and written into the file, each chunk once the one before is written (so memory holds a
 * chunk or two, whatever the size). Cancel stops the fetch (the server cancels its query) and the file: its written
 * content is dropped (a file's writable stream changes the file only when it is closed, and a cancelled one never is),
 * then the empty file the picker made is removed where the browser allows it. A refused or cut answer likewise.
 */
async function streamToPickedFile(pick: SaveFilePicker, request: DownloadRequest, options: DownloadOptions): Promise<SaveResult> {
  const { signal } = options;
  let handle: Awaited<ReturnType<SaveFilePicker>>;
  try {
    handle = await pick({ suggestedName: request.suggestedName, types: pickerTypes(request.suggestedName, request.mimeType) });
  } catch (error) {
    if (isAbort(error)) return 'cancelled';
    throw error;
  }
  let writer: WritableStreamDefaultWriter<Uint8Array> | undefined;
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request.body),
      signal,
    });
    if (!response.ok || !response.body) throw await downloadRefusal(response);
    writer = (await handle.createWritable()).getWriter();
    const reader = response.body.getReader();
    const counter = downloadProgressCounter(options.onProgress);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      counter.add(chunk.value);
      await writer.write(chunk.value);
      signal?.throwIfAborted();
    }
    signal?.throwIfAborted();
    await writer.close();
    counter.finish();
    return 'saved';
  } catch (error) {
    // Waits for a write under way, then drops everything written; only then can the file itself go, and only when
    // it is empty (the one the picker made): a file the visitor chose to replace keeps what it held.
    await writer?.abort(error).catch(() => undefined);
    await removeIfEmpty(handle);
    if (signal?.aborted) return 'cancelled';
    throw error;
  }
}

/**
 * Everywhere else: a form POST into a hidden frame. The browser's own download manager saves the answer (an
 * attachment), with its own progress and cancel, and the page never holds a byte of it. The browser does not tell
 * the page how it ends, so the answer is 'saved' once the download is handed over.
 */
function formPostDownload(doc: Document, request: DownloadRequest): SaveResult {
  let frame = doc.querySelector<HTMLIFrameElement>(`iframe[name="${DOWNLOAD_FRAME_NAME}"]`);
  if (!frame) {
    frame = doc.createElement('iframe');
    frame.name = DOWNLOAD_FRAME_NAME;
    frame.hidden = true;
    frame.title = 'Downloads';
    doc.body.appendChild(frame);
  }
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = request.url;
  form.target = DOWNLOAD_FRAME_NAME;
  form.hidden = true;
  const field = doc.createElement('input');
  field.type = 'hidden';
  field.name = FORM_POSTED_JSON_FIELD;
  field.value = JSON.stringify(request.body);
  form.appendChild(field);
  doc.body.appendChild(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
  return 'saved';
}

/**
 * Saves through a temporary `<a download>` link. The browser decides where the file goes and never says
 * whether the user cancelled, so the answer is always 'saved'. Downloads of API answers stream to disk (above).
 */
export function downloadLinkFileSaver(doc: Document = document): FileSaver {
  return {
    async save(suggestedName, data, mimeType) {
      const blob = data.type === mimeType ? data : new Blob([data], { type: mimeType });
      const url = URL.createObjectURL(blob);
      const link = doc.createElement('a');
      link.href = url;
      link.download = suggestedName;
      link.style.display = 'none';
      doc.body.appendChild(link);
      try {
        link.click();
      } finally {
        link.remove();
        // Revoking at once can abort the download in some browsers; a minute is ample for it to start.
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }
      return 'saved';
    },
    async download(request, options = {}) {
      const pick = doc.defaultView ? savePicker(doc.defaultView) : undefined;
      return pick ? streamToPickedFile(pick, request, options) : formPostDownload(doc, request);
    },
  };
}
