import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import type { Finding, Severity } from '../../core/finding';
import { HCP_FILES, type HcpPackFile } from '../../formats/hcp/files';
import { checkStatic } from '../check';
import { loadPackFromTexts, type PackTexts } from '../load';
import type { StaticRule } from './create';

/** Test helpers shared by every rule test: real example packs as the clean baseline, mutated one change at a time. */
const PACKS = fileURLToPath(new URL('../../../packs', import.meta.url));

export function packTexts(name: string): PackTexts {
  const texts: PackTexts = {};
  for (const file of HCP_FILES) {
    try {
      texts[file] = readFileSync(join(PACKS, name, file), 'utf8');
    } catch {
      /* absent file stays absent */
    }
  }
  return texts;
}

/** Returns new texts with one JSON file changed by `edit` (which mutates a parsed copy). */
export function editJson(texts: PackTexts, file: HcpPackFile, edit: (doc: any) => void): PackTexts {
  const doc = JSON.parse(texts[file] ?? '{}');
  edit(doc);
  return { ...texts, [file]: JSON.stringify(doc, null, 2) };
}

export function editText(texts: PackTexts, file: HcpPackFile, edit: (text: string) => string): PackTexts {
  return { ...texts, [file]: edit(texts[file] ?? '') };
}

/** The findings one rule gives on these texts, located as the engine locates them. */
export function findingsOf(rule: StaticRule, texts: PackTexts): Finding[] {
  return checkStatic(loadPackFromTexts(texts, 'fixture'), [rule]).filter((f) => f.id === rule.meta.id);
}

/** What a case expects the engine to report, exactly: `[id, pointer, severity]` per finding, in report order. */
export type CaseRow = readonly [id: string, pointer: string, severity: Severity];

export interface TableCase {
  name: string;
  expect: readonly CaseRow[];
}

/** One test per case: the findings `run` gives for it must be exactly its rows, no more and no fewer. */
export function caseTable<C extends TableCase>(cases: readonly C[], run: (c: C) => Finding[]): void {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    expect(run(c).map((f) => [f.id, f.pointer, f.severity])).toEqual(c.expect.map((row) => [...row]));
  });
}

export interface RuleCase extends TableCase {
  texts: PackTexts;
}

/** A static rule's tests as a table, each case run through the engine (checkStatic: lint, file needs, location, sorting). */
export function ruleCases(rule: StaticRule, cases: readonly RuleCase[]): void {
  caseTable(cases, (c) => findingsOf(rule, c.texts));
}
