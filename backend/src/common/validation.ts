import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import type { ApiErrorBody } from '@portal/contracts';

function flatten(errors: ValidationError[], prefix = ''): { field: string; problems: string[] }[] {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const own = e.constraints ? [{ field, problems: Object.values(e.constraints) }] : [];
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/**
 * Validates every body, query and path DTO. Unknown properties are refused rather than silently dropped, and
 * the 400 names each bad field so a caller can fix the request without guessing.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      const body: ApiErrorBody = {
        statusCode: 400,
        error: 'Bad Request',
        message: fields.map((f) => `${f.field}: ${f.problems.join('; ')}`).join('. '),
        fields,
      };
      return new BadRequestException(body);
    },
  });
}
