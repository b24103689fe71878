import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { AccessLevel } from '@portal/contracts';
import { contractSchemas, type SchemaObject } from './contract-schemas';
import { FORM_POSTED_JSON_CONTENT, FORM_POSTED_JSON_EXTENSION } from './form-posted-json';
import { documentValidationRules } from './openapi-validation';
import { MAX_JSON_BODY } from './safe-input';

/** The extension each access decorator stamps on its operations, so the document can state what the guard does. */
export const ACCESS_EXTENSION = 'x-access';

const BEARER = 'bearer';
/** The data loggers' keys (`Authorization: Bearer lgr_...`), created with `npm run logger:key -- logger:create <name>`. */
const LOGGER_KEY = 'loggerKey';
/** The shape of every error answer (4xx and 5xx): the contract type, as every other answer's. */
const ERROR_SCHEMA = 'ApiErrorBody';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;
type Responses = Operation['responses'];

const COMPONENT_REF = '#/components/schemas/';
const errorContent = () => ({ 'application/json': { schema: { $ref: `${COMPONENT_REF}${ERROR_SCHEMA}` } } });

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } } };

/**
 * Readable, unique operation ids derived from the route, so a generated client's method has the route's name:
 * `GET /api/list-contacts` is getListContacts, `PUT /api/list-contacts/{contact_ndx}` putListContactsByContactNdx.
 */
function operationIdOf(method: string, path: string): string {
  const pascal = (s: string) =>
    s
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join('');
  const segments = path.replace(/^\/api\//, '').split('/');
  const params = segments.flatMap((s) => [...s.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]));
  const words = segments.map((s) => s.replace(/\{[^}]+\}/g, '')).join('-');
  return `${method}${pascal(words)}${params.length ? `By${params.map(pascal).join('And')}` : ''}`;
}

/** Adds a response unless the route declared its own (with a more specific description). */
function declare(responses: Responses, status: string, description: string, headers?: typeof RETRY_AFTER): void {
  responses[status] ??= {
    description,
    ...(headers ? { headers } : {}),
    content: errorContent(),
  };
}

/** The component names a part of the document refers to. */
function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(COMPONENT_REF)) found.add(inner.slice(COMPONENT_REF.length));
      else refsIn(inner, found);
    }
  }
  return found;
}

/**
 * Adds the contract types the operations answer with (and the types those refer to) to the components. A name
 * that is neither a contract type nor a schema of the document is an error here, not a dangling ref for clients.
 */
function addContractSchemas(document: OpenAPIObject): void {
  const contracts = contractSchemas();
  const schemas = (document.components!.schemas ??= {}) as Record<string, SchemaObject>;
  const pending = [...refsIn(document.paths)];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (schemas[name]) continue;
    if (!contracts[name]) throw new Error(`The API document refers to "${name}", which is no exported type of libs/contracts.`);
    schemas[name] = contracts[name];
    pending.push(...refsIn(contracts[name]));
  }
}

/** Error answers a route declares by status and description only answer the common error body. */
function giveErrorsTheirBody(responses: Responses): void {
  for (const [status, response] of Object.entries(responses)) {
    if (response && Number(status) >= 400 && !('$ref' in response) && !response.content) {
      response.content = errorContent();
    }
  }
}

/** The levels that take a user's bearer token and nothing else. */
const SIGNED_IN_LEVELS: ReadonlySet<AccessLevel> = new Set(['authenticated', 'stakeholder', 'admin', 'administrator']);

/**
 * Makes the generated document say what the server does: each operation's security is what the access guard
 * enforces (an empty list for Public routes; anonymous or a bearer token for OptionalAuth), and it declares the errors
 * every route can answer: 400 where it takes input, 413 for a body too large, 415 for a body of another media type, 401/403 by access level, 429 from
 * the rate limit, 503 when the database is unavailable. Answers declared with ApiAnswer get their contract type's
 * schema.
 */
function finishDocument(document: OpenAPIObject): OpenAPIObject {
  document.components ??= {};
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.operationId = operationIdOf(method, path);
      const extensions = operation as unknown as Record<string, unknown>;
      const access = extensions[ACCESS_EXTENSION] as AccessLevel | undefined;
      if (extensions[FORM_POSTED_JSON_EXTENSION]) {
        delete extensions[FORM_POSTED_JSON_EXTENSION];
        if (operation.requestBody && 'content' in operation.requestBody) Object.assign(operation.requestBody.content, FORM_POSTED_JSON_CONTENT);
        declare(operation.responses, '403', 'A form post that does not come from the portal\'s own pages.');
      }
      const responses = operation.responses;
      // Public: an explicit empty list, "no security at all" (an omitted one would mean "as the root says").
      operation.security = [];
      if (access === 'optional-auth') operation.security = [{}, { [BEARER]: [] }];
      if (access && SIGNED_IN_LEVELS.has(access)) operation.security = [{ [BEARER]: [] }];
      if (access === 'logger') operation.security = [{ [LOGGER_KEY]: [] }];
      if (access !== 'public') declare(responses, '401', 'The bearer token is missing, expired or not issued for this API.');
      if (access === 'admin') declare(responses, '403', 'Signed in, but not an Administrator or Developer.');
      if (access === 'administrator') declare(responses, '403', 'Signed in, but not an Administrator (a Developer is refused too).');
      if (access === 'stakeholder') declare(responses, '403', 'Signed in, but not a Stakeholder, Administrator or Developer.');
      if (operation.parameters?.length || operation.requestBody) {
        declare(responses, '400', 'A parameter or the body is invalid; `fields` names each bad field.');
      }
      if (operation.requestBody) declare(responses, '415', 'The body is not of a media type this operation takes.');
      // The body parsers run before routing: a body too large is refused whatever the method.
      declare(responses, '413', `The body is larger than ${MAX_JSON_BODY}.`);
      if (!path.startsWith('/api/health')) declare(responses, '429', 'Too many requests from this client.', RETRY_AFTER);
      declare(responses, '503', 'The database is unavailable; try again shortly.', RETRY_AFTER);
      giveErrorsTheirBody(responses);
    }
  }
  addContractSchemas(document);
  return document;
}

/** The API's OpenAPI document, as served at /api/docs-json. */
export function buildOpenApiDocument(app: INestApplication, version: string): OpenAPIObject {
  documentValidationRules();
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Basin water-data portal API')
      .setDescription(
        'Public and operations data of the river basin conservancy district. Dates are America/Denver; ' +
          'every 400 names the invalid field in `fields`.',
      )
      .setVersion(version)
      // Paths carry their /api prefix: the server is the portal's own origin.
      .addServer('/', 'This portal')
      .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, BEARER)
      .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'A data logger\'s key (lgr_...), not a user token.' }, LOGGER_KEY)
      .build(),
  );
  return finishDocument(document);
}
