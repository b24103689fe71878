import type { ApiErrorBody } from '@portal/contracts';

type FieldProblems = NonNullable<ApiErrorBody['fields']>;

/** Deepest nesting a request body may have; real bodies use three levels. Deeper ones overflow the stack of the
 * recursive transformer and validator, so they are refused before either sees them. */
export const MAX_INPUT_DEPTH = 32;
/** Largest JSON body read (the express json limit; a larger one is a 413): the biggest real body, a CSV export of
 * 20,000 locations, is about 150 kB. */
export const MAX_JSON_BODY = '1mb';
/** One refusal names this many problems at most, however many a hostile body holds. */
const MAX_PROBLEMS = 20;

/** Keys that reach an object's prototype machinery: class-transformer calls `value.constructor` as a class. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// With the u flag a well-formed surrogate pair is one code point, so this matches only a lone surrogate.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** What is wrong with a text no column can store or no validator can read, if anything. */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode text (it contains a lone UTF-16 surrogate)';
  return undefined;
}

const child = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * Every problem of an input (a body, the query or the path parameters) that no validator should be handed:
 * NUL characters and lone surrogates in any text or key, prototype keys, and nesting deeper than
 * MAX_INPUT_DEPTH. Walked with an explicit stack, so a hostile depth cannot overflow this check either.
 * `root` names the input itself when it is not an object (e.g. a whole-body string).
 */
export function unsafeInputProblems(input: unknown, root: string): FieldProblems {
  const problems: FieldProblems = [];
  const add = (field: string, problem: string) => problems.push({ field: field || root, problems: [`${field || root} ${problem}`] });
  // `key`: the property name that led here, checked when the entry is reached so problems come in document order.
  const stack: { value: unknown; path: string; depth: number; key?: string }[] = [{ value: input, path: '', depth: 0 }];
  while (stack.length && problems.length < MAX_PROBLEMS) {
    const { value, path, depth, key } = stack.pop()!;
    if (key !== undefined) {
      const keyProblem = textProblem(key);
      if (keyProblem) {
        add(path, `is a property name that ${keyProblem}`);
        continue;
      }
      if (FORBIDDEN_KEYS.has(key)) {
        problems.push({ field: path, problems: [`property ${key} should not exist`] });
        continue;
      }
    }
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) add(path, problem);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      add(path, `is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`);
      continue;
    }
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: `${path}[${i}]`, depth: depth + 1 });
      continue;
    }
    for (const k of Object.keys(value).reverse()) {
      stack.push({ value: (value as Record<string, unknown>)[k], path: child(path, k), depth: depth + 1, key: k });
    }
  }
  return problems;
}

/**
 * The query with empty values (`?x=`) removed, so an empty value and a missing one get the same answer: a
 * required field is then refused as missing, an optional one takes its default.
 */
export function withoutEmptyValues(query: unknown): unknown {
  if (typeof query === 'string') return query === '' ? undefined : query;
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return query;
  // fromEntries defines own properties, so even a `__proto__` key stays an ordinary (refusable) key.
  return Object.fromEntries(
    Object.entries(query)
      .map(([key, value]): [string, unknown] => [key, Array.isArray(value) ? value.filter((v) => v !== '') : value])
      .filter(([, value]) => value !== '' && !(Array.isArray(value) && value.length === 0)),
  );
}
