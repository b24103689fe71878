import { ArgumentMetadata, BadRequestException, PipeTransform, Type, ValidationError, ValidationPipe } from '@nestjs/common';
import type { ApiErrorBody } from '@portal/contracts';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidatorOptions } from 'class-validator';
import { unsafeInputProblems, withoutEmptyValues } from './safe-input';

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

/** What names an input that is not an object itself (a whole body that is text, a single path parameter). */
const ROOT_NAME: Record<ArgumentMetadata['type'], string> = { body: 'body', query: 'query', param: 'params', custom: 'value' };

/**
 * Validates every body, query and path DTO. Unknown properties are refused rather than silently dropped, and
 * the 400 names each bad field so a caller can fix the request without guessing.
 *
 * Before any DTO sees it, every body, query and path parameter (typed or not) is screened for what would turn
 * into a 500 further on: NUL characters (PostgreSQL refuses them), lone surrogates (validators throw),
 * prototype keys (class-transformer calls `constructor`), and nesting deep enough to overflow the recursive
 * transformer. An empty query value (`?x=`) is dropped first, so it gets the answer a missing one gets.
 */
class ScreeningValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'custom') return super.transform(value, metadata);
    const problems = unsafeInputProblems(value, metadata.data ?? ROOT_NAME[metadata.type]);
    if (problems.length) throw badRequest(problems);
    return super.transform(metadata.type === 'query' ? withoutEmptyValues(value) : value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ScreeningValidationPipe({
    transform: true,
    ...VALIDATOR_OPTIONS,
    exceptionFactory: (errors) => badRequest(flatten(errors)),
  });
}

/** More items than any list a body carries (a group's contacts); keeps one request's work bounded. */
const MAX_ARRAY_BODY_ITEMS = 10_000;

/**
 * A body that is a JSON array of DTOs (`@Body(new ArrayOfPipe(ItemDto))`), which the global pipe does not look
 * into: each item is validated with the same rules, and a bad one is named by its position (`[2].contact_ndx`).
 */
export class ArrayOfPipe<T extends object> implements PipeTransform<unknown, Promise<T[]>> {
  constructor(
    private readonly item: Type<T>,
    private readonly maxItems = MAX_ARRAY_BODY_ITEMS,
  ) {}

  async transform(value: unknown): Promise<T[]> {
    if (!Array.isArray(value)) throw badRequest([{ field: 'body', problems: ['body must be a JSON array'] }]);
    if (value.length > this.maxItems) throw badRequest([{ field: 'body', problems: [`body must hold at most ${this.maxItems} items`] }]);
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
