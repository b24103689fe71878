import { ValidateBy, type ValidationArguments } from 'class-validator';

/** What `parse` says is wrong with a value (its thrown message), or undefined when it reads the value. */
function problemOf(parse: (text: string) => unknown, value: unknown): string | undefined {
  if (typeof value !== 'string') return 'must be text';
  try {
    parse(value);
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}

/**
 * A text field (a comma-separated list, usually) that `parse` must read: the field's 400 message is the property's
 * name followed by the message `parse` throws ('years names 2026 twice'). The service parses the same text again
 * with the same function, so what is validated is what is used.
 */
export const IsParsedBy = (name: string, parse: (text: string) => unknown) =>
  ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => problemOf(parse, value) === undefined,
      defaultMessage: (args?: ValidationArguments) => `${args?.property ?? 'value'} ${problemOf(parse, args?.value) ?? 'cannot be read'}`,
    },
  });
