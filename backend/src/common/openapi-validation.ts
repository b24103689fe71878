import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

type Schema = Record<string, unknown>;

/**
 * What one class-validator rule tells a client about a value, in JSON Schema words. Rules with no schema
 * equivalent (isEmail, custom checks) say nothing; their messages still name the field in a 400.
 */
function schemaOf(rule: ValidationMetadata): Schema {
  const [first] = rule.constraints ?? [];
  switch (rule.name) {
    case 'isInt':
      return { type: 'integer' };
    case 'isNumber':
      return { type: 'number' };
    case 'isBoolean':
      return { type: 'boolean' };
    case 'isString':
      return { type: 'string' };
    case 'min':
      return { minimum: first };
    case 'max':
      return { maximum: first };
    case 'maxLength':
      return { maxLength: first };
    case 'minLength':
      return { minLength: first };
    // A required name must contain a visible character: at least one, whatever the trimming.
    case 'isNotBlank':
    case 'isNotEmpty':
      return { minLength: 1 };
    case 'matches':
      return first instanceof RegExp ? { pattern: first.source } : {};
    case 'isIn':
      return Array.isArray(first) ? { enum: first } : {};
    case 'arrayMaxSize':
      return { maxItems: first };
    case 'arrayMinSize':
      return { minItems: first };
    case 'arrayUnique':
      return { uniqueItems: true };
    default:
      return {};
  }
}

/** The rules class-validator holds, by class (its storage keeps them in a map it does not expose). */
function rulesByClass(): Map<object, ValidationMetadata[]> {
  const rules = (getMetadataStorage() as unknown as { validationMetadatas?: unknown }).validationMetadatas;
  return rules instanceof Map ? (rules as Map<object, ValidationMetadata[]>) : new Map();
}

/**
 * Copies every DTO's validation rules into its OpenAPI property metadata before the document is generated, so
 * the document states the types and bounds the validation enforces (an id is an integer from 1 to 2147483647,
 * a required name has at least one character) from the one place they are written, the class-validator
 * decorators. Array rules marked `each` describe the items.
 */
export function documentValidationRules(): void {
  for (const [target, rules] of rulesByClass()) {
    if (typeof target !== 'function') continue;
    const byProperty = new Map<string, { own: Schema; items: Schema }>();
    for (const rule of rules) {
      const entry = byProperty.get(rule.propertyName) ?? { own: {}, items: {} };
      Object.assign(rule.each ? entry.items : entry.own, schemaOf(rule));
      byProperty.set(rule.propertyName, entry);
    }
    for (const [property, { own, items }] of byProperty) {
      const { type: itemType, ...itemBounds } = items;
      const options: Schema = Object.keys(items).length
        ? { ...own, type: itemType ?? own.type, isArray: true, ...(Object.keys(itemBounds).length ? { items: { type: itemType, ...itemBounds } } : {}) }
        : { ...own };
      if (!Object.keys(options).length) continue;
      // Merges into what @ApiProperty already says (description, example, required); the rules win on bounds.
      ApiProperty(options as ApiPropertyOptions)((target as { prototype: object }).prototype, property);
    }
  }
}
