import type { DownloadOptions, DownloadRequest, FileSaver } from '../platform/ports';

/** A FileSaver that keeps what it was asked to save and to download; `download` answers the downloads. */
export function recordingSaver(download: FileSaver['download'] = async () => 'saved') {
  const saved: { name: string; data: Blob; mimeType: string }[] = [];
  const downloads: { request: DownloadRequest; options?: DownloadOptions }[] = [];
  const files: FileSaver = {
    save: async (name, data, mimeType) => {
      saved.push({ name, data, mimeType });
      return 'saved';
    },
    download: (request, options) => {
      downloads.push({ request, options });
      return download(request, options);
    },
  };
  return { files, saved, downloads };
}

/** A saved blob's text without the UTF-8 byte-order mark. */
export async function textOf(blob: Blob): Promise<string> {
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
  return text.replace(/^\uFEFF/, '');
}
