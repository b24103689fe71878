import type { FileSaver } from '@portal/ui';

/**
 * Saves through a temporary `<a download>` link. The browser decides where the file goes and never says
 * whether the user cancelled, so the answer is always 'saved'.
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
  };
}
