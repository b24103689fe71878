import { CHANGELOG } from './changelog';

describe('the Changelog', () => {
  it('lists releases newest first', () => {
    const order = CHANGELOG.map((r) => r.version.split('.').map(Number));
    expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || b[1] - a[1] || b[2] - a[2]));
  });

  it('mentions each built screen family a visitor meets', () => {
    const text = CHANGELOG.flatMap((r) => r.changes).join(' ');
    for (const screen of ['Map Explorer', 'Operations Dashboard', 'Time Series Dashboards', 'Temperature Profiles', 'stations table']) {
      expect(text).toContain(screen);
    }
  });
});
