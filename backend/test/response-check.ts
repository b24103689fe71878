import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { OpenAPIObject } from '@nestjs/swagger';
import Ajv, { type ValidateFunction } from 'ajv';

type Schema = Record<string, unknown>;
type Responses = Record<string, { content?: Record<string, { schema?: Schema }> }>;

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  /** Literal characters of the template: the most specific template wins when several match. */
  specificity: number;
  responses: Responses;
}

const DOCUMENT_ID = 'openapi.json';
const COMPONENT_REF = '#/components/schemas/';

/**
 * The document's OpenAPI 3.0 schemas as the JSON Schema ajv reads: `nullable` becomes a null alternative, and refs
 * to components point into the document registered under DOCUMENT_ID.
 */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const { nullable, ...rest } = schema as Schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(rest)) {
    out[key] = key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENT_REF) ? DOCUMENT_ID + value : toJsonSchema(value);
  }
  if (nullable !== true) return out;
  if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
  // A nullable named type (allOf around its ref) would still refuse null inside the ref: null is an alternative to all of it.
  if (typeof out.type === 'string' && !out.allOf) return { ...out, type: [out.type, 'null'] };
  return { anyOf: [out, { type: 'null' }] };
}

function operationsOf(document: OpenAPIObject): Operation[] {
  return Object.entries(document.paths).flatMap(([template, item]) =>
    Object.entries(item).flatMap(([method, operation]) => {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) return [];
      const pattern = new RegExp(`^${template.split(/\{[^}]+\}/).map((s) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^/]+')}$`);
      const specificity = template.replace(/\{[^}]+\}/g, '').length;
      return [{ method: method.toUpperCase(), template, pattern, specificity, responses: operation.responses as Responses }];
    }),
  );
}

/**
 * Checks every answer of the API against the OpenAPI document while a test runs: the status is declared, the
 * media type is one the operation declares for it, and a JSON body is valid against the declared schema. The
 * test app's close() fails the test file with every violation seen, so no route can drift from its document.
 */
export class ResponseChecker {
  private readonly operations: Operation[];
  private readonly ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
  private readonly validators = new Map<string, ValidateFunction>();
  readonly violations: string[] = [];

  constructor(document: OpenAPIObject) {
    this.operations = operationsOf(document);
    this.ajv.addSchema({ $id: DOCUMENT_ID, components: toJsonSchema(document.components ?? {}) });
  }

  /** Watches every answer of the server (before Express sees the request, so nothing answers unwatched). */
  watch(server: Server): void {
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => this.capture(req, res));
  }

  /** Throws with every violation seen (and forgets them). */
  assertNone(): void {
    if (!this.violations.length) return;
    const found = this.violations.splice(0);
    throw new Error(`${found.length} answer(s) do not match the OpenAPI document:\n${found.join('\n')}`);
  }

  private capture(req: IncomingMessage, res: ServerResponse): void {
    const path = (req.url ?? '').split('?')[0];
    if (!path.startsWith('/api/') || path.startsWith('/api/docs') || req.method === 'HEAD') return;
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk && typeof chunk !== 'function') {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      }
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((...args: unknown[]) => (keep(args[0], args[1]), write(...args))) as typeof res.write;
    res.end = ((...args: unknown[]) => (keep(args[0], args[1]), end(...args))) as typeof res.end;
    res.on('finish', () => {
      const problem = this.check(req.method ?? 'GET', path, res, Buffer.concat(chunks));
      if (problem) this.violations.push(`${req.method} ${req.url} → ${res.statusCode}: ${problem}`);
    });
  }

  /** What is wrong with one answer, or undefined. */
  private check(method: string, path: string, res: ServerResponse, raw: Buffer): string | undefined {
    if (!raw.length) return undefined;
    const operation = this.operations
      .filter((o) => o.method === method && o.pattern.test(path))
      .sort((a, b) => b.specificity - a.specificity)[0];
    // Routes outside the document (the embedded sign-in provider, unknown paths) have nothing to be checked against.
    if (!operation) return undefined;
    const status = String(res.statusCode);
    const declared = operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default;
    if (!declared) return `status ${status} is not declared by ${method} ${operation.template}`;
    const mediaType = String(res.getHeader('content-type') ?? '').split(';')[0].trim();
    const content = declared.content?.[mediaType];
    if (!content) return `answers ${mediaType || 'no media type'}; the document declares ${Object.keys(declared.content ?? {}).join(', ') || 'no body'}`;
    if (!content.schema || !/[/+]json$/.test(mediaType)) return undefined;
    const body = decoded(raw, String(res.getHeader('content-encoding') ?? 'identity'));
    let data: unknown;
    try {
      data = JSON.parse(body.toString('utf8'));
    } catch {
      return 'the body is not JSON';
    }
    const validate = this.validatorFor(`${method} ${operation.template} ${status} ${mediaType}`, content.schema);
    if (validate(data)) return undefined;
    const excerpt = body.toString('utf8').slice(0, 300);
    return `${this.ajv.errorsText(validate.errors, { dataVar: 'body' })} (answered ${excerpt}${body.length > 300 ? '…' : ''})`;
  }

  private validatorFor(key: string, schema: Schema): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema) as Schema);
      this.validators.set(key, validate);
    }
    return validate;
  }
}

/** An answer's body as the client reads it, whichever encoding the compression chose. */
function decoded(raw: Buffer, encoding: string): Buffer {
  if (encoding === 'gzip') return gunzipSync(raw);
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'deflate') return inflateSync(raw);
  return raw;
}
