/**
 * Save PNG and Print PDF. The map is read right after a synchronous redraw, while WebGL's drawing buffer still
 * holds the frame, so the map needs no preserveDrawingBuffer (which would slow every frame for an occasional
 * export).
 */
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { FileSaver } from '../../../../platform/ports';
import { placeOnPage, reportFileName, reportImageSize } from './export.logic';
import { PNG_FILE_NAME } from '../map-explorer.constants';

/**
 * A 2D copy of the map's current frame. redraw() renders synchronously, so the drawing buffer still holds the
 * frame when it is copied in the same task (waiting for a later 'render' event could miss it, or never come
 * when no frame is due).
 */
function captureMap(map: MapLibreMap): Promise<HTMLCanvasElement> {
  try {
    map.redraw();
    const source = map.getCanvas();
    const copy = document.createElement('canvas');
    copy.width = source.width;
    copy.height = source.height;
    const context = copy.getContext('2d');
    if (!context) throw new Error('No 2D canvas to copy the map into');
    context.drawImage(source, 0, 0);
    return Promise.resolve(copy);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

function canvasBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The map image could not be encoded'))), type),
  );
}

/** Save PNG: the map as 'map.png'. */
export async function saveMapPng(map: MapLibreMap, files: FileSaver): Promise<void> {
  const canvas = await captureMap(map);
  await files.save(PNG_FILE_NAME, await canvasBlob(canvas, 'image/png'), 'image/png');
}

const TITLE_TOP_PX = 48;
const IMAGE_TOP_PX = 80;
const MARGIN_PX = 40;

/**
 * Print PDF: a landscape A4 page with the report title over the map image (1000 px wide, at most 500 px high),
 * saved as '{title}.pdf'. jspdf loads only when a report is printed.
 */
export async function printMapPdf(map: MapLibreMap, title: string, files: FileSaver): Promise<void> {
  const [{ jsPDF }, canvas] = await Promise.all([import('jspdf'), captureMap(map)]);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'px', format: 'a4', hotfixes: ['px_scaling'] });
  const page = { width: doc.internal.pageSize.getWidth(), height: doc.internal.pageSize.getHeight() };
  if (title) {
    doc.setFontSize(22);
    doc.text(title, page.width / 2, TITLE_TOP_PX, { align: 'center' });
  }
  const image = placeOnPage(reportImageSize(canvas), page, IMAGE_TOP_PX, MARGIN_PX);
  doc.addImage(canvas.toDataURL('image/png'), 'PNG', image.x, image.y, image.width, image.height);
  await files.save(reportFileName(title), doc.output('blob'), 'application/pdf');
}
