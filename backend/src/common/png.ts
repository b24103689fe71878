import { crc32, deflateSync } from 'node:zlib';

/**
 * A minimal PNG encoder (ISO/IEC 15948) for images the backend draws pixel by pixel, such as the demo raster
 * tiles: no dependency, and images made of a few flat colours come out small as palette PNGs. SVG drawings go
 * through resvg instead.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An RGBA colour, each channel 0..255. */
export type Rgba = readonly [number, number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

function header(width: number, height: number, bitDepth: number, colorType: number): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`PNG size must be positive integers, got ${width}x${height}`);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = colorType;
  // compression 0 (deflate), filter method 0, no interlace
  return chunk('IHDR', ihdr);
}

/** Scanlines with filter type 0 (none) before each row, as the IDAT stream expects. */
function scanlines(pixels: Uint8Array, rowBytes: number, height: number): Buffer {
  const raw = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (rowBytes + 1)] = 0;
    raw.set(pixels.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  }
  return raw;
}

/** A truecolour-with-alpha PNG from width × height × 4 bytes, row by row. */
export function encodeRgbaPng(width: number, height: number, rgba: Uint8Array): Buffer {
  const ihdr = header(width, height, 8, 6);
  if (rgba.length !== width * height * 4) throw new RangeError(`expected ${width * height * 4} RGBA bytes, got ${rgba.length}`);
  return Buffer.concat([SIGNATURE, ihdr, chunk('IDAT', deflateSync(scanlines(rgba, width * 4, height))), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * An 8-bit palette PNG: one palette index per pixel. Palette alpha goes into a tRNS chunk, so transparent
 * areas (outside a raster's coverage) cost nothing.
 */
export function encodeIndexedPng(width: number, height: number, indices: Uint8Array, palette: readonly Rgba[]): Buffer {
  const ihdr = header(width, height, 8, 3);
  if (palette.length < 1 || palette.length > 256) throw new RangeError(`a palette holds 1..256 colours, got ${palette.length}`);
  if (indices.length !== width * height) throw new RangeError(`expected ${width * height} palette indices, got ${indices.length}`);
  for (const i of indices) if (i >= palette.length) throw new RangeError(`palette index ${i} is outside the palette`);
  const plte = Buffer.from(palette.flatMap(([r, g, b]) => [r, g, b]));
  const chunks = [SIGNATURE, ihdr, chunk('PLTE', plte)];
  if (palette.some((c) => c[3] !== 255)) chunks.push(chunk('tRNS', Buffer.from(palette.map((c) => c[3]))));
  chunks.push(chunk('IDAT', deflateSync(scanlines(indices, width, height))), chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(chunks);
}

/** `#rrggbb` → RGBA (opaque unless `alpha` is given). */
export function hexToRgba(hex: string, alpha = 255): Rgba {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new RangeError(`not a #rrggbb colour: ${hex}`);
  return [parseInt(m[1], 16), parseInt(m[2], 16), parseInt(m[3], 16), alpha];
}
