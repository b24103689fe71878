/**
 * Print PDF and Save PNG of the Export menu and the Print Report dialog. Pure
 * sizing and naming; the page draws the PDF with jspdf.
 */
import { DEFAULT_REPORT_FILE_NAME, REPORT_IMAGE_MAX_HEIGHT_PX, REPORT_IMAGE_MAX_WIDTH_PX } from '../map-explorer.constants';

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The report's map image is 1000 px wide with at most 500 px of height; a taller map is scaled down to 500 px
 * high instead, keeping its proportions either way.
 */
export function reportImageSize(canvas: ImageSize): ImageSize {
  if (canvas.width <= 0 || canvas.height <= 0) return { width: 0, height: 0 };
  const height = (canvas.height * REPORT_IMAGE_MAX_WIDTH_PX) / canvas.width;
  if (height <= REPORT_IMAGE_MAX_HEIGHT_PX) return { width: REPORT_IMAGE_MAX_WIDTH_PX, height };
  return { width: (canvas.width * REPORT_IMAGE_MAX_HEIGHT_PX) / canvas.height, height: REPORT_IMAGE_MAX_HEIGHT_PX };
}

/**
 * The PDF's file name: '{title}.pdf', with characters no file system takes replaced, or 'Map Report.pdf' for a
 * blank title.
 */
export function reportFileName(title: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what file names cannot hold
  const safe = title.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '-').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  return `${safe || DEFAULT_REPORT_FILE_NAME}.pdf`;
}

/** Where the image sits on the page: centred horizontally under the title, scaled down if the page is smaller. */
export function placeOnPage(image: ImageSize, page: ImageSize, top: number, margin: number): ImageSize & { x: number; y: number } {
  const scale = Math.min(1, (page.width - 2 * margin) / image.width, (page.height - top - margin) / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { width, height, x: (page.width - width) / 2, y: top };
}
