import { parseCoordinateQuery } from '../coordinates.logic';
import {
  areaAcres,
  areaSquareFeet,
  type DrawEvent,
  type DrawFeature,
  formatArea,
  formatLineLength,
  formatPoint,
  formatRadius,
  INITIAL_MEASUREMENTS,
  lengthFeet,
  lineLengthM,
  measurements,
  measurementsReducer,
  measurementsText,
  polygonAreaM2,
  polygonRingsAreaM2,
  radiusFeet,
} from './measurements.logic';

describe('conversions', () => {
  it('turns a circle radius in km into feet with the factor 3280.84', () => {
    expect(radiusFeet(1)).toBe(3280.84);
    expect(radiusFeet(0.5)).toBeCloseTo(1640.42, 10);
  });

  it('turns m² into acres (÷ 4047) and square feet (× 10.7639)', () => {
    expect(areaAcres(4047)).toBe(1);
    expect(areaAcres(8094)).toBe(2);
    expect(areaSquareFeet(1)).toBe(10.7639);
    expect(areaSquareFeet(100)).toBeCloseTo(1076.39, 10);
  });

  it('turns metres into feet consistently with the radius factor', () => {
    expect(lengthFeet(1000)).toBeCloseTo(radiusFeet(1), 10);
  });
});

describe('display strings', () => {
  it('shows a line length in feet with 2 decimals and en-US grouping', () => {
    expect(formatLineLength(1000)).toBe('3,280.84 ft');
    expect(formatLineLength(0)).toBe('0.00 ft');
    expect(formatLineLength(1)).toBe('3.28 ft');
    expect(formatLineLength(111195.0802335329)).toBe('364,813.27 ft');
  });

  it('shows a circle radius in feet with 2 decimals', () => {
    expect(formatRadius(1)).toBe('3,280.84 ft');
    expect(formatRadius(0.25)).toBe('820.21 ft');
  });

  it('shows an area in acres (2 decimals) and whole square feet', () => {
    expect(formatArea(4047)).toEqual({ acres: '1.00 acres', squareFeet: '43,562 sq ft' });
    expect(formatArea(12391399902.071)).toEqual({ acres: '3,061,872.97 acres', squareFeet: '133,379,789,406 sq ft' });
  });

  it('shows a point latitude first, to 5 decimals, without a negative zero', () => {
    expect(formatPoint([-108.147, 40.443])).toBe('Lat: 40.44300 Lng: -108.14700');
    expect(formatPoint([-107.791994, 40.729886])).toBe('Lat: 40.72989 Lng: -107.79199');
    expect(formatPoint([-0.000001, 0])).toBe('Lat: 0.00000 Lng: 0.00000');
  });

  it('shows a point the coordinate search reads back as the same place', () => {
    const [reading] = parseCoordinateQuery(formatPoint([-108.147, 40.443]));
    expect(reading).toMatchObject({ lat: 40.443, lng: -108.147 });
  });
});

describe('polygonAreaM2 (geojson-area ringArea, R = 6378137)', () => {
  // A lat/lng box is exact under this formula: R² · Δλ · (sin φ2 − sin φ1) = 6378137² · (π/180) · sin 1°.
  const oneDegreeBox = [[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]];

  it('measures a 1° × 1° box at the equator as 12,391,399,902 m²', () => {
    expect(polygonAreaM2(oneDegreeBox)).toBeCloseTo(12391399902.071, 2);
    expect(polygonAreaM2(oneDegreeBox)).toBeCloseTo(6378137 ** 2 * (Math.PI / 180) * Math.sin(Math.PI / 180), 2);
  });

  it('measures the whole sphere as geojson-area does (its own test value)', () => {
    const world = [[-180, -90], [-180, 90], [180, 90], [180, -90], [-180, -90]];
    expect(polygonAreaM2(world)).toBeCloseTo(511207893395811.06, 0);
  });

  it('is positive whichever way the ring winds', () => {
    expect(polygonAreaM2([...oneDegreeBox].reverse())).toBeCloseTo(polygonAreaM2(oneDegreeBox), 2);
  });

  it('measures an unclosed ring like its closed form', () => {
    expect(polygonAreaM2(oneDegreeBox.slice(0, 4))).toBeCloseTo(polygonAreaM2(oneDegreeBox), 2);
  });

  it('is smaller for the same box further from the equator', () => {
    const at60 = [[0, 60], [1, 60], [1, 61], [0, 61], [0, 60]];
    // R² · (π/180) · (sin 61° − sin 60°)
    expect(polygonAreaM2(at60)).toBeCloseTo(6378137 ** 2 * (Math.PI / 180) * (Math.sin((61 * Math.PI) / 180) - Math.sin(Math.PI / 3)), 2);
  });

  it('gives 0 for fewer than three positions', () => {
    expect(polygonAreaM2([])).toBe(0);
    expect(polygonAreaM2([[0, 0], [1, 1]])).toBe(0);
  });

  it('takes holes away from the outer ring', () => {
    const outer = [[0, 0], [2, 0], [2, 2], [0, 2], [0, 0]];
    const hole = [[0.5, 0.5], [0.5, 1.5], [1.5, 1.5], [1.5, 0.5], [0.5, 0.5]];
    expect(polygonRingsAreaM2([outer, hole])).toBeCloseTo(polygonAreaM2(outer) - polygonAreaM2(hole), 2);
    expect(polygonRingsAreaM2([])).toBe(0);
  });
});

describe('lineLengthM (haversine, R = 6371008.8)', () => {
  it('measures 1° of latitude as 111,195.08 m', () => {
    expect(lineLengthM([[0, 0], [0, 1]])).toBeCloseTo(111195.0802, 3);
    expect(lineLengthM([[-108, 40], [-108, 41]])).toBeCloseTo(111195.0802, 3);
  });

  it('measures 1° of longitude at the equator the same, and about half that at 60°', () => {
    expect(lineLengthM([[0, 0], [1, 0]])).toBeCloseTo(111195.0802, 3);
    const at60 = lineLengthM([[0, 60], [1, 60]]);
    expect(at60).toBeCloseTo(55597.0109, 3);
    // The great circle cuts inside the parallel, so it is a little shorter than R · Δλ · cos 60°.
    expect(at60).toBeLessThan(6371008.8 * (Math.PI / 180) * 0.5);
  });

  it('adds its segments', () => {
    expect(lineLengthM([[0, 0], [0, 1], [0, 3]])).toBeCloseTo(3 * 111195.0802, 2);
  });

  it('measures half the globe without a NaN', () => {
    expect(lineLengthM([[0, 0], [180, 0]])).toBeCloseTo(Math.PI * 6371008.8, 3);
  });

  it('gives 0 for fewer than two positions', () => {
    expect(lineLengthM([])).toBe(0);
    expect(lineLengthM([[-108, 40]])).toBe(0);
  });
});

describe('measurements reducer (Measurements box)', () => {
  const point = (id: string, lng: number, lat: number): DrawFeature => ({ id, geometry: { type: 'Point', coordinates: [lng, lat] } });
  const line = (id: string, degrees: number): DrawFeature => ({ id, geometry: { type: 'LineString', coordinates: [[0, 0], [0, degrees]] } });
  const box = (id: string, size: number): DrawFeature => ({
    id,
    geometry: { type: 'Polygon', coordinates: [[[0, 0], [size, 0], [size, size], [0, size], [0, 0]]] },
  });
  const circle = (id: string, radiusInKm: number): DrawFeature => ({
    id,
    geometry: { type: 'Polygon', coordinates: [[[0, 0], [0.01, 0], [0.01, 0.01], [0, 0]]] },
    properties: { isCircle: true, center: [0, 0], radiusInKm },
  });
  const run = (...events: DrawEvent[]) => measurements(events.reduce(measurementsReducer, INITIAL_MEASUREMENTS));
  const create = (...features: DrawFeature[]): DrawEvent => ({ type: 'create', features });
  const update = (...features: DrawFeature[]): DrawEvent => ({ type: 'update', features });
  const remove = (...features: DrawFeature[]): DrawEvent => ({ type: 'delete', features });

  it('is hidden with nothing drawn', () => {
    expect(run()).toEqual({ visible: false, circleRadiusKm: null, lineLengthM: null, polygonAreaM2: null, point: null });
  });

  it('shows once something is drawn, with only that kind measured', () => {
    expect(run(create(point('p1', -108.1, 40.4)))).toEqual({
      visible: true,
      circleRadiusKm: null,
      lineLengthM: null,
      polygonAreaM2: null,
      point: [-108.1, 40.4],
    });
  });

  it('shows the most recently created or edited point, line and circle', () => {
    const m = run(
      create(point('p1', 1, 1)),
      create(point('p2', 2, 2)),
      create(line('l1', 1)),
      create(line('l2', 2)),
      create(circle('c1', 1)),
      create(circle('c2', 2)),
      update(point('p1', 1.5, 1.5), line('l1', 3), circle('c1', 0.5)),
    );
    expect(m.point).toEqual([1.5, 1.5]);
    expect(m.lineLengthM).toBeCloseTo(3 * 111195.0802, 2);
    expect(m.circleRadiusKm).toBe(0.5);
  });

  it('totals the area of every polygon, circles left out', () => {
    const m = run(create(box('a', 1)), create(box('b', 1)), create(circle('c', 1)));
    expect(m.polygonAreaM2).toBeCloseTo(2 * 12391399902.071, 1);
    expect(m.circleRadiusKm).toBe(1);
  });

  it('replaces an updated polygon in the total instead of adding it again', () => {
    const m = run(create(box('a', 1), box('b', 1)), update(box('a', 2)));
    expect(m.polygonAreaM2).toBeCloseTo(polygonAreaM2([[0, 0], [2, 0], [2, 2], [0, 2]]) + 12391399902.071, 1);
  });

  it('falls back to the previously edited drawing when the latest is deleted', () => {
    const m = run(create(line('l1', 1)), create(line('l2', 2)), remove(line('l2', 2)));
    expect(m.lineLengthM).toBeCloseTo(111195.0802, 3);
  });

  it('drops a measure when the last drawing of its kind is deleted', () => {
    const m = run(create(box('a', 1), point('p', 0, 0)), remove(box('a', 1)));
    expect(m).toMatchObject({ visible: true, polygonAreaM2: null, point: [0, 0] });
  });

  it('hides when all drawings are removed, one by one or by Reset', () => {
    expect(run(create(point('p', 0, 0), line('l', 1)), remove(point('p', 0, 0), line('l', 1))).visible).toBe(false);
    expect(run(create(point('p', 0, 0), line('l', 1)), { type: 'reset' }).visible).toBe(false);
  });

  it('matches drawings by id whether the tool sends strings or numbers', () => {
    const m = run(create({ ...point('7', 0, 0), id: 7 }), remove(point('7', 0, 0)));
    expect(m.visible).toBe(false);
  });

  it('ignores geometries the tools never draw', () => {
    const odd: DrawFeature = { id: 'x', geometry: { type: 'MultiLineString', coordinates: [] } };
    expect(run(create(odd)).visible).toBe(false);
  });

  it('treats a polygon whose properties lack a radius as a polygon', () => {
    const m = run(create({ ...box('a', 1), properties: { isCircle: true } }));
    expect(m).toMatchObject({ circleRadiusKm: null });
    expect(m.polygonAreaM2).toBeCloseTo(12391399902.071, 1);
  });

  it('does not change the state it is given', () => {
    const state = measurementsReducer(INITIAL_MEASUREMENTS, create(point('p', 0, 0)));
    const before = state.drawings;
    measurementsReducer(state, remove(point('p', 0, 0)));
    measurementsReducer(state, create(point('q', 1, 1)));
    expect(state.drawings).toBe(before);
    expect(state.drawings).toHaveLength(1);
    expect(INITIAL_MEASUREMENTS.drawings).toHaveLength(0);
  });

  it('gives the box its strings, leaving out kinds not drawn', () => {
    expect(measurementsText(run(create(line('l', 1), circle('c', 1))))).toEqual({
      radius: '3,280.84 ft',
      lineLength: '364,813.27 ft',
      area: null,
      point: null,
    });
    expect(measurementsText(run(create(box('a', 1), point('p', -108.147, 40.443))))).toEqual({
      radius: null,
      lineLength: null,
      area: { acres: '3,061,872.97 acres', squareFeet: '133,379,789,406 sq ft' },
      point: 'Lat: 40.44300 Lng: -108.14700',
    });
  });
});
