import { roleFlags, safeReturnPath } from './roles';

const user = (roles: string[]) => ({ sub: 's', roles });

describe('roleFlags', () => {
  it.each([
    [[], { isAdmin: false, isAdministrator: false, isDeveloper: false, isStakeholder: false }],
    [['Stakeholder'], { isAdmin: false, isAdministrator: false, isDeveloper: false, isStakeholder: true }],
    [['Administrator'], { isAdmin: true, isAdministrator: true, isDeveloper: false, isStakeholder: true }],
    [['Developer'], { isAdmin: true, isAdministrator: false, isDeveloper: true, isStakeholder: true }],
    [['Developer', 'Administrator'], { isAdmin: true, isAdministrator: true, isDeveloper: true, isStakeholder: true }],
    [['administrator', 'Viewer'], { isAdmin: false, isAdministrator: false, isDeveloper: false, isStakeholder: false }],
  ])('roles %j give %j', (roles, flags) => {
    expect(roleFlags(user(roles))).toEqual(flags);
  });

  it('gives no role to nobody', () => {
    expect(roleFlags(null)).toEqual({ isAdmin: false, isAdministrator: false, isDeveloper: false, isStakeholder: false });
  });
});

describe('safeReturnPath', () => {
  it('keeps app paths with their query', () => {
    expect(safeReturnPath('/tools/system-management/contacts?x=1')).toBe('/tools/system-management/contacts?x=1');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'dashboard', '', undefined, 42])(
    'sends %j to the dashboard',
    (path) => {
      expect(safeReturnPath(path)).toBe('/dashboard');
    },
  );
});
