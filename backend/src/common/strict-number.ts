import { Transform } from 'class-transformer';

/** PostgreSQL `integer` (int4) bounds: an id or count beyond them can name no row and would overflow the query. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/**
 * How a number may be written in a path or query (where every value arrives as text):
 * - `natural`: decimal digits only (ids, sizes, zoom levels);
 * - `integer`: digits with an optional leading '-';
 * - `decimal`: an optional '-', digits, and an optional '.' followed by digits (coordinates, widths).
 *
 * `Number()` is far looser: it reads `0x147`, `0o7`, `0b1`, `1e2`, ` 1`, `+1`, `1.` and `''` as numbers, which
 * let `DELETE /list-contacts/0x147` delete contact 327. Only the plain decimal forms are numbers here.
 */
type NumberSyntax = 'natural' | 'integer' | 'decimal';

const SYNTAX: Record<NumberSyntax, RegExp> = {
  natural: /^[0-9]+$/,
  integer: /^-?[0-9]+$/,
  decimal: /^-?[0-9]+(\.[0-9]+)?$/,
};

/** The number `text` spells in the given syntax, or undefined when it is not written that way. */
export function parseStrictNumber(text: string, syntax: NumberSyntax): number | undefined {
  return SYNTAX[syntax].test(text) ? Number(text) : undefined;
}

/**
 * Turns a path or query value written in `syntax` into a number. Anything else is left as it came, so the
 * property's own validators (`IsInt`, `IsNumber`, `IsIn`...) refuse it with their usual message.
 */
export const NumberFromText = (syntax: NumberSyntax = 'natural'): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (parseStrictNumber(value, syntax) ?? value) : value));
