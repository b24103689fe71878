import { type GazetteerCandidate, geocoderRequestUrl, matchRank, normalize, parseGeocoderAnswer, rankPlaces } from './gazetteer';

const at: [number, number] = [-106.8, 40.5];
const CANDIDATES: GazetteerCandidate[] = [
  { id: 'location-3', name: 'Yampa River at Steamboat Springs, CO', type: 'location', center: at, code: '09239500' },
  { id: 'place-1', name: 'Steamboat Springs', type: 'place', center: at },
  { id: 'place-34', name: 'Steamboat Lake', type: 'reservoir', center: at, bbox: [-107, 40.7, -106.9, 40.9] },
  { id: 'place-5', name: 'Yampa', type: 'place', center: at },
  { id: 'location-102', name: 'Yampa River at Yampa WQ', type: 'location', center: at, code: 'UYWCD_WQX-YR-YAMPA' },
  { id: 'place-9', name: 'Baggs, WY', type: 'place', center: at },
  { id: 'place-15', name: 'Hahns Peak Village', type: 'place', center: at },
];

const ids = (query: string, limit?: number) => rankPlaces(query, CANDIDATES, limit).map((p) => p.id);

describe('gazetteer ranking', () => {
  it('ranks the whole name, then a prefix, then word starts, then a location id', () => {
    expect(matchRank('yampa', CANDIDATES[3])).toBe(0);
    expect(matchRank('Yampa Ri', CANDIDATES[0])).toBe(1);
    expect(matchRank('springs steam', CANDIDATES[0])).toBe(2);
    expect(matchRank('092395', CANDIDATES[0])).toBe(3);
    expect(ids('yampa')).toEqual(['place-5', 'location-102', 'location-3']);
  });

  it('ignores case, accents and extra spaces', () => {
    expect(normalize('  Hähns   PEAK ')).toBe('hahns peak');
    expect(ids('HAHNS peak')).toEqual(['place-15']);
    expect(ids('baggs wy')).toEqual(['place-9']);
  });

  it('matches only at the start of words, not inside them', () => {
    expect(ids('boat')).toEqual([]);
    expect(ids('amp')).toEqual([]);
  });

  it('puts towns before reservoirs before locations when they match equally well, shorter names first', () => {
    expect(ids('steamboat')).toEqual(['place-1', 'place-34', 'location-3']);
    expect(ids('steam')).toEqual(['place-1', 'place-34', 'location-3']);
    expect(ids('springs')).toEqual(['place-1', 'location-3']);
  });

  it('shows a location with its id and keeps a reservoir\'s extent', () => {
    const [town, lake, gauge] = rankPlaces('steamboat', CANDIDATES);
    expect(lake).toEqual({ id: 'place-34', place_name: 'Steamboat Lake', place_type: 'reservoir', center: at, bbox: [-107, 40.7, -106.9, 40.9] });
    expect(town).toEqual({ id: 'place-1', place_name: 'Steamboat Springs', place_type: 'place', center: at });
    expect(gauge.place_name).toBe('Yampa River at Steamboat Springs, CO (09239500)');
    expect(gauge.place_type).toBe('location');
  });

  it('returns at most the limit, and nothing for an empty query', () => {
    expect(ids('yampa', 2)).toEqual(['place-5', 'location-102']);
    expect(ids('   ')).toEqual([]);
  });
});

describe('external geocoder answers', () => {
  it('puts the URL-encoded query where the template says', () => {
    expect(geocoderRequestUrl('https://geo.example/search/{query}.json?key=k&q={query}', 'Oak Creek & Co'))
      .toBe('https://geo.example/search/Oak%20Creek%20%26%20Co.json?key=k&q=Oak%20Creek%20%26%20Co');
  });

  it('keeps well-formed features in the Mapbox shape and skips the rest', () => {
    const answer = {
      features: [
        { id: 'address.1', place_name: '123 Lincoln Ave, Steamboat Springs', center: [-106.83, 40.48], place_type: ['address'], bbox: [-106.84, 40.47, -106.82, 40.49] },
        { place_name: 'No centre' },
        { place_name: 'Bad centre', center: [-200, 40] },
        { place_name: '', center: [1, 2] },
        { place_name: 'Routt County', center: [-106.9, 40.5], place_type: 'region' },
      ],
    };
    expect(parseGeocoderAnswer(answer)).toEqual([
      { id: 'geocoder-address.1', place_name: '123 Lincoln Ave, Steamboat Springs', place_type: 'address', center: [-106.83, 40.48], bbox: [-106.84, 40.47, -106.82, 40.49] },
      { id: 'geocoder-4', place_name: 'Routt County', place_type: 'region', center: [-106.9, 40.5] },
    ]);
    expect(parseGeocoderAnswer({ nothing: true })).toEqual([]);
    expect(parseGeocoderAnswer(null)).toEqual([]);
  });
});
