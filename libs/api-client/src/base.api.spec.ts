import { withAccessToken } from './base.api';

describe('withAccessToken', () => {
  const apiBaseUrl = 'http://127.0.0.1:3000/api';

  it('adds a bearer token when the provider has one', async () => {
    const headers = await withAccessToken(new Headers(), { apiBaseUrl, getAccessToken: async () => 'abc.def' });
    expect(headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('sends no authorization when nobody is signed in or no provider is set', async () => {
    expect((await withAccessToken(new Headers(), { apiBaseUrl, getAccessToken: async () => null })).has('Authorization')).toBe(false);
    expect((await withAccessToken(new Headers(), { apiBaseUrl })).has('Authorization')).toBe(false);
  });

  it('logs a failing provider and carries on without authorization', async () => {
    const warn = jest.fn();
    const failure = new Error('refresh token expired');
    const headers = await withAccessToken(new Headers(), {
      apiBaseUrl,
      getAccessToken: () => Promise.reject(failure),
      logger: { warn },
    });
    expect(headers.has('Authorization')).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('without'), failure);
  });
});
