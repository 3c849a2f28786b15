import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { categoryOfId } from '../core/categories';
import { applyChanges, isAtTheChange, type RuleExample } from '../core/example';
import type { Rule, RuleMeta } from '../core/rule';
import { FORMATS, type AnyFormat } from '.';

/**
 * Every format's rules held to one shape, as typescript-eslint's docs test holds its rules: each rule is one file
 * named by its id (or a row of a table named below, with why), registered in its format's `rules` once; its page has
 * what a page needs; and its runnable example, run through the format's own static check, fires on the incorrect
 * side at the change and stays silent on the correct side (rules of a layer the static check does not run are run by
 * their format's examples test, which runs that layer).
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where each format's rule files live; a folder named for a category holds only that category's rules. */
const RULE_FOLDERS: Record<string, { dir: string; category?: string }[]> = {
  hcp: ['manifest', 'policy', 'skill', 'probe', 'eval'].map((c) => ({ dir: `lib/hcp/rules/${c}`, category: c })),
  recued: [{ dir: 'lib/recued/checks' }],
};

/** Rules that are rows of one table instead of a file each, by file, with the reason. Keep this short. */
const TABLES: Record<string, Record<string, string>> = {
  hcp: {
    'lib/hcp/lint/rules.ts': "lint's kinds: the spec's table of kinds, each a message and a fix, no check of its own",
    'lib/suppress/rules.ts': "packstudio.json's two kinds, found by applying suppressions, not by a check",
  },
  recued: {},
};

/** Rules whose page cannot hold a runnable example, with the reason. Keep this short. */
const WITHOUT_EXAMPLE: Readonly<Record<string, string>> = {
  'C-check-crashed':
    'the engine reports it only when one of its own checks throws, and no document makes one throw (robustness.test.ts asserts that); a document that did would be a bug to fix, not an example to keep',
};

const isRule = (value: unknown): value is Rule<any, any> =>
  !!value &&
  typeof value === 'object' &&
  'meta' in value &&
  'check' in value &&
  typeof value.check === 'function' &&
  isMeta(value.meta);

const isMeta = (value: unknown): value is RuleMeta =>
  !!value && typeof value === 'object' && 'id' in value && 'docs' in value && 'url' in value;

interface RuleFile {
  path: string;
  category?: string;
  rules: RuleMeta[];
}

async function ruleFiles(format: AnyFormat): Promise<RuleFile[]> {
  const files: RuleFile[] = [];
  for (const { dir, category } of RULE_FOLDERS[format.id] ?? [])
    for (const name of readdirSync(join(ROOT, dir)).filter((n) => n.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(n))) {
      const module: Record<string, unknown> = await import(/* @vite-ignore */ join(ROOT, dir, name));
      files.push({
        path: `${dir}/${name}`,
        category,
        rules: Object.values(module)
          .filter(isRule)
          .map((r) => r.meta),
      });
    }
  return files;
}

async function tableRules(format: AnyFormat): Promise<RuleMeta[]> {
  const metas: RuleMeta[] = [];
  for (const path of Object.keys(TABLES[format.id] ?? {})) {
    const module: Record<string, unknown> = await import(/* @vite-ignore */ join(ROOT, path));
    for (const value of Object.values(module).flatMap((v) => (Array.isArray(v) ? v : Object.values(v ?? {}))))
      if (isRule(value)) metas.push(value.meta);
      else if (isMeta(value)) metas.push(value);
  }
  return [...new Map(metas.map((m) => [m.id, m])).values()];
}

/** A file defining a rule is named by its id, in lower case: `m001-command-count.ts`, `c-install-manager.ts`. */
const namedBy = (path: string, id: string) =>
  new RegExp(`^${id.toLowerCase()}(-[a-z0-9-]+)?\\.ts$`).test(path.split('/').pop()!);

describe.each(FORMATS.map((f) => [f.id, f as AnyFormat] as const))('the %s rule registry', (_, format) => {
  it('has its rule folders and tables named in this test', () => {
    expect(RULE_FOLDERS[format.id], `add ${format.id}'s rule folders to RULE_FOLDERS`).toBeDefined();
    expect(TABLES[format.id], `add ${format.id} to TABLES (empty when it has none)`).toBeDefined();
  });

  it("defines each rule in a file of its own, named by its id, in its folder's category, and registers it once", async () => {
    const files = await ruleFiles(format);
    const registered = format.rules.map((m) => m.id);
    expect(new Set(registered).size, 'an id registered twice').toBe(registered.length);
    for (const file of files.filter((f) => f.rules.length > 0)) {
      expect(
        file.rules.map((r) => r.id),
        `${file.path} defines one rule`,
      ).toHaveLength(1);
      const [rule] = file.rules;
      expect(namedBy(file.path, rule.id), `${file.path} is named by ${rule.id}`).toBe(true);
      if (file.category) {
        expect(rule.category, file.path).toBe(file.category);
        const prefix = format.categories.find((c) => c.id === file.category)!.prefix;
        expect(rule.id.startsWith(prefix), `${rule.id} starts with ${prefix}`).toBe(true);
      }
      expect(format.rules, `${rule.id} is registered`).toContain(rule);
    }
    const fromFiles = files.flatMap((f) => f.rules.map((r) => r.id));
    const fromTables = (await tableRules(format)).map((m) => m.id);
    expect([...fromFiles, ...fromTables].sort()).toEqual([...registered].sort());
  });

  it("files every rule under one of the format's categories, and its id's prefix names one too", () => {
    const categories = format.categories.map((c) => c.id);
    for (const meta of format.rules) {
      expect(categories, meta.id).toContain(meta.category);
      expect(categoryOfId(format.categories, meta.id), `${meta.id}'s prefix`).toBeDefined();
    }
  });

  it('gives every rule its page, its docs, and a severity escalation only upwards', () => {
    const order = ['error', 'warn', 'info'];
    for (const meta of format.rules) {
      expect(meta.url, meta.id).toBe(`/rules/${meta.id}`);
      for (const field of ['title', 'why', 'incorrect', 'correct'] as const)
        expect(meta.docs[field].trim(), `${meta.id} ${field}`).not.toBe('');
      expect(meta.docs.incorrect, meta.id).not.toBe(meta.docs.correct);
      if (meta.escalation)
        expect(order.indexOf(meta.escalation.to), meta.id).toBeLessThan(order.indexOf(meta.severity));
    }
  });

  it('gives every rule a runnable example, except the few listed with a reason', () => {
    const without = format.rules.filter((m) => !m.docs.example).map((m) => m.id);
    expect(without).toEqual(Object.keys(WITHOUT_EXAMPLE).filter((id) => format.rules.some((m) => m.id === id)));
  });

  // ---- the examples, through the format's static check

  const examples = format.rules.flatMap((meta) =>
    meta.docs.example ? [[meta.id, meta.docs.example as RuleExample] as const] : [],
  );
  const bases = [...new Set(examples.map(([, e]) => e.base))];
  const baseTexts = (base: string) =>
    Object.fromEntries(
      format.files.flatMap((file) => {
        try {
          return [[file, readFileSync(join(ROOT, 'packs', base, file), 'utf8')]];
        } catch {
          return [];
        }
      }),
    );
  const check = (base: string, changes: RuleExample['incorrect']) =>
    format.check(format.load(applyChanges(baseTexts(base), changes), base));
  /** The layers the static check runs: a rule of another layer is run by its format's runtime examples test. */
  const staticLayers = new Set(
    check(bases[0] ?? '', {})
      .layers.filter((l) => l.status === 'ran')
      .map((l) => l.layer),
  );
  /** The layer that reports a rule: its id's category's (a Recued engine finding is a composition page, run statically). */
  const layerOf = (id: string) => categoryOfId(format.categories, id)?.layer ?? '';
  const staticExamples = examples.filter(([id]) => staticLayers.has(layerOf(id)));

  it.each(bases)('the base %s is silent on every rule', (base) => {
    expect(check(base, {}).findings).toEqual([]);
  });

  it.each(staticExamples)(
    '%s: the incorrect example fires at its change, the correct one stays silent',
    (id, example) => {
      const incorrect = check(example.base, example.incorrect).findings.filter((f) => f.id === id);
      expect(incorrect.length, `${id} on its incorrect example`).toBeGreaterThan(0);
      expect(
        incorrect.some((f) => isAtTheChange(f, example)),
        JSON.stringify(incorrect.map((f) => [f.file, f.pointer])),
      ).toBe(true);
      expect(check(example.base, example.correct).findings.filter((f) => f.id === id)).toEqual([]);
    },
  );
});
