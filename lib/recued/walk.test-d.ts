import { describe, expectTypeOf, test } from 'vitest';
import type { FieldName } from '../core/tolerant';
import type {
  Binding,
  CliBlock,
  Composition,
  ConnectionHint,
  Detached,
  Ingredient,
  Operation,
  RecuedPack,
} from './schema';
import { kindBlocks, type rec, recAt, recsIn, str, type At, type PackView, type Rec } from './walk';

/** The names a reader may ask an object of the view for. */
type Asked<R> = keyof R & string;

/**
 * The checks read pack.json through walk.ts, keyed by the zod schema's own field names: these fail to compile
 * (and so fail `vitest run`) when a schema field a check reads is renamed or removed, or when a node stops being
 * read as its schema type.
 */
describe('the composition view reads the schema', () => {
  test("each node of the view has exactly its schema's field names", () => {
    expectTypeOf<Asked<NonNullable<PackView['root']>>>().toEqualTypeOf<FieldName<RecuedPack>>();
    expectTypeOf<Asked<PackView['compositions'][number]['value']>>().toEqualTypeOf<FieldName<Composition>>();
    expectTypeOf<Asked<PackView['ingredients'][number]['value']>>().toEqualTypeOf<FieldName<Ingredient>>();
    expectTypeOf<Asked<PackView['operations'][number]['value']>>().toEqualTypeOf<FieldName<Operation>>();
    expectTypeOf<Asked<NonNullable<PackView['operations'][number]['bind']>['value']>>().toEqualTypeOf<
      FieldName<Binding>
    >();
    expectTypeOf<Asked<PackView['hints'][number]['value']>>().toEqualTypeOf<FieldName<ConnectionHint>>();
  });

  test('a child read through the view is read as its own schema type', () => {
    const view = {} as PackView;
    const op = view.operations[0];
    expectTypeOf(op.bind && recAt(op.bind, 'detached')).toEqualTypeOf<At<Detached> | null>();
    expectTypeOf(kindBlocks(view, 'cli')[0].block).toEqualTypeOf<At<CliBlock>>();
    expectTypeOf(recsIn({} as At<RecuedPack>, 'connection_hints')).toEqualTypeOf<At<ConnectionHint>[]>();
    expectTypeOf<Asked<NonNullable<ReturnType<typeof rec<Operation, 'bind'>>>>>().toEqualTypeOf<FieldName<Binding>>();
  });

  test('a name the schema does not have cannot be read', () => {
    const op = {} as PackView['operations'][number];
    // @ts-expect-error `riskk` is not a field of an operation
    str(op.value, 'riskk');
    // @ts-expect-error `tol` is not a field of the cli block
    kindBlocks({} as PackView, 'cli').map(({ block }) => str(block.value, 'tol'));
  });

  test("an object the schema leaves open keeps the author's keys", () => {
    expectTypeOf<Asked<ReturnType<typeof kindBlocks<'storage'>>[number]['block']['value']>>().toEqualTypeOf<string>();
    expectTypeOf(str({} as Rec, 'any key')).toEqualTypeOf<string | undefined>();
  });
});
