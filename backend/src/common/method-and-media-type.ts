import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { ApiErrorBody } from '@portal/contracts';
import type { NextFunction, Request, Response } from 'express';
import { match } from 'path-to-regexp';
import { isLeftUnread } from './body-parsers';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Method = (typeof METHODS)[number];
type PathItem = OpenAPIObject['paths'][string];

function refused(status: 405 | 415, message: string): HttpException {
  const body: ApiErrorBody = { statusCode: status, error: STATUS_CODES[status]!, message };
  return new HttpException(body, status);
}

/** The media types an operation's body may have; none when it takes no body. */
function bodyMediaTypes(operation: NonNullable<PathItem[Method]>): string[] {
  const body = operation.requestBody;
  return body && 'content' in body ? Object.keys(body.content) : [];
}

/**
 * Answers what Nest's router cannot: a known path asked with a method it does not serve gets 405 with `Allow`
 * (Nest would say 404, as if the path did not exist), and a body of a media type the operation does not take gets
 * 415 (the JSON parser skips a text/plain body, and the route saw no body at all and answered 400 for its fields).
 * Both read the OpenAPI document, which states every route's methods and body types. Mounted after the body
 * parsers, so a body too large is still a 413, and it leaves alone a body a check ahead of the parsers refused.
 */
export function methodAndMediaTypeChecks(document: OpenAPIObject) {
  // The document's `{name}` parameters in the syntax of path-to-regexp, the matcher Express routes with.
  const known = Object.entries(document.paths).map(([template, item]) => ({
    matches: match(template.replace(/\{([^}]+)\}/g, ':$1'), { decode: false }),
    item,
  }));
  return (req: Request, res: Response, next: NextFunction): void => {
    // Every path that matches, as Express tries every route: GET /api/imports/upload is the import run "upload".
    const items = known.filter((k) => k.matches(req.path)).map((k) => k.item);
    const method = req.method.toLowerCase();
    // Express answers HEAD with its GET route, and OPTIONS belongs to CORS.
    if (items.length === 0 || method === 'options') return next();
    const asked = (method === 'head' ? 'get' : method) as Method;
    const operation = items.map((item) => item[asked]).find((o) => o !== undefined);
    if (!operation) {
      const allowed = METHODS.filter((m) => items.some((item) => item[m])).flatMap((m) => (m === 'get' ? ['GET', 'HEAD'] : [m.toUpperCase()]));
      res.setHeader('Allow', allowed.join(', '));
      return next(refused(405, `${req.path} does not take ${req.method}; it takes ${allowed.join(', ')}.`));
    }
    const mediaTypes = bodyMediaTypes(operation);
    // An empty body (Content-Length: 0) is no body, whatever its type says.
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (mediaTypes.length && hasBody && !isLeftUnread(req) && !req.is(mediaTypes)) {
      return next(refused(415, `The body must be ${mediaTypes.join(' or ')}, not ${req.headers['content-type'] ?? 'untyped'}.`));
    }
    next();
  };
}
