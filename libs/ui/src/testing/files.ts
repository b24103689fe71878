import type { FileSaver } from '../platform/ports';

/** A FileSaver that keeps what it was asked to save. */
export function recordingSaver() {
  const saved: { name: string; data: Blob; mimeType: string }[] = [];
  const files: FileSaver = {
    save: async (name, data, mimeType) => {
      saved.push({ name, data, mimeType });
      return 'saved';
    },
  };
  return { files, saved };
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
