/**
 * Save PDF of the data-visualization panel (map-explorer.md §2): the chart as plotly draws it, under a title, on a
 * landscape A4 page (§9). jspdf loads only when someone saves a PDF.
 */
import { plotImage } from '../../../components/charts/Plot';
import type { FileSaver, SaveResult } from '../../../platform/ports';
import { PDF_IMAGE } from './data-viz.constants';

const MARGIN_PT = 36;
const TITLE_SIZE_PT = 16;

export interface ChartPdfContent {
  title: string;
  /** A PNG data URL of the chart. */
  image: string;
  imageWidth: number;
  imageHeight: number;
}

/** A one-page landscape A4 PDF: the title, then the chart scaled to fit the page keeping its proportions. */
export async function chartPdf({ title, image, imageWidth, imageHeight }: ChartPdfContent): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  doc.setProperties({ title });
  doc.setFontSize(TITLE_SIZE_PT);
  const titleLines: string[] = doc.splitTextToSize(title, pageWidth - 2 * MARGIN_PT);
  doc.text(titleLines, MARGIN_PT, MARGIN_PT + TITLE_SIZE_PT);

  const top = MARGIN_PT + TITLE_SIZE_PT * (titleLines.length + 1);
  const scale = Math.min((pageWidth - 2 * MARGIN_PT) / imageWidth, (pageHeight - top - MARGIN_PT) / imageHeight);
  doc.addImage(image, 'PNG', MARGIN_PT, top, imageWidth * scale, imageHeight * scale);
  return doc.output('blob');
}

/** Draws the chart to an image, builds the PDF and hands it to the platform to save. */
export async function saveChartPdf(graphDiv: HTMLElement, title: string, fileName: string, files: FileSaver): Promise<SaveResult> {
  const image = await plotImage(graphDiv, { format: 'png', width: PDF_IMAGE.width, height: PDF_IMAGE.height });
  const pdf = await chartPdf({ title, image, imageWidth: PDF_IMAGE.width, imageHeight: PDF_IMAGE.height });
  return files.save(fileName, pdf, 'application/pdf');
}
