import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/**
 * The OpenAPI schemas of the contracts' exported types (libs/contracts), so the document describes each answer with
 * the very types the backend and the api-client compile against. They are generated from the TypeScript source:
 * at build time into `contract-schemas.json` next to the compiled module (the server needs no TypeScript at run
 * time), and on the fly when the backend runs from source (tests), cached per version of the contracts.
 */

export type SchemaObject = Record<string, unknown>;

const FILE_NAME = 'contract-schemas.json';
const DEFINITIONS = '#/definitions/';
const COMPONENTS = '#/components/schemas/';

/** The workspace root: the first folder above this module that holds the contracts' source. */
function workspaceRoot(): string {
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'libs/contracts/src/index.ts'))) return dir;
  }
  throw new Error(`The contracts' source (libs/contracts/src) is not above ${__dirname}.`);
}

/** A component name OpenAPI accepts for a generic's instance: `ParameterSeries<DailyPoint>` is ParameterSeries_DailyPoint. */
const componentName = (typeName: string) => typeName.replace(/[<,]\s*/g, '_').replace(/[^A-Za-z0-9._-]/g, '');

/**
 * JSON Schema (draft 7, as the generator writes it) to the OpenAPI 3.0 dialect the document uses: `null` in a type
 * becomes `nullable`, `const` a one-value enum, definitions' refs component refs.
 */
export function toOpenApiSchema(schema: unknown, definitions: Record<string, unknown> = {}): unknown {
  const convert = (inner: unknown) => toOpenApiSchema(inner, definitions);
  if (Array.isArray(schema)) return schema.map(convert);
  if (!schema || typeof schema !== 'object') return schema;
  const out: SchemaObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string') out.$ref = COMPONENTS + componentName(decodeURIComponent(value.slice(DEFINITIONS.length)));
    else if (key === 'const') out.enum = [value];
    else if (key === 'type' && Array.isArray(value)) {
      // OpenAPI 3.0 has one type per schema: `null` is the nullable flag, several types are alternatives.
      const nullable = value.includes('null') ? { nullable: true } : {};
      const types = value.filter((t) => t !== 'null').map((type) => ({ type, ...nullable }));
      if (types.length === 1) Object.assign(out, types[0]);
      else out.anyOf = types;
    } else if (key === 'anyOf' && Array.isArray(value) && value.some((s) => s?.type === 'null')) {
      // `T | null` of a named type: OpenAPI 3.0 ignores a $ref's siblings, hence allOf around it.
      const rest = value.filter((s) => s?.type !== 'null').map(convert) as SchemaObject[];
      if (rest.length > 1) out.anyOf = rest;
      else if (rest[0].$ref) {
        // `nullable` needs a `type` beside it: the named type's own.
        const target = definitions[String(rest[0].$ref).slice(COMPONENTS.length)] as SchemaObject | undefined;
        out.allOf = rest;
        if (typeof target?.type === 'string') out.type = target.type;
      } else Object.assign(out, rest[0]);
      out.nullable = true;
    } else out[key] = convert(value);
  }
  if (out.enum && !out.type) {
    const kinds = new Set((out.enum as unknown[]).map((v) => typeof v));
    if (kinds.size === 1) out.type = [...kinds][0];
  }
  return out;
}

/** Generates the schemas from the contracts' source (needs TypeScript and the generator: build and test time only). */
function generateContractSchemas(root = workspaceRoot()): Record<string, SchemaObject> {
  // A development dependency, loaded only here: the built server reads the generated file instead.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createGenerator } = require('ts-json-schema-generator') as typeof import('ts-json-schema-generator');
  const generator = createGenerator({
    path: path.join(root, 'libs/contracts/src/index.ts'),
    tsconfig: path.join(root, 'libs/contracts/tsconfig.json'),
    type: '*',
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    // The contracts are type-checked by their own build; this only reads them.
    skipTypeCheck: true,
  });
  const definitions = Object.fromEntries(
    Object.entries(generator.createSchema('*').definitions ?? {}).map(([name, schema]) => [componentName(name), schema]),
  );
  const schemas = Object.fromEntries(
    Object.entries(definitions).map(([name, schema]) => [name, toOpenApiSchema(schema, definitions) as SchemaObject]),
  );
  // An alias (`type DailySeries = ParameterSeries<DailyPoint>`) is its target's schema under its own name and words.
  for (const [name, schema] of Object.entries(schemas)) {
    const target = typeof schema.$ref === 'string' ? schemas[schema.$ref.slice(COMPONENTS.length)] : undefined;
    if (target) schemas[name] = { ...target, ...(schema.description ? { description: schema.description } : {}) };
  }
  return schemas;
}

/** From source: generated once per content of the contracts, shared by the test files of a run. */
function generatedFromSource(): Record<string, SchemaObject> {
  const root = workspaceRoot();
  const dir = path.join(root, 'libs/contracts/src');
  // The conversion is part of the result: a change to this module makes a new cache too.
  const hash = createHash('sha256').update(fs.readFileSync(__filename));
  for (const file of fs.readdirSync(dir).sort()) hash.update(file).update(fs.readFileSync(path.join(dir, file)));
  const cache = path.join(os.tmpdir(), `portal-contract-schemas-${hash.digest('hex').slice(0, 16)}.json`);
  if (fs.existsSync(cache)) return JSON.parse(fs.readFileSync(cache, 'utf8'));
  const schemas = generateContractSchemas(root);
  const partial = `${cache}.${process.pid}`;
  fs.writeFileSync(partial, JSON.stringify(schemas));
  fs.renameSync(partial, cache);
  return schemas;
}

/** The contracts' schemas: the built file next to the compiled server, or generated when running from source. */
export function contractSchemas(): Record<string, SchemaObject> {
  if (path.extname(__filename) === '.ts') return generatedFromSource();
  const file = path.join(__dirname, FILE_NAME);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the backend with "npm run build:backend".`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

// The build runs the compiled module to write the file: `node .../contract-schemas.js`.
if (require.main === module) {
  const out = path.join(__dirname, FILE_NAME);
  fs.writeFileSync(out, JSON.stringify(generateContractSchemas(), null, 1));
  process.stdout.write(`Wrote ${out}\n`);
}
