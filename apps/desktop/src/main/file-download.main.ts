/**
 * Downloads of API answers (Query & Download's CSV of any size) straight to the file the user picks: main asks for
 * the file, fetches the answer itself and pipes it to disk, so no byte of it crosses to the renderer or sits in
 * memory, and the renderer only hears how far it has come. Only the configured backend's API may be fetched: a
 * compromised page cannot turn main into a fetcher of other hosts or files.
 */
import { randomBytes } from 'node:crypto';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { SaveDialogOptions } from 'electron';
import { downloadProgressCounter, downloadRefusal } from '@portal/ui/ports';
import type { DownloadProgress, SaveResult } from '../shared/platform-types';
import { saveDialogOptions } from './file-saving.main';

/** What the renderer asks for: the call (the body as JSON text) and the file's suggested name and type. */
export interface DownloadCall {
  url: string;
  body: string;
  suggestedName: string;
  mimeType: string;
}

export interface FileDownloadDeps {
  showSaveDialog(options: SaveDialogOptions): Promise<{ canceled: boolean; filePath?: string }>;
  fetch(url: string, init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal }): Promise<Response>;
  /** A stream writing a new file at `path`. */
  createWriteStream(path: string): Writable;
  rename(from: string, to: string): Promise<void>;
  /** Removes a file; a missing one is no error. */
  remove(path: string): Promise<void>;
  /** The backend the app is configured for (settings' backendUrl): the only host downloads may come from. */
  backendUrl(): string;
  /** The folder the dialog opens in (the user's Downloads). */
  defaultDirectory(): string;
  joinPath(directory: string, fileName: string): string;
  /** Tells the renderer how far download `id` has come. */
  onProgress(id: string, progress: DownloadProgress): void;
}

/** A download's id as the renderer names it: short and plain, so it cannot smuggle anything. */
export const DOWNLOAD_ID = /^[A-Za-z0-9-]{1,64}$/;

/** Whether `url` is a call of the configured backend's API (same origin, under its path's /api/). */
export function isBackendApiUrl(url: string, backendUrl: string): boolean {
  try {
    const target = new URL(url);
    const backend = new URL(backendUrl);
    const apiPath = `${backend.pathname.replace(/\/+$/, '')}/api/`;
    return target.origin === backend.origin && target.pathname.startsWith(apiPath) && !target.username && !target.password;
  } catch {
    return false;
  }
}

export interface FileDownloader {
  /**
   * Asks for the file, then streams the call's answer into it: written under a temporary name beside it and renamed
   * once complete, so a cut or cancelled download never leaves a partial file under the chosen name; the deps'
   * onProgress hears the bytes and lines written. 'cancelled' when the dialog is closed or `cancel(id)` stops it.
   */
  download(id: string, call: DownloadCall): Promise<SaveResult>;
  /** Stops download `id` (nothing when it is not running). */
  cancel(id: string): void;
}

export function createFileDownloader(deps: FileDownloadDeps): FileDownloader {
  const running = new Map<string, AbortController>();
  return {
    async download(id, call) {
      if (!DOWNLOAD_ID.test(id)) throw new Error('A download needs a plain id');
      if (running.has(id)) throw new Error(`Download ${id} is already running`);
      if (!isBackendApiUrl(call.url, deps.backendUrl())) throw new Error('Refused: downloads come only from the configured backend\'s API');
      const controller = new AbortController();
      running.set(id, controller);
      try {
        const choice = await deps.showSaveDialog(saveDialogOptions(call.suggestedName, call.mimeType, deps));
        if (choice.canceled || !choice.filePath || controller.signal.aborted) return 'cancelled';
        const target = choice.filePath;
        const partial = `${target}.${randomBytes(4).toString('hex')}.part`;
        try {
          const response = await deps.fetch(call.url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: call.body,
            signal: controller.signal,
          });
          if (!response.ok || !response.body) throw await downloadRefusal(response);
          const counter = downloadProgressCounter((progress) => deps.onProgress(id, progress));
          const counting = new Transform({
            transform(chunk: Buffer, _encoding, done) {
              counter.add(chunk);
              done(null, chunk);
            },
          });
          await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), counting, deps.createWriteStream(partial), {
            signal: controller.signal,
          });
          await deps.rename(partial, target);
          counter.finish();
          return 'saved';
        } catch (error) {
          await deps.remove(partial);
          if (controller.signal.aborted) return 'cancelled';
          throw error;
        }
      } finally {
        running.delete(id);
      }
    },
    cancel(id) {
      running.get(id)?.abort();
    },
  };
}
