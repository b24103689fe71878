import { inlineParams } from './seed-generator';

// COPY takes no parameters, so the seed's generator writes its parameters into the statement as literals: each must
// read back as the value it was, whatever it holds.

describe('inlineParams', () => {
  it('writes text, JSON, numbers and arrays of numbers as literals in place of their placeholders', () => {
    const sql = inlineParams(`SELECT $1::text, $2::jsonb, $3::float8, $4::float8[], $5, $10, $1`, [
      "O'Brien \\ Gulch", '{"name":"it\'s"}', -2.5, [1, -0.25, 3e-7], null, 6, 7, 8, 9, 10,
    ]);
    expect(sql).toBe(
      `SELECT  E'O''Brien \\\\ Gulch'::text, '{"name":"it''s"}'::jsonb, (-2.5)::float8, '{1,-0.25,3e-7}'::float8[], NULL, (10),  E'O''Brien \\\\ Gulch'`,
    );
  });

  it('keeps a negative number after a minus sign from starting a comment', () => {
    expect(inlineParams(`SELECT 1-$1`, [-1])).toBe(`SELECT 1-(-1)`);
  });

  it('refuses what it cannot write as a literal, and a placeholder without a parameter', () => {
    expect(() => inlineParams(`SELECT $1`, [Number.NaN])).toThrow(/cannot write NaN/);
    expect(() => inlineParams(`SELECT $1`, [{ a: 1 }])).toThrow(/cannot write/);
    expect(() => inlineParams(`SELECT $1`, [[1, 'x']])).toThrow(/cannot write/);
    expect(() => inlineParams(`SELECT $2`, [1])).toThrow(/\$2 has no parameter/);
  });
});
