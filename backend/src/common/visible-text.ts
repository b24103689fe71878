import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * A character a reader can see: not white space, not a control, format (zero-width spaces and joiners, U+2060,
 * U+FEFF...), surrogate, private-use or unassigned code point, not a combining mark on its own, and not one of the
 * letters that render as blank (Hangul fillers, the blank Braille pattern).
 */
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Z}\p{C}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;

export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE_CHARACTER.test(text);
}

/**
 * A required text: present and showing at least one visible character. A name made only of zero-width spaces
 * would look blank in every list, so it is refused like a blank one ("is required"). Non-text values pass here
 * and are left to `IsString`.
 */
export const IsNotBlank = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isNotBlank',
      validator: {
        validate: (value: unknown) => (typeof value === 'string' ? hasVisibleCharacter(value) : value !== undefined && value !== null),
        defaultMessage: () => '$property is required',
      },
    },
    options,
  );
