import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHANGELOG } from './changelog';

describe('the Changelog', () => {
  it('opens with the release the app reports as its version, newest first', () => {
    const { version } = JSON.parse(readFileSync(resolve(__dirname, '../../../../../package.json'), 'utf8')) as { version: string };
    expect(CHANGELOG[0].version).toBe(version);
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
