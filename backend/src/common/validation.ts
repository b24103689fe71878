import { BadRequestException, PipeTransform, Type, ValidationError, ValidationPipe } from '@nestjs/common';
import type { ApiErrorBody } from '@portal/contracts';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidatorOptions } from 'class-validator';

export type FieldProblems = NonNullable<ApiErrorBody['fields']>;

function flatten(errors: ValidationError[], prefix = ''): FieldProblems {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const own = e.constraints ? [{ field, problems: Object.values(e.constraints) }] : [];
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/** The 400 of every invalid input: each bad field named, and a message that lists them all. */
export function badRequest(fields: FieldProblems): BadRequestException {
  const body: ApiErrorBody = {
    statusCode: 400,
    error: 'Bad Request',
    message: fields.map((f) => `${f.field}: ${f.problems.join('; ')}`).join('. '),
    fields,
  };
  return new BadRequestException(body);
}

const VALIDATOR_OPTIONS: ValidatorOptions = { whitelist: true, forbidNonWhitelisted: true };

/**
 * Validates every body, query and path DTO. Unknown properties are refused rather than silently dropped, and
 * the 400 names each bad field so a caller can fix the request without guessing.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    ...VALIDATOR_OPTIONS,
    exceptionFactory: (errors) => badRequest(flatten(errors)),
  });
}

/**
 * A body that is a JSON array of DTOs (`@Body(new ArrayOfPipe(ItemDto))`), which the global pipe does not look
 * into: each item is validated with the same rules, and a bad one is named by its position (`[2].contact_ndx`).
 */
export class ArrayOfPipe<T extends object> implements PipeTransform<unknown, Promise<T[]>> {
  constructor(private readonly item: Type<T>) {}

  async transform(value: unknown): Promise<T[]> {
    if (!Array.isArray(value)) throw badRequest([{ field: 'body', problems: ['body must be a JSON array'] }]);
    const problems: FieldProblems = [];
    const items: T[] = [];
    for (const [i, raw] of value.entries()) {
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        problems.push({ field: `[${i}]`, problems: ['each item must be an object'] });
        continue;
      }
      const item = plainToInstance(this.item, raw);
      problems.push(...flatten(await validate(item, VALIDATOR_OPTIONS), `[${i}]`));
      items.push(item);
    }
    if (problems.length) throw badRequest(problems);
    return items;
  }
}
