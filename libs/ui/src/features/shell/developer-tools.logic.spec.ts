import { lastApiData, previewJson } from './developer-tools.logic';

describe('lastApiData', () => {
  it('picks the newest fulfilled query or mutation', () => {
    const state = {
      queries: {
        a: { endpointName: 'getHealth', originalArgs: undefined, data: { status: 'ok' }, fulfilledTimeStamp: 10 },
        b: { endpointName: 'getListContacts', originalArgs: undefined, data: [1], fulfilledTimeStamp: 30 },
        pending: { endpointName: 'getListGroups' },
      },
      mutations: { m: { endpointName: 'postListContacts', originalArgs: { contact_name: 'x' }, data: { contact_ndx: 4 }, fulfilledTimeStamp: 20 } },
    };
    expect(lastApiData(state)).toEqual({ endpointName: 'getListContacts', args: undefined, data: [1], at: 30 });
  });

  it('is null before any answer', () => {
    expect(lastApiData({ queries: { p: { endpointName: 'x' } }, mutations: {} })).toBeNull();
  });
});

describe('previewJson', () => {
  it('shows small values whole and cuts long ones with a count', () => {
    expect(previewJson({ a: 1 })).toBe('{\n  "a": 1\n}');
    const long = previewJson('x'.repeat(50), 10);
    expect(long).toBe(`"xxxxxxxxx\n… (42 more characters)`);
  });
});
