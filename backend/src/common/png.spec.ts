import { crc32, inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { encodeIndexedPng, encodeRgbaPng, hexToRgba, type Rgba } from './png';

/** Reads a PNG back by hand: chunks with their CRCs checked, IDAT inflated, filter bytes removed. */
function readPng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)) >>> 0);
    chunks.push({ type, data });
    at += 12 + length;
  }
  const ihdr = chunks[0].data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const bytesPerPixel = ihdr[9] === 6 ? 4 : 1;
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const rowBytes = width * bytesPerPixel;
  const pixels = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (rowBytes + 1)]).toBe(0);
    raw.copy(pixels, y * rowBytes, y * (rowBytes + 1) + 1, (y + 1) * (rowBytes + 1));
  }
  return { types: chunks.map((c) => c.type), width, height, bitDepth: ihdr[8], colorType: ihdr[9], pixels, chunks };
}

/** Decodes with an independent decoder: resvg draws the PNG as an image and returns its RGBA pixels. */
function decodeWithResvg(png: Buffer, width: number, height: number): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">`
    + `<image width="${width}" height="${height}" image-rendering="optimizeSpeed" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  return Buffer.from(new Resvg(svg).render().pixels);
}

describe('PNG encoder', () => {
  const width = 5;
  const height = 3;
  const rgba = Uint8Array.from({ length: width * height * 4 }, (_, i) => (i % 4 === 3 ? 255 : (i * 37) % 256));

  it('writes truecolour-with-alpha images that read back byte for byte', () => {
    const png = encodeRgbaPng(width, height, rgba);
    const read = readPng(png);
    expect(read.types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([read.width, read.height, read.bitDepth, read.colorType]).toEqual([5, 3, 8, 6]);
    expect([...read.pixels]).toEqual([...rgba]);
    expect([...decodeWithResvg(png, width, height)]).toEqual([...rgba]);
  });

  it('writes palette images with transparency that another decoder shows as the palette colours', () => {
    const palette: Rgba[] = [[0, 0, 0, 0], hexToRgba('#466b9f'), hexToRgba('#1c5f2c')];
    const indices = Uint8Array.from([0, 1, 2, 1, 0, 2]);
    const png = encodeIndexedPng(3, 2, indices, palette);
    const read = readPng(png);
    expect(read.types).toEqual(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);
    expect([read.bitDepth, read.colorType]).toEqual([8, 3]);
    expect([...read.pixels]).toEqual([...indices]);
    expect([...read.chunks[1].data]).toEqual([0, 0, 0, 0x46, 0x6b, 0x9f, 0x1c, 0x5f, 0x2c]);
    expect([...read.chunks[2].data]).toEqual([0, 255, 255]);
    const decoded = decodeWithResvg(png, 3, 2);
    const pixel = (i: number) => [...decoded.subarray(i * 4, i * 4 + 4)];
    expect(pixel(0)[3]).toBe(0);
    expect(pixel(1)).toEqual([0x46, 0x6b, 0x9f, 255]);
    expect(pixel(2)).toEqual([0x1c, 0x5f, 0x2c, 255]);
  });

  it('leaves out tRNS when every palette colour is opaque', () => {
    expect(readPng(encodeIndexedPng(1, 1, Uint8Array.from([0]), [[1, 2, 3, 255]])).types).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
  });

  it('refuses sizes and data that do not agree', () => {
    expect(() => encodeRgbaPng(0, 1, new Uint8Array(0))).toThrow(RangeError);
    expect(() => encodeRgbaPng(2, 2, new Uint8Array(15))).toThrow(/expected 16 RGBA bytes/);
    expect(() => encodeIndexedPng(2, 1, Uint8Array.from([0, 2]), [[0, 0, 0, 255], [1, 1, 1, 255]])).toThrow(/outside the palette/);
    expect(() => hexToRgba('red')).toThrow(RangeError);
  });
});
