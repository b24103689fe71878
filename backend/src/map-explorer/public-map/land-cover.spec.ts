import {
  LAND_COVER_CLASSES, LAND_COVER_YEARS, TILE_SIZE, classifyLandCover, landCoverTileCodes, renderLandCoverTile, tileLat, tileLon,
} from './land-cover';

const { current, historical } = LAND_COVER_YEARS;

/** The z/x/y of the tile holding a point. */
function tileOf(lon: number, lat: number, z: number): [number, number] {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return [Math.floor(((lon + 180) / 360) * n), Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n)];
}

describe('demo land cover', () => {
  it('numbers tiles the slippy-map way', () => {
    expect(tileLon(0, 0)).toBe(-180);
    expect(tileLon(1, 0)).toBe(180);
    expect(tileLat(0, 0)).toBeCloseTo(85.0511, 4);
    expect(tileLat(1, 1)).toBeCloseTo(0, 10);
    // Steamboat Springs (40.48 N) lies in row 385 at zoom 10.
    expect(tileLat(385, 10)).toBeGreaterThan(40.48);
    expect(tileLat(386, 10)).toBeLessThan(40.48);
  });

  it('puts water at the reservoirs, towns in town, and nothing outside the basin', () => {
    expect(classifyLandCover(-106.859, 40.28, current)?.name).toBe('Open Water');
    expect(classifyLandCover(-106.8317, 40.485, current)?.name).toBe('Developed, Medium Intensity');
    expect(classifyLandCover(-105.0, 40.0, current)).toBeNull();
    expect(classifyLandCover(-109.5, 40.5, historical)).toBeNull();
  });

  it('draws the same tile every time', () => {
    const [x, y] = tileOf(-106.83, 40.48, 11);
    expect(Buffer.from(landCoverTileCodes(current, 11, x, y)).equals(Buffer.from(landCoverTileCodes(current, 11, x, y)))).toBe(true);
    expect(renderLandCoverTile(current, 11, x, y).equals(renderLandCoverTile(current, 11, x, y))).toBe(true);
  });

  it('answers feature info with the class the tile shows at that point', () => {
    const z = 12;
    const [x, y] = tileOf(-106.9, 40.45, z);
    const codes = landCoverTileCodes(current, z, x, y);
    for (const [px, py] of [[10, 20], [128, 128], [200, 60], [255, 255]]) {
      const lon = tileLon(x + (px + 0.5) / TILE_SIZE, z);
      const lat = tileLat(y + (py + 0.5) / TILE_SIZE, z);
      expect(classifyLandCover(lon, lat, current)?.code ?? 0).toBe(codes[py * TILE_SIZE + px]);
    }
  });

  it('covers the basin with a plausible mix of classes, and the historical year differs from the current one', () => {
    const seen = new Set<number>();
    let changed = 0;
    for (let x = 50; x <= 52; x++) {
      for (let y = 95; y <= 96; y++) {
        const now = landCoverTileCodes(current, 8, x, y);
        const then = landCoverTileCodes(historical, 8, x, y);
        now.forEach((code, i) => {
          if (code) seen.add(code);
          if (code !== then[i]) changed++;
        });
      }
    }
    const known = new Set(LAND_COVER_CLASSES.map((c) => c.code));
    expect([...seen].every((code) => known.has(code))).toBe(true);
    expect(seen.size).toBeGreaterThanOrEqual(10);
    expect(changed).toBeGreaterThan(100);
  });

  it('leaves tiles far from the basin empty and transparent', () => {
    const codes = landCoverTileCodes(current, 10, 0, 0);
    expect(codes.every((c) => c === 0)).toBe(true);
    expect([...renderLandCoverTile(current, 10, 0, 0).subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  });
});
