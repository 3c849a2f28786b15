import { exampleDocs, type ExampleBase, type ExampleDocs, type ExampleSpec } from '@/lib/core/example';
import acmeTasks from '@/packs/acme-tasks/pack.json' with { type: 'json' };
import localLlm from '@/packs/local-llm/pack.json' with { type: 'json' };
import opencode from '@/packs/opencode/pack.json' with { type: 'json' };
import { RECUED_FILE } from '@/lib/formats/recued/files';

/**
 * Recued check examples: small changes to one of the known-good compositions in packs/ (every check is silent on
 * each): acme-tasks (an http ingredient, a read and a write, a connection hint), opencode (a cli ingredient with
 * version, install and an unbounded write with progress) and local-llm (a detached service). A check file spreads
 * one into its docs; lib/formats/rule-registry.test.ts runs both sides through the engine.
 */
const BASES = { 'acme-tasks': acmeTasks, opencode, 'local-llm': localLlm } as const;

export type RecuedExampleBase = keyof typeof BASES;

export const RECUED_EXAMPLE_BASES = Object.keys(BASES) as RecuedExampleBase[];

export function compositionExample(base: RecuedExampleBase, spec: ExampleSpec<never>): ExampleDocs<never> {
  const of: ExampleBase = { name: base, files: [RECUED_FILE], json: { [RECUED_FILE]: BASES[base] } };
  return exampleDocs(of, RECUED_FILE, spec);
}

/** Pointers into the base's one composition: its ingredient, and its operations by place. */
export const COMPOSITION = '/contents/0/composition';
export const INGREDIENT = `${COMPOSITION}/ingredients/0`;
export const operation = (index: number, ...path: string[]) =>
  [`${COMPOSITION}/operations/${index}`, ...path].join('/');
