import { route } from './route';

describe('route', () => {
  it('reads method and path from the route table', () => {
    expect(route('getStationsList')).toEqual({ url: 'stations-list', method: 'GET' });
    expect(route('postListContacts')).toEqual({ url: 'list-contacts', method: 'POST' });
  });

  it('fills every path parameter, encoded, also one followed by an extension', () => {
    expect(route('putListContactsByContactNdx', { contact_ndx: 7 })).toEqual({ url: 'list-contacts/7', method: 'PUT' });
    expect(route('getPublicMapFontsPbfByFontstackAndRange', { fontstack: 'Open Sans Regular', range: '0-255' })).toEqual({
      url: 'public-map/fonts/Open%20Sans%20Regular/0-255.pbf',
      method: 'GET',
    });
  });

  it('refuses a call that lacks a parameter', () => {
    const untyped = route as (name: string, params?: Record<string, number>) => unknown;
    expect(() => untyped('postTsDailyTableForMapDisplayByLocationIndex', {})).toThrow(/locationIndex/);
  });
});
