import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * A minimal PMTiles version 3 writer, for tests that need a real archive on disk (BASEMAP_PMTILES) without shipping
 * a binary fixture: a 127-byte header, one root directory of varint-encoded entries, JSON metadata, and the tiles
 * one after another. Tiles are z/x/y with x and y under 2^z; the writer numbers them on the Hilbert curve as the
 * format requires.
 */

export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  data: Buffer;
}

export interface ArchiveOptions {
  /** Of the root directory and the metadata: 'gzip' (what real archives use) or 'none'. */
  internalCompression?: 'none' | 'gzip';
  /** Vector layer names the metadata announces (MapLibre reads them from the TileJSON). */
  vectorLayers?: string[];
}

const COMPRESSION = { none: 1, gzip: 2 } as const;
const TILE_TYPE_MVT = 1;
const TILE_COMPRESSION_NONE = 1;
const HEADER_BYTES = 127;

/** The tile's position on the archive's one numbering: every tile of lower zooms first, then along the Hilbert curve. */
export function tileId(z: number, x: number, y: number): number {
  let base = 0;
  for (let level = 0; level < z; level++) base += 4 ** level;
  const n = 2 ** z;
  let d = 0;
  let [tx, ty] = [x, y];
  for (let s = n / 2; s >= 1; s /= 2) {
    const rx = (tx & s) > 0 ? 1 : 0;
    const ry = (ty & s) > 0 ? 1 : 0;
    d += s * s * ((3 * rx) ^ ry);
    // Rotate the quadrant so the curve continues into the next one.
    if (ry === 0) {
      if (rx === 1) {
        tx = s - 1 - tx;
        ty = s - 1 - ty;
      }
      [tx, ty] = [ty, tx];
    }
  }
  return base + d;
}

function varint(value: number): number[] {
  const out: number[] = [];
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
  return out;
}

interface Entry { tileId: number; offset: number; length: number; runLength: number }

/** A directory: the entry count, then each column (id deltas, run lengths, lengths, offsets) as varints. */
function directory(entries: Entry[]): Buffer {
  const bytes = [...varint(entries.length)];
  let last = 0;
  for (const e of entries) {
    bytes.push(...varint(e.tileId - last));
    last = e.tileId;
  }
  for (const e of entries) bytes.push(...varint(e.runLength));
  for (const e of entries) bytes.push(...varint(e.length));
  entries.forEach((e, i) => {
    // 0: right after the previous tile; otherwise the offset plus one.
    const contiguous = i > 0 && e.offset === entries[i - 1].offset + entries[i - 1].length;
    bytes.push(...varint(contiguous ? 0 : e.offset + 1));
  });
  return Buffer.from(bytes);
}

/** An MVT tile with empty layers of these names: valid for any vector tile reader, and tiny. */
export function emptyVectorTile(layerNames: string[] = ['earth']): Buffer {
  const layers = layerNames.map((name) => {
    const nameBytes = Buffer.from(name, 'utf8');
    // version 2 (field 15), name (field 1), extent 4096 (field 5).
    const layer = Buffer.from([0x78, 0x02, 0x0a, nameBytes.length, ...nameBytes, 0x28, ...varint(4096)]);
    return Buffer.from([0x1a, ...varint(layer.length), ...layer]);
  });
  return Buffer.concat(layers);
}

/** The bytes of a PMTiles v3 archive holding these tiles. */
export function pmtilesArchive(tiles: ArchiveTile[], options: ArchiveOptions = {}): Buffer {
  const compression = options.internalCompression ?? 'gzip';
  const compress = (b: Buffer) => (compression === 'gzip' ? gzipSync(b) : b);
  const sorted = [...tiles].map((t) => ({ ...t, id: tileId(t.z, t.x, t.y) })).sort((a, b) => a.id - b.id);
  let offset = 0;
  const entries: Entry[] = sorted.map((t) => {
    const entry = { tileId: t.id, offset, length: t.data.length, runLength: 1 };
    offset += t.data.length;
    return entry;
  });
  const tileData = Buffer.concat(sorted.map((t) => t.data));
  const root = compress(directory(entries));
  const metadata = compress(Buffer.from(JSON.stringify({
    name: 'test archive',
    vector_layers: (options.vectorLayers ?? ['earth']).map((id) => ({ id, fields: {} })),
  })));
  const zooms = sorted.map((t) => t.z);

  const header = Buffer.alloc(HEADER_BYTES);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const u64 = (at: number, value: number) => header.writeBigUInt64LE(BigInt(value), at);
  u64(8, HEADER_BYTES); // root directory
  u64(16, root.length);
  u64(24, HEADER_BYTES + root.length); // metadata
  u64(32, metadata.length);
  u64(40, HEADER_BYTES + root.length + metadata.length); // leaf directories: none
  u64(48, 0);
  u64(56, HEADER_BYTES + root.length + metadata.length); // tile data
  u64(64, tileData.length);
  u64(72, tiles.length); // addressed tiles, tile entries, tile contents
  u64(80, entries.length);
  u64(88, tiles.length);
  header.writeUInt8(1, 96); // clustered: tiles in id order
  header.writeUInt8(COMPRESSION[compression], 97);
  header.writeUInt8(TILE_COMPRESSION_NONE, 98);
  header.writeUInt8(TILE_TYPE_MVT, 99);
  header.writeUInt8(Math.min(...zooms), 100);
  header.writeUInt8(Math.max(...zooms), 101);
  // Bounds and centre (degrees × 10^7): the whole world, centred on the Yampa basin.
  header.writeInt32LE(-180e7, 102);
  header.writeInt32LE(-85e7, 106);
  header.writeInt32LE(180e7, 110);
  header.writeInt32LE(85e7, 114);
  header.writeUInt8(Math.min(...zooms), 118);
  header.writeInt32LE(Math.round(-108.147e7), 119);
  header.writeInt32LE(Math.round(40.443e7), 123);
  return Buffer.concat([header, root, metadata, tileData]);
}

/** Writes an archive of the empty vector tiles z0 and the four of z1 to a temporary file; returns its path. */
export function writeTestArchive(options: ArchiveOptions = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pmtiles-'));
  const file = path.join(dir, 'region.pmtiles');
  const tiles: ArchiveTile[] = [{ z: 0, x: 0, y: 0 }, { z: 1, x: 0, y: 0 }, { z: 1, x: 1, y: 0 }, { z: 1, x: 0, y: 1 }, { z: 1, x: 1, y: 1 }]
    .map((t) => ({ ...t, data: emptyVectorTile(options.vectorLayers) }));
  fs.writeFileSync(file, pmtilesArchive(tiles, options));
  return file;
}
