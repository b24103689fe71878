import { MAX_INPUT_DEPTH, unsafeInputProblems, withoutEmptyValues } from './safe-input';
import { parseStrictNumber } from './strict-number';
import { hasVisibleCharacter } from './visible-text';

describe('parseStrictNumber', () => {
  it.each(['0x147', '0X147', '0o7', '0b1', ' 1', '1 ', '\t1', '+1', '1.', '.5', '1e2', '1E2', '', '-', '1_0', 'Infinity', 'NaN', '١', '１'])(
    'reads %j as no number in any syntax but decimal where it is one',
    (text) => {
      expect(parseStrictNumber(text, 'natural')).toBeUndefined();
      expect(parseStrictNumber(text, 'integer')).toBeUndefined();
      if (!['.5', '1.'].includes(text)) expect(parseStrictNumber(text, 'decimal')).toBeUndefined();
    },
  );

  it('reads plain decimal digits, a minus sign only where negatives are allowed, a fraction only in decimals', () => {
    expect(parseStrictNumber('327', 'natural')).toBe(327);
    expect(parseStrictNumber('007', 'natural')).toBe(7);
    expect(parseStrictNumber('-3', 'natural')).toBeUndefined();
    expect(parseStrictNumber('-3', 'integer')).toBe(-3);
    expect(parseStrictNumber('1.5', 'integer')).toBeUndefined();
    expect(parseStrictNumber('-106.9', 'decimal')).toBe(-106.9);
    expect(parseStrictNumber('.5', 'decimal')).toBeUndefined();
    expect(parseStrictNumber('1.', 'decimal')).toBeUndefined();
  });
});

describe('unsafeInputProblems', () => {
  const fields = (input: unknown, root = 'body') => unsafeInputProblems(input, root).map((p) => p.field);

  it('names NUL characters and lone surrogates in values and keys, wherever they are', () => {
    expect(fields({ a: 'x\u0000', b: ['ok', { c: '\ud800' }], 'd\u0000': 1 })).toEqual(['a', 'b[1].c', 'd\u0000']);
    expect(fields('\udc00', 'fontstack')).toEqual(['fontstack']);
    expect(fields({ a: 'drop \ud83d\udca7', b: 'Zoë' })).toEqual([]);
  });

  it('names prototype keys as keys that should not exist', () => {
    const body = JSON.parse('{"__proto__":{"x":1},"a":[{"constructor":{}}],"prototype":0}') as unknown;
    expect(unsafeInputProblems(body, 'body')).toEqual([
      { field: '__proto__', problems: ['property __proto__ should not exist'] },
      { field: 'a[0].constructor', problems: ['property constructor should not exist'] },
      { field: 'prototype', problems: ['property prototype should not exist'] },
    ]);
  });

  it('refuses nesting beyond the limit at its first level, without recursing (100,000 levels)', () => {
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)) as unknown;
    expect(fields({ a: deep })).toEqual([`a${'[0]'.repeat(MAX_INPUT_DEPTH - 1)}`]);
    let ok: unknown = 1;
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) ok = [ok];
    expect(fields(ok)).toEqual([]);
  });

  it('stops at twenty problems however many there are', () => {
    expect(fields(Array.from({ length: 1000 }, () => '\u0000'))).toHaveLength(20);
  });
});

describe('withoutEmptyValues', () => {
  it('drops empty query values so they read as missing, and keeps a __proto__ key an ordinary key', () => {
    const query = Object.assign(Object.create(null) as object, { a: '', b: '1', c: ['', ''], d: ['', '2'] });
    Object.defineProperty(query, '__proto__', { value: 'x', enumerable: true });
    const kept = withoutEmptyValues(query) as Record<string, unknown>;
    expect(Object.keys(kept)).toEqual(['b', 'd', '__proto__']);
    expect(kept.d).toEqual(['2']);
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
  });
});

describe('hasVisibleCharacter', () => {
  it.each(['\u200B\u200C\u200D', '\u2060\uFEFF', '\u0301', '\u00AD', '\u3164', '\u2800', ' \t\n', '\u0007', '\u202E', ''])(
    'sees nothing in %j',
    (text) => expect(hasVisibleCharacter(text)).toBe(false),
  );

  it.each(['a', 'Zoe\u0308', '\u200Bx', '水', '💧', '١'])('sees %j', (text) => expect(hasVisibleCharacter(text)).toBe(true));
});
