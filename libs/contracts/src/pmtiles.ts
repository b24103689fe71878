/**
 * The start of a PMTiles archive (a district's self-hosted basemap, BASEMAP_PMTILES): the backend checks it at
 * start-up and the map checks it before it trusts the archive, so both read the header the same way.
 */

/** A version 3 archive's fixed-size header: magic, version, then offsets and counts. */
export const PMTILES_HEADER_BYTES = 127;

const MAGIC = 'PMTiles';

/** Whether bytes begin with a PMTiles version 3 header (the magic 'PMTiles' and the version byte 3). */
export function isPmtilesV3Header(bytes: Uint8Array): boolean {
  if (bytes.length < MAGIC.length + 1) return false;
  for (let i = 0; i < MAGIC.length; i++) if (bytes[i] !== MAGIC.charCodeAt(i)) return false;
  return bytes[MAGIC.length] === 3;
}
