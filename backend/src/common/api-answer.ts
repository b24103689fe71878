import { applyDecorators } from '@nestjs/common';
import { ApiProduces, ApiResponse } from '@nestjs/swagger';

interface ApiAnswerOptions {
  /** A list of the type. */
  isArray?: boolean;
  /** 200 unless given (201 for a creation). */
  status?: number;
  /** What the answer is beyond its type (ordering, caching). */
  description?: string;
  /** application/json unless given (GeoJSON is application/geo+json). */
  mediaType?: string;
}

/**
 * Declares a JSON answer as one of the contracts' types (libs/contracts), by its exported name: the document's
 * schema is generated from that type, so the declared answer is the type the code returns and the client reads.
 * A name that is no contract type stops the document from being built.
 */
export function ApiAnswer(contractType: string, options: ApiAnswerOptions = {}): MethodDecorator {
  const ref = { $ref: `#/components/schemas/${contractType}` };
  return ApiResponse({
    status: options.status ?? 200,
    description: options.description ?? (options.isArray ? `${contractType}[]` : contractType),
    content: { [options.mediaType ?? 'application/json']: { schema: options.isArray ? { type: 'array', items: ref } : ref } },
  });
}

/** Declares an answer that is a file of the given media type (an image, a glyph range, a CSV) rather than JSON. */
export function ApiFileAnswer(mediaType: string, description: string): MethodDecorator {
  return applyDecorators(
    ApiProduces(mediaType),
    ApiResponse({ status: 200, description, content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } } }),
  );
}
