/**
 * Saving a file the user asked for (CSV exports, chart images, reports): the OS save dialog, then a write.
 * The renderer suggests a name only; the user picks the folder in the dialog, so the renderer can never
 * choose where on the disk bytes land.
 */
import type { FileFilter, SaveDialogOptions } from 'electron';
import type { SaveResult } from '../shared/platform-types';

/** Larger than any export the portal produces; stops a runaway renderer from filling the disk. */
export const MAX_SAVE_BYTES = 512 * 1024 * 1024;
const MAX_FILE_NAME_LENGTH = 200;
const FALLBACK_FILE_NAME = 'export';

const FILTERS_BY_MIME_TYPE: Readonly<Record<string, FileFilter>> = {
  'text/csv': { name: 'CSV file', extensions: ['csv'] },
  'image/png': { name: 'PNG image', extensions: ['png'] },
  'image/svg+xml': { name: 'SVG image', extensions: ['svg'] },
  'application/pdf': { name: 'PDF document', extensions: ['pdf'] },
  'application/json': { name: 'JSON file', extensions: ['json'] },
};
const ALL_FILES: FileFilter = { name: 'All files', extensions: ['*'] };

export class FileTooLargeError extends Error {
  override readonly name = 'FileTooLargeError';
}

function splitExtension(name: string): [stem: string, extension: string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

/**
 * A name that is safe as the dialog's default on every OS: the last path segment only, no characters
 * Windows forbids, no leading dots (hidden files, "..") and no reserved device names (CON, NUL, COM1…).
 */
export function safeFileName(suggested: string): string {
  const lastSegment = suggested.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  let name = lastSegment.replace(/[<>:"|?*\u0000-\u001f]/g, '_').replace(/^[.\s]+|[.\s]+$/g, '');
  if (name === '') return FALLBACK_FILE_NAME;
  if (/^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i.test(name)) name = `_${name}`;
  if (name.length > MAX_FILE_NAME_LENGTH) {
    const [stem, extension] = splitExtension(name);
    name = `${stem.slice(0, MAX_FILE_NAME_LENGTH - extension.length)}${extension}`;
  }
  return name;
}

/** The dialog's type filter: from the MIME type when known, else from the name's extension. */
export function saveDialogFilters(fileName: string, mimeType: string): FileFilter[] {
  const known = FILTERS_BY_MIME_TYPE[mimeType.split(';')[0].trim().toLowerCase()];
  if (known) return [known, ALL_FILES];
  const extension = splitExtension(fileName)[1].slice(1).toLowerCase();
  return extension ? [{ name: `${extension.toUpperCase()} file`, extensions: [extension] }, ALL_FILES] : [ALL_FILES];
}

/** The save dialog's options for a file the renderer names: its safe name in the folder it opens in, and the type filter. */
export function saveDialogOptions(suggestedName: string, mimeType: string, deps: Pick<FileSavingDeps, 'defaultDirectory' | 'joinPath'>): SaveDialogOptions {
  const fileName = safeFileName(suggestedName);
  return {
    defaultPath: deps.joinPath(deps.defaultDirectory(), fileName),
    filters: saveDialogFilters(fileName, mimeType),
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  };
}

export interface FileSavingDeps {
  showSaveDialog(options: SaveDialogOptions): Promise<{ canceled: boolean; filePath?: string }>;
  writeFile(filePath: string, data: Uint8Array): Promise<void>;
  /** The folder the dialog opens in (the user's Downloads). */
  defaultDirectory(): string;
  joinPath(directory: string, fileName: string): string;
}

export function createFileSaver(deps: FileSavingDeps): {
  save(suggestedName: string, data: Uint8Array, mimeType: string): Promise<SaveResult>;
} {
  return {
    async save(suggestedName, data, mimeType) {
      if (data.byteLength > MAX_SAVE_BYTES) {
        throw new FileTooLargeError(`Refusing to save ${data.byteLength} bytes (limit ${MAX_SAVE_BYTES})`);
      }
      const choice = await deps.showSaveDialog(saveDialogOptions(suggestedName, mimeType, deps));
      if (choice.canceled || !choice.filePath) return 'cancelled';
      await deps.writeFile(choice.filePath, data);
      return 'saved';
    },
  };
}
