import { describe, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import { fieldsOf, type FieldName, type Fields, type Tolerant } from './tolerant';

const Row = z.strictObject({
  risk: z.enum(['read', 'write']),
  confirm: z.union([z.literal(true), z.literal('always')]).optional(),
});
const Loose = z.looseObject({
  bin: z.string(),
  flags: z.array(z.enum(['a', 'b'])).optional(),
  env: z.record(z.string(), z.string()).optional(),
  row: Row.optional(),
});
const Kinds = z.discriminatedUnion('kind', [
  z.looseObject({ kind: z.literal('rest'), method: z.string() }),
  z.looseObject({ kind: z.literal('cli'), argv: z.array(z.string()) }),
]);
type Row = z.infer<typeof Row>;
type Loose = z.infer<typeof Loose>;
type Kinds = z.infer<typeof Kinds>;

describe('Tolerant', () => {
  test('enums and literals widen to their primitive, so a wrong value can be held and named', () => {
    expectTypeOf<Tolerant<Row>>().toEqualTypeOf<{ risk?: string; confirm?: boolean | string }>();
    expectTypeOf<'danger'>().toExtend<NonNullable<Tolerant<Row>['risk']>>();
  });

  test('every field is optional, arrays hold tolerant items, records tolerant values, nested objects are tolerant', () => {
    expectTypeOf<Tolerant<Loose>>().toEqualTypeOf<{
      bin?: string;
      flags?: string[];
      env?: { [key: string]: string };
      row?: Tolerant<Row>;
    }>();
  });

  test("a loose object's catch-all is not a field", () => {
    expectTypeOf<keyof Tolerant<Loose>>().toEqualTypeOf<'bin' | 'flags' | 'env' | 'row'>();
  });
});

describe('Fields', () => {
  test("has the schema's field names, each value unknown until narrowed", () => {
    expectTypeOf<Fields<Loose>>().toEqualTypeOf<{
      readonly bin?: unknown;
      readonly flags?: unknown;
      readonly env?: unknown;
      readonly row?: unknown;
    }>();
  });

  test('names the fields of every member of a union', () => {
    expectTypeOf<FieldName<Kinds>>().toEqualTypeOf<'kind' | 'method' | 'argv'>();
  });

  test('a name the schema lacks cannot be read', () => {
    const row = fieldsOf<Row>({ risk: 'danger' });
    // @ts-expect-error `level` is not a field of the schema
    void row?.level;
    expectTypeOf(row).toEqualTypeOf<Fields<Row> | undefined>();
  });
});
