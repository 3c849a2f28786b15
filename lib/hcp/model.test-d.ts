import { describe, expectTypeOf, test } from 'vitest';
import type { FieldName, Fields, Tolerant } from '../core/tolerant';
import type { CommandView, EvalCaseView, PackModel, PolicyRow } from './model';
import type { EvalCase, Expect } from './schemas/eval';
import type { VerbPolicy } from './schemas/policy';
import type { Binding, Command, Surface, Wrap } from './schemas/surface';

/**
 * The model is derived from the schemas: these fail to compile (and so fail `vitest run`) when a schema field the
 * model reads is renamed or removed, or when a view stops being keyed by its schema.
 */
describe('the model reads the schemas', () => {
  test("each as-written view has exactly its schema's field names", () => {
    expectTypeOf<keyof CommandView['raw']>().toEqualTypeOf<FieldName<Command>>();
    expectTypeOf<keyof NonNullable<PackModel['wrap']>['raw']>().toEqualTypeOf<FieldName<Wrap>>();
    expectTypeOf<keyof NonNullable<PackModel['surface']>>().toEqualTypeOf<FieldName<Surface>>();
    expectTypeOf<keyof EvalCaseView['expect']>().toEqualTypeOf<FieldName<Expect>>();
  });

  test('a name the schema does not have cannot be read from the model', () => {
    const command = {} as CommandView;
    // @ts-expect-error `clis` is not a field of a command in surface.json
    void command.raw.clis;
    const model = {} as PackModel;
    // @ts-expect-error `bins` is not a field of wrap
    void model.wrap?.raw.bins;
  });

  test('fields copied from a file have their schema name and its tolerant type', () => {
    expectTypeOf<Pick<CommandView, 'description' | 'cli'>>().toEqualTypeOf<
      Pick<Tolerant<Command>, 'description' | 'cli'>
    >();
    expectTypeOf<Pick<PackModel, 'id' | 'name' | 'cliBin' | 'plane'>>().toEqualTypeOf<
      Pick<Tolerant<Surface>, 'id' | 'name' | 'cliBin' | 'plane'>
    >();
    expectTypeOf<NonNullable<PackModel['binding']>>().toEqualTypeOf<Tolerant<Binding>>();
    expectTypeOf<Pick<EvalCaseView, 'name' | 'verb'>>().toEqualTypeOf<Pick<Tolerant<EvalCase>, 'name' | 'verb'>>();
    expectTypeOf<PolicyRow['risk']>().toEqualTypeOf<Tolerant<VerbPolicy>['risk']>();
    expectTypeOf<PolicyRow['confirm']>().toEqualTypeOf<Fields<VerbPolicy>['confirm']>();
  });

  test('enum fields stay wide, so a rule can hold and name a value the schema refuses', () => {
    expectTypeOf<'danger'>().toExtend<NonNullable<PolicyRow['risk']>>();
    expectTypeOf<'plugin'>().toExtend<PackModel['kind']>();
    expectTypeOf<'owner'>().toExtend<NonNullable<NonNullable<PackModel['binding']>['mode']>>();
    expectTypeOf<'card'>().toExtend<NonNullable<NonNullable<CommandView['preview']>['kind']>>();
  });
});
