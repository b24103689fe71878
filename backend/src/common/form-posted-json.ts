import { applyDecorators, CallHandler, ExecutionContext, ForbiddenException, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { FORM_POSTED_JSON_FIELD } from '@portal/contracts';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { badRequest } from './validation';

// A JSON body sent by an HTML form. The web app saves a large download natively, as a form POST into a hidden frame,
// so the browser's own download manager writes the file and the page never holds it; a form cannot send
// application/json, so it carries the body's JSON text in one field, FORM_POSTED_JSON_FIELD.

/** Marks an operation of the API document that also takes its body form-posted (openapi.ts declares that body). */
export const FORM_POSTED_JSON_EXTENSION = 'x-form-posted-json';

const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/**
 * Whether a form post comes from one of the portal's own pages. A form on any other site could post to the API
 * too (a form is not subject to CORS) and make its visitors' browsers run the download's query; browsers say where a
 * request comes from in Sec-Fetch-Site, or at least in Origin (always sent with a form POST).
 */
function postedByOwnPage(req: Request): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = req.headers.origin;
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** Turns a form-posted body (`form=<JSON text>`) into the JSON body it carries, before the route's validation. */
@Injectable()
export class FormPostedJsonInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    if (req.is(FORM_MEDIA_TYPE)) req.body = formPostedBody(req);
    return next.handle();
  }
}

function formPostedBody(req: Request): unknown {
  if (!postedByOwnPage(req)) throw new ForbiddenException('A form may post to this API only from the portal\'s own pages.');
  const fields = (req.body ?? {}) as Record<string, unknown>;
  const extra = Object.keys(fields).filter((name) => name !== FORM_POSTED_JSON_FIELD);
  if (extra.length) throw badRequest(extra.map((field) => ({ field, problems: [`${field} is not a field of this form; send the body as JSON in ${FORM_POSTED_JSON_FIELD}`] })));
  const text = fields[FORM_POSTED_JSON_FIELD];
  const problem = [{ field: FORM_POSTED_JSON_FIELD, problems: [`${FORM_POSTED_JSON_FIELD} must be the request body as JSON text`] }];
  if (typeof text !== 'string') throw badRequest(problem);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(problem);
  }
}

/** The route takes its JSON body form-posted too (`form=<JSON text>`), from the portal's own pages. */
export const AcceptsFormPostedJson = () =>
  applyDecorators(UseInterceptors(FormPostedJsonInterceptor), ApiExtension(FORM_POSTED_JSON_EXTENSION, true));

/** The form-posted body an operation marked by AcceptsFormPostedJson takes, beside its JSON one (openapi.ts). */
export const FORM_POSTED_JSON_CONTENT = {
  [FORM_MEDIA_TYPE]: {
    schema: {
      type: 'object',
      required: [FORM_POSTED_JSON_FIELD],
      additionalProperties: false,
      properties: {
        [FORM_POSTED_JSON_FIELD]: {
          type: 'string',
          description: 'The JSON body as text. Taken only from the portal\'s own pages (Sec-Fetch-Site same-origin, or an Origin of this host); 403 otherwise.',
        },
      },
    },
  },
} as const;
