import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Rule } from '../../core/rule';
import { HCP_CATEGORY_TABLE, type HcpCategory } from '../../formats/hcp/categories';
import { EVAL_RULES } from './eval';
import { STATIC_RULES } from './index';
import { PROBE_RULES } from './probe';

/** The rule files on disk: `<category folder>/<id in lower case>-<slug>.ts`, one rule each. */
const FOLDERS = ['manifest', 'policy', 'skill', 'probe', 'eval'] as const;
const RULE_FILE = /^([a-z]\d{3})-[a-z0-9-]+\.ts$/;
const here = (folder: string) => fileURLToPath(new URL(`./${folder}/`, import.meta.url));

const ruleFiles = FOLDERS.flatMap((folder) =>
  readdirSync(here(folder))
    .filter((name) => RULE_FILE.test(name) && !name.endsWith('.test.ts'))
    .map((name) => ({ folder, name, id: RULE_FILE.exec(name)![1].toUpperCase() })),
);

const REGISTERED: readonly Rule<any, any>[] = [...STATIC_RULES, ...PROBE_RULES, ...EVAL_RULES];

const isRule = (value: unknown): value is Rule<any, any> =>
  !!value &&
  typeof value === 'object' &&
  'meta' in value &&
  'check' in value &&
  typeof (value as Rule).check === 'function';

describe('the HCP rule registry', () => {
  it('finds the 61 rule files of the catalogue', () => {
    expect(ruleFiles).toHaveLength(61);
  });

  it.each(ruleFiles.map((f) => [`${f.folder}/${f.name}`, f] as const))(
    "%s defines one rule, named by its file, in its folder's category, and registered",
    async (_, file) => {
      const module: Record<string, unknown> = await import(`./${file.folder}/${file.name.replace(/\.ts$/, '')}.ts`);
      const rules = Object.values(module).filter(isRule);
      expect(rules.map((r) => r.meta.id)).toEqual([file.id]);
      expect(rules[0].meta.category).toBe(file.folder);
      expect(file.id.startsWith(HCP_CATEGORY_TABLE[rules[0].meta.category as HcpCategory].prefix)).toBe(true);
      expect(REGISTERED).toContain(rules[0]);
    },
  );

  it('registers nothing but those files, each once', () => {
    const ids = REGISTERED.map((r) => r.meta.id);
    expect([...ids].sort()).toEqual(ruleFiles.map((f) => f.id).sort());
  });

  it('gives every rule its page, its docs and a severity escalation only as data', () => {
    for (const { meta } of REGISTERED) {
      expect(meta.url, meta.id).toBe(`/rules/${meta.id}`);
      for (const field of ['title', 'why', 'incorrect', 'correct'] as const)
        expect(meta.docs[field].trim(), `${meta.id} ${field}`).not.toBe('');
      expect(meta.docs.incorrect, meta.id).not.toBe(meta.docs.correct);
      if (meta.escalation)
        expect(['error', 'warn', 'info'].indexOf(meta.escalation.to), meta.id).toBeLessThan(
          ['error', 'warn', 'info'].indexOf(meta.severity),
        );
    }
  });
});
