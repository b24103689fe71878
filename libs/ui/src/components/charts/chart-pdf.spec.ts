import { chartPdf } from './chart-pdf';

// jsdom resolves jspdf to its ES-module build, which jest does not compile from node_modules; its UMD build is the
// same library.
jest.mock('jspdf', () => jest.requireActual('jspdf/dist/jspdf.umd.min.js'));

/** A 1×1 PNG. */
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function text(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsBinaryString(blob);
  });
}

describe('chart PDF', () => {
  it('is one landscape A4 page with the title and the chart image', async () => {
    const pdf = await text(await chartPdf({ title: 'Yampa River (09239500) - Flow Graph', image: PIXEL, imageWidth: 1400, imageHeight: 700 }));
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('(Yampa River \\(09239500\\) - Flow Graph) Tj');
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    // A4 landscape in points: 841.89 × 595.28.
    expect(pdf).toMatch(/\/MediaBox \[0 0 841\.8[89]\d* 595\.2[78]\d*\]/);
    expect(pdf).toContain('/Subtype /Image');
  });
});
