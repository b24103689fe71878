import { NAV_GROUPS } from '../features/shell/navigation';
import { HOME_SCREENS, isHomeScreenPath } from './home-screens';

describe('home screens', () => {
  it('are the Operations and Time Series screens, named as the sidebar names them', () => {
    const sidebar = new Map(
      NAV_GROUPS.filter((group) => group.id === 'operations' || group.id === 'time-series')
        .flatMap((group) => group.items)
        .map((item) => [item.to, item.label]),
    );
    for (const screen of HOME_SCREENS) expect([screen.path, sidebar.get(screen.path)]).toEqual([screen.path, screen.label]);
  });

  it('accept only their own paths', () => {
    expect(isHomeScreenPath('/yamcolo-operations-dashboard')).toBe(true);
    expect(isHomeScreenPath('/tools/temperature-profiles')).toBe(true);
    expect(isHomeScreenPath('/tools/temperature-profiles/')).toBe(false);
    expect(isHomeScreenPath('/account')).toBe(false);
    expect(isHomeScreenPath('')).toBe(false);
  });
});
