import { Controller, Get, INestApplication } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import type { Request } from 'express';
import request from 'supertest';
import { userFromClaims } from '../auth/roles';
import { AccessGuard, Admin, Administrator, Authenticated, type AuthenticatedUser, CurrentUser, decideAccess, OptionalAuth, Public, TokenVerifier } from './access';

const ROLES_CLAIM = 'https://roles.test/roles';
const user = (...roles: string[]) => userFromClaims({ sub: `sub-${roles.join('-') || 'none'}`, [ROLES_CLAIM]: roles }, ROLES_CLAIM);

/** Tokens are "valid" when they name a role list: `Bearer roles:Administrator`; anything else is invalid. */
class FakeVerifier extends TokenVerifier {
  async verify(req: Request): Promise<AuthenticatedUser | null> {
    const match = /^Bearer roles:(.*)$/.exec(req.headers.authorization ?? '');
    return match ? user(...match[1].split(',').filter(Boolean)) : null;
  }
}

@Controller('probe')
class ProbeController {
  @Public() @Get('open') open() { return { ok: true }; }
  @OptionalAuth() @Get('optional') optional(@CurrentUser() u?: AuthenticatedUser) { return { sub: u?.sub ?? null }; }
  @Authenticated() @Get('signed-in') signedIn(@CurrentUser() u: AuthenticatedUser) { return { sub: u.sub }; }
  @Admin() @Get('admin') admin() { return { ok: true }; }
  @Administrator() @Get('administrator') administrator() { return { ok: true }; }
  @Get('undeclared') undeclared() { return { leaked: true }; }
}

describe('decideAccess', () => {
  const admin = user('Administrator');
  const plain = user();
  it.each([
    ['public', false, null, 'allow'],
    ['public', true, null, 'allow'],
    ['optional-auth', false, null, 'allow'],
    ['optional-auth', true, null, 401],
    ['optional-auth', true, plain, 'allow'],
    ['authenticated', false, null, 401],
    ['authenticated', true, null, 401],
    ['authenticated', true, plain, 'allow'],
    ['stakeholder', false, null, 401],
    ['stakeholder', true, plain, 403],
    ['stakeholder', true, user('Stakeholder'), 'allow'],
    ['stakeholder', true, admin, 'allow'],
    ['admin', false, null, 401],
    ['admin', true, plain, 403],
    ['admin', true, user('Stakeholder'), 403],
    ['admin', true, admin, 'allow'],
    ['admin', true, user('Developer'), 'allow'],
    ['administrator', false, null, 401],
    ['administrator', true, null, 401],
    ['administrator', true, plain, 403],
    ['administrator', true, user('Stakeholder'), 403],
    ['administrator', true, user('Developer'), 403],
    ['administrator', true, admin, 'allow'],
    ['administrator', true, user('Developer', 'Administrator'), 'allow'],
    ['logger', false, null, 'allow'],
    ['logger', true, admin, 'allow'],
    [undefined, true, admin, 403],
  ] as const)('%s, token sent %s, user %p -> %p', (level, sent, u, want) => {
    expect(decideAccess(level, sent, u)).toBe(want);
  });
});

describe('userFromClaims', () => {
  it.each([
    [['Administrator'], { isAdmin: true, isAdministrator: true, isDeveloper: false, isStakeholder: true }],
    [['Developer'], { isAdmin: true, isAdministrator: false, isDeveloper: true, isStakeholder: true }],
    [['Stakeholder'], { isAdmin: false, isAdministrator: false, isDeveloper: false, isStakeholder: true }],
    [[], { isAdmin: false, isAdministrator: false, isDeveloper: false, isStakeholder: false }],
  ])('roles %p', (roles, flags) => {
    expect(user(...roles)).toMatchObject({ roles, ...flags });
  });

  it('accepts a single role string and ignores other claims and junk', () => {
    expect(userFromClaims({ sub: 'a', roles: ['Administrator'], [ROLES_CLAIM]: 'Stakeholder' }, ROLES_CLAIM)).toMatchObject({ roles: ['Stakeholder'], isAdmin: false, isStakeholder: true });
    expect(userFromClaims({ sub: 'a', [ROLES_CLAIM]: [42, 'Developer'] }, ROLES_CLAIM).roles).toEqual(['Developer']);
    expect(userFromClaims({ sub: 'a', [ROLES_CLAIM]: { Administrator: true } }, ROLES_CLAIM).isAdmin).toBe(false);
  });
});

describe('AccessGuard', () => {
  let app: INestApplication;
  const get = (path: string, token?: string) => {
    const r = request(app.getHttpServer()).get(path);
    return token ? r.set('Authorization', token) : r;
  };

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      controllers: [ProbeController],
      providers: [{ provide: TokenVerifier, useClass: FakeVerifier }, { provide: APP_GUARD, useClass: AccessGuard }],
    }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.init();
  });

  afterAll(() => app.close());

  it('lets anyone call a Public route, whatever token it sends', async () => {
    await get('/probe/open').expect(200, { ok: true });
    await get('/probe/open', 'Bearer garbage').expect(200);
  });

  it('OptionalAuth: anonymous passes, a valid token is attached, an invalid one is refused', async () => {
    await get('/probe/optional').expect(200, { sub: null });
    await get('/probe/optional', 'Bearer roles:').expect(200, { sub: 'sub-none' });
    await get('/probe/optional', 'Bearer expired').expect(401);
  });

  it('Authenticated: 401 without a valid token', async () => {
    await get('/probe/signed-in').expect(401);
    await get('/probe/signed-in', 'Bearer expired').expect(401);
    await get('/probe/signed-in', 'Bearer roles:Stakeholder').expect(200, { sub: 'sub-Stakeholder' });
  });

  it('Admin: 401 anonymous, 403 for a non-admin, 200 for Administrator and Developer', async () => {
    await get('/probe/admin').expect(401);
    await get('/probe/admin', 'Bearer roles:Stakeholder').expect(403);
    await get('/probe/admin', 'Bearer roles:Administrator').expect(200);
    await get('/probe/admin', 'Bearer roles:Developer').expect(200);
  });

  it('Administrator: 401 anonymous, 403 for every other signed-in user (a Developer too), 200 for an Administrator', async () => {
    await get('/probe/administrator').expect(401);
    await get('/probe/administrator', 'Bearer roles:Stakeholder').expect(403);
    const developer = await get('/probe/administrator', 'Bearer roles:Developer').expect(403);
    expect(developer.body.message).toBe('Administrators only.');
    await get('/probe/administrator', 'Bearer roles:Administrator').expect(200);
  });

  it('refuses a route that declares no access level, even for an admin', async () => {
    const res = await get('/probe/undeclared', 'Bearer roles:Administrator');
    expect(res.status).toBe(403);
    expect(res.body.leaked).toBeUndefined();
  });
});
