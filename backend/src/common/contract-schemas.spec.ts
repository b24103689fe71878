import { contractSchemas, toOpenApiSchema } from './contract-schemas';

describe('the contracts as OpenAPI 3.0 schemas', () => {
  it('writes `T | null` as nullable, a literal as a one-value enum and refs as component refs', () => {
    expect(toOpenApiSchema({ type: ['string', 'null'] })).toEqual({ type: 'string', nullable: true });
    expect(toOpenApiSchema({ const: 8 })).toEqual({ enum: [8], type: 'number' });
    expect(toOpenApiSchema({ type: ['string', 'number'] })).toEqual({ anyOf: [{ type: 'string' }, { type: 'number' }] });
    expect(toOpenApiSchema({ $ref: '#/definitions/ParameterSeries%3CDailyPoint%3E' })).toEqual({ $ref: '#/components/schemas/ParameterSeries_DailyPoint' });
  });

  it('gives a nullable named type the type of its target, as OpenAPI 3.0 needs beside `nullable`', () => {
    const definitions = { Geometry: { type: 'object' } };
    expect(toOpenApiSchema({ anyOf: [{ $ref: '#/definitions/Geometry' }, { type: 'null' }] }, definitions)).toEqual({
      allOf: [{ $ref: '#/components/schemas/Geometry' }],
      type: 'object',
      nullable: true,
    });
  });

  it('has every exported contract type, with its doc comments and strict properties', () => {
    const schemas = contractSchemas();
    expect(schemas.StationListItem).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: expect.arrayContaining(['reg_group_ndx', 'por_min', 'huc_10']),
      properties: { huc_10: { type: 'string', nullable: true }, por_min: { description: expect.stringContaining('period of record') } },
    });
    // An alias of a generic's instance is its own named, complete schema.
    expect(schemas.DailySeries).toMatchObject({ type: 'object', properties: { rows: { items: { $ref: '#/components/schemas/DailyPoint' } } } });
    expect(JSON.stringify(schemas)).not.toMatch(/#\/definitions\/|"type":\[|"const":/);
  });
});
