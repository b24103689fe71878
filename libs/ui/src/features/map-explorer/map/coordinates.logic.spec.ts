import { parseCoordinateQuery } from './coordinates.logic';

const point = (lat: number, lng: number, label: string) => ({ lat, lng, label, placeType: 'coordinate' });

describe('parseCoordinateQuery', () => {
  it('reads two numbers separated by a comma', () => {
    expect(parseCoordinateQuery('40.5,-107.2')).toEqual([point(40.5, -107.2, 'Lat: 40.5 Lng: -107.2')]);
  });

  it('reads two numbers separated by whitespace', () => {
    expect(parseCoordinateQuery('40.5 -107.2')).toEqual([point(40.5, -107.2, 'Lat: 40.5 Lng: -107.2')]);
    expect(parseCoordinateQuery('  40.5 \t  -107.2 ')).toEqual([point(40.5, -107.2, 'Lat: 40.5 Lng: -107.2')]);
  });

  it('reads a comma with spaces around it', () => {
    expect(parseCoordinateQuery('40.5, -107.2')).toEqual([point(40.5, -107.2, 'Lat: 40.5 Lng: -107.2')]);
    expect(parseCoordinateQuery('40.5 ,-107.2')).toEqual([point(40.5, -107.2, 'Lat: 40.5 Lng: -107.2')]);
    // The comma always separates: it is never a decimal comma.
    expect(parseCoordinateQuery('40,5')[0]).toEqual(point(40, 5, 'Lat: 40 Lng: 5'));
  });

  it("reads the 'Lat: ' and 'Lng: ' prefixes, so a result label searches as itself", () => {
    expect(parseCoordinateQuery('Lat: 40.5 Lng: -107.2')).toEqual([point(40.5, -107.2, 'Lat: 40.5 Lng: -107.2')]);
    expect(parseCoordinateQuery('lat:40.5, LNG:-107.2')).toEqual([point(40.5, -107.2, 'Lat: 40.5 Lng: -107.2')]);
    expect(parseCoordinateQuery('Lat: 40.5 -107.2')).toEqual([point(40.5, -107.2, 'Lat: 40.5 Lng: -107.2')]);
  });

  it('accepts signs and decimals and prints numbers as typed, without rounding', () => {
    expect(parseCoordinateQuery('-33.8688 151.2093')).toEqual([point(-33.8688, 151.2093, 'Lat: -33.8688 Lng: 151.2093')]);
    expect(parseCoordinateQuery('40.443210987 -108.14700')).toEqual([
      point(40.443210987, -108.147, 'Lat: 40.443210987 Lng: -108.14700'),
    ]);
    // A leading '+' carries no meaning and is dropped from the label.
    expect(parseCoordinateQuery('+40 -108')).toEqual([point(40, -108, 'Lat: 40 Lng: -108')]);
    expect(parseCoordinateQuery('.5 -108')).toEqual([point(0.5, -108, 'Lat: .5 Lng: -108')]);
  });

  it('offers only the swapped reading when the first number is no latitude', () => {
    expect(parseCoordinateQuery('-107.2, 40.5')).toEqual([point(40.5, -107.2, 'Lat: 40.5 Lng: -107.2')]);
    expect(parseCoordinateQuery('105 40')).toEqual([point(40, 105, 'Lat: 40 Lng: 105')]);
  });

  it('offers both readings when both are in range, the typed order first', () => {
    expect(parseCoordinateQuery('40.5 -80.25')).toEqual([
      point(40.5, -80.25, 'Lat: 40.5 Lng: -80.25'),
      point(-80.25, 40.5, 'Lat: -80.25 Lng: 40.5'),
    ]);
  });

  it('offers one reading when both numbers are the same point', () => {
    expect(parseCoordinateQuery('40 40')).toEqual([point(40, 40, 'Lat: 40 Lng: 40')]);
    expect(parseCoordinateQuery('40.0, 40')).toEqual([point(40, 40, 'Lat: 40.0 Lng: 40')]);
  });

  it('takes the range limits as valid and anything past them as not', () => {
    expect(parseCoordinateQuery('90 180')).toEqual([point(90, 180, 'Lat: 90 Lng: 180')]);
    expect(parseCoordinateQuery('-90 -180')).toEqual([point(-90, -180, 'Lat: -90 Lng: -180')]);
    expect(parseCoordinateQuery('90.0001 180.0001')).toEqual([]);
    expect(parseCoordinateQuery('100 200')).toEqual([]);
  });

  it('finds nothing in text that is not a pair of numbers', () => {
    for (const text of ['Steamboat Springs', '40.5', '40.5 abc', 'abc 40.5', '40.5,,-107', '40.5 - 107', '1e2 3',
      '40.5; -107.2', '40.5. -107.2', 'Lng: 40 Lat: -107']) {
      expect(parseCoordinateQuery(text)).toEqual([]);
    }
  });

  it('finds nothing in three numbers', () => {
    expect(parseCoordinateQuery('40.5 -107.2 10')).toEqual([]);
    expect(parseCoordinateQuery('40.5, -107.2, 10')).toEqual([]);
  });

  it('finds nothing in empty or blank text', () => {
    expect(parseCoordinateQuery('')).toEqual([]);
    expect(parseCoordinateQuery('   ')).toEqual([]);
  });
});
