import { signedInUserFromClaims } from './ports';

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
