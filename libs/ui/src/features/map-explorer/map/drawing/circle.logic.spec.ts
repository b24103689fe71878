import { CIRCLE_STEPS, circleFeature, circleRing, destination, radiusKmBetween } from './circle.logic';
import { distanceM, measurementsReducer, measurements, INITIAL_MEASUREMENTS } from './measurements.logic';

const center: [number, number] = [-106.83, 40.48];

describe('circle geometry', () => {
  it('puts every vertex at the radius from the centre, the ring closed', () => {
    const ring = circleRing(center, 1.5);
    expect(ring).toHaveLength(CIRCLE_STEPS + 1);
    expect(ring[CIRCLE_STEPS]).toEqual(ring[0]);
    for (const vertex of ring) expect(distanceM(center, vertex)).toBeCloseTo(1500, 3);
  });

  it('starts due north and goes clockwise', () => {
    const [north, next] = circleRing(center, 1);
    expect(north[0]).toBeCloseTo(center[0], 9);
    expect(north[1]).toBeGreaterThan(center[1]);
    expect(next[0]).toBeGreaterThan(center[0]);
  });

  it('measures the radius between the centre and the pointer', () => {
    expect(radiusKmBetween(center, destination(center, 2500, 77))).toBeCloseTo(2.5, 6);
  });

  it('wraps longitudes across the antimeridian', () => {
    expect(destination([179.99, 0], 5000, 90)[0]).toBeLessThan(-179);
  });

  it('is read by the Measurements box as a circle radius', () => {
    const feature = { ...circleFeature(center, 0.3048), id: 'c1' };
    const state = measurementsReducer(INITIAL_MEASUREMENTS, { type: 'create', features: [feature] });
    expect(measurements(state)).toMatchObject({ visible: true, circleRadiusKm: 0.3048, polygonAreaM2: null });
  });
});
