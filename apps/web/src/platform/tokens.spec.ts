import { localStorageTokens } from './tokens';

describe('localStorageTokens', () => {
  beforeEach(() => localStorage.clear());

  it('keeps tokens in localStorage under the portal prefix', async () => {
    const tokens = localStorageTokens();
    await tokens.set('refresh', 'r-1');
    expect(localStorage.getItem('portal.refresh')).toBe('r-1');
    expect(await tokens.get('refresh')).toBe('r-1');
    await tokens.delete('refresh');
    expect(await tokens.get('refresh')).toBeNull();
  });

  it('behaves as signed out when storage refuses to work', async () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const tokens = localStorageTokens(broken);
    await expect(tokens.set('refresh', 'r-1')).resolves.toBeUndefined();
    await expect(tokens.get('refresh')).resolves.toBeNull();
    await expect(tokens.delete('refresh')).resolves.toBeUndefined();
  });
});
