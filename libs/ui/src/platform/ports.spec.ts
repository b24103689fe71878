import { type DownloadProgress, downloadProgressCounter, signedInUserFromClaims } from './ports';

const ROLES_CLAIM = 'https://basin-water-portal.example/roles';

describe('signedInUserFromClaims', () => {
  it('takes roles from the configured claim, as a list or a single name', () => {
    expect(signedInUserFromClaims({ sub: 'a', [ROLES_CLAIM]: ['Developer', 7] }, ROLES_CLAIM).roles).toEqual(['Developer']);
    expect(signedInUserFromClaims({ sub: 'a', [ROLES_CLAIM]: 'Stakeholder' }, ROLES_CLAIM).roles).toEqual(['Stakeholder']);
    expect(signedInUserFromClaims({ sub: 'a', roles: ['Administrator'] }, ROLES_CLAIM).roles).toEqual([]);
  });

  it('keeps the standard claims that are text and leaves the others out', () => {
    expect(signedInUserFromClaims({ sub: 'demo-admin', name: 'Avery', email: 'a@demo.portal', picture: 42 }, ROLES_CLAIM)).toStrictEqual({
      sub: 'demo-admin', name: 'Avery', email: 'a@demo.portal', roles: [],
    });
  });
});

describe('downloadProgressCounter', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('counts bytes and lines across chunks, a line cut between two chunks once', () => {
    const heard: DownloadProgress[] = [];
    const counter = downloadProgressCounter((p) => heard.push(p), () => 0);
    counter.add(bytes('location,value\nYampa,'));
    counter.add(bytes('12\nElk,3\n'));
    counter.finish();
    expect(heard).toEqual([{ bytes: 21, lines: 1 }, { bytes: 30, lines: 3 }]);
  });

  it('reports at most once an interval while chunks pour in, and the whole at the end', () => {
    const heard: DownloadProgress[] = [];
    let now = 1_000;
    const counter = downloadProgressCounter((p) => heard.push(p), () => now, 200);
    for (let i = 0; i < 100; i++) {
      counter.add(bytes('a\n'));
      now += 10;
    }
    counter.finish();
    // Every 200 ms of 1 s: at 0, 200, 400, 600, 800 ms, then the end.
    expect(heard.map((p) => p.lines)).toEqual([1, 21, 41, 61, 81, 100]);
    expect(heard.at(-1)).toEqual({ bytes: 200, lines: 100 });
  });
});
