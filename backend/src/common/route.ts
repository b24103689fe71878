import { applyDecorators, Delete, Get, HttpCode, Patch, Post, Put, SetMetadata } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { AccessLevel, RouteSpec } from '@portal/contracts';
import { Admin, Administrator, Authenticated, LoggerKey, OptionalAuth, Public, Stakeholder } from './access';
import { ROUTE_SPEC } from './http';

const METHOD = { GET: Get, POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete } as const;
const ACCESS: Record<AccessLevel, () => MethodDecorator & ClassDecorator> = {
  public: Public,
  'optional-auth': OptionalAuth,
  authenticated: Authenticated,
  stakeholder: Stakeholder,
  admin: Admin,
  administrator: Administrator,
  logger: LoggerKey,
};

/**
 * `@Route(ROUTES.getStationsList)` on a controller method: the route table's entry (libs/contracts/src/routes.ts)
 * applied whole, so a route's HTTP facts are written once: its method and path, who may call it, the status of a
 * success when it is not the method's usual one, and (through the answer interceptor, common/http.ts) how long
 * clients may keep its answer and its media type. With a summary (and a description), its OpenAPI operation too.
 * Controllers using it declare `@Controller()` with no prefix: the table holds the whole path.
 */
export const Route = (route: RouteSpec, summary?: string, description?: string) =>
  applyDecorators(
    METHOD[route.method](route.path),
    ACCESS[route.access](),
    SetMetadata(ROUTE_SPEC, route),
    ...(route.status === undefined ? [] : [HttpCode(route.status)]),
    ...(summary === undefined ? [] : [ApiOperation({ summary, description })]),
  );
