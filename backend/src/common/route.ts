import { applyDecorators, Delete, Get, Header, HttpCode, Patch, Post, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { AccessLevel, RouteSpec } from '@portal/contracts';
import { Admin, Administrator, Authenticated, LoggerKey, OptionalAuth, Public, Stakeholder } from './access';

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
 * `@Route(ROUTES.getStationsList)` on a controller method: the HTTP method, the path and the access level of
 * the route table's entry (libs/contracts/src/routes.ts), so a path and who may call it are written once.
 * Controllers using it declare `@Controller()` with no prefix: the table holds the whole path.
 */
export const Route = (route: RouteSpec) => applyDecorators(METHOD[route.method](route.path), ACCESS[route.access]());

/**
 * A route whose answer browsers and proxies never store (`Cache-Control: no-store`: it grows as data arrive), with
 * its OpenAPI summary and description. It reads, so it answers 200 even when asked by POST (a body or a path too
 * long for a query string), not the 201 Nest gives a POST.
 */
export const UnstoredRoute = (route: RouteSpec, summary: string, description: string) =>
  applyDecorators(Route(route), HttpCode(200), Header('Cache-Control', 'no-store'), ApiOperation({ summary, description }));
