/**
 * Save a chart as PDF: the chart as plotly draws it, under a title, on a landscape A4 page (the portal's printed
 * pages are landscape A4). jspdf loads only when someone saves a PDF.
 */
import type { FileSaver, SaveResult } from '../../platform/ports';
import { plotImage } from './Plot';

/** The chart's drawing size on the page (scaled to fit, proportions kept). */
export const PDF_IMAGE = { width: 1400, height: 700 } as const;

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
export async function saveChartPdf(
  graphDiv: HTMLElement,
  title: string,
  fileName: string,
  files: FileSaver,
  size: { width: number; height: number } = PDF_IMAGE,
): Promise<SaveResult> {
  const image = await plotImage(graphDiv, { format: 'png', width: size.width, height: size.height });
  const pdf = await chartPdf({ title, image, imageWidth: size.width, imageHeight: size.height });
  return files.save(fileName, pdf, 'application/pdf');
}
