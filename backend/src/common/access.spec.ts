import { Controller, Get, INestApplication } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AccessGuard, Public } from './access';

@Controller('probe')
class ProbeController {
  @Public()
  @Get('open')
  open() {
    return { ok: true };
  }

  @Get('undeclared')
  undeclared() {
    return { leaked: true };
  }
}

describe('AccessGuard', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      controllers: [ProbeController],
      providers: [{ provide: APP_GUARD, useClass: AccessGuard }],
    }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.init();
  });

  afterAll(() => app.close());

  it('lets anyone call a Public route', async () => {
    await request(app.getHttpServer()).get('/probe/open').expect(200, { ok: true });
  });

  it('refuses a route that declares no access level', async () => {
    const res = await request(app.getHttpServer()).get('/probe/undeclared');
    expect(res.status).toBe(403);
    expect(res.body.leaked).toBeUndefined();
  });
});
