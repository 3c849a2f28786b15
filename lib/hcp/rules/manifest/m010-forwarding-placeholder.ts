import type { RawFinding } from '../../../core/finding';
import { quote } from '../../../core/guards';
import { pointer } from '../../../json/pointer';
import { braceSpans, stringItems, type BraceSpan } from '../../command-text';
import { createRule } from '../create';
import { ledgerExample } from '../example';

/** Placeholder names that stand for "whatever else the caller passes". */
export const FORWARDING_NAMES: ReadonlySet<string> = new Set([
  'argv',
  'args',
  'arguments',
  'rest',
  'remaining',
  'extra',
  'extras',
  'extra_args',
  'raw',
  'raw_args',
  'passthrough',
  'pass_through',
  'flags',
]);

/** `{{argv}}`, `{{args}}`, `{{rest}}`, and any spread or glob: `{{...}}`, `{{argv...}}`, `{{...args}}`, `{{*}}`, `{{@}}`, `{{args[]}}`. */
export function forwards(p: BraceSpan): boolean {
  if (/\.\.\.|…|\*|@|\[\]/.test(p.name)) return true;
  return FORWARDING_NAMES.has(p.name.toLowerCase().replace(/[-\s]+/g, '_'));
}

function scan(items: unknown, at: (i: number) => string): { pointer: string; token: string; found: BraceSpan[] }[] {
  const hits: { pointer: string; token: string; found: BraceSpan[] }[] = [];
  for (const [i, token] of stringItems(items)) {
    const found = braceSpans(token).filter(forwards);
    if (found.length > 0) hits.push({ pointer: at(i), token, found });
  }
  return hits;
}

function names(found: BraceSpan[]): string {
  return found.map((p) => p.text).join(', ');
}

export const m010ForwardingPlaceholder = createRule({
  id: 'M010',
  category: 'manifest',
  severity: 'error',
  docs: {
    title: 'No placeholder that forwards arbitrary arguments (`{{argv}}`)',
    why: "A placeholder that forwards whatever the caller passes turns a named command back into a catch-all: the arguments are no longer declared, checked against args, or covered by the command's Policy row.",
    ...ledgerExample('surface.json', {
      incorrect: { '/verbs/list/cli': ['ledger', 'list', '{{argv}}'] },
      correct: {},
      show: ['/verbs/list'],
    }),
    fix: 'Replace `{{argv}}` (or any spread placeholder) with one named placeholder per argument, e.g. "--state", "{{state}}", each declared in the command\'s args.properties, and leave `wrap.argv_template` at its default ["{{verb}}"]. Split the command in two if it needs more than its own few arguments.',
  },
  check: ({ model }) => {
    const findings: RawFinding[] = [];
    for (const c of model.commands)
      for (const hit of scan(c.raw.cli, (i) => pointer('verbs', c.key, 'cli', i)))
        findings.push({
          file: 'surface.json',
          pointer: hit.pointer,
          message: `cli of ${quote(c.key)} forwards arbitrary arguments with ${names(hit.found)} in ${quote(hit.token)}.`,
          fix: `Replace ${quote(hit.token)} in verbs[${quote(c.key)}].cli with one named placeholder per argument the command takes (e.g. "--state", "{{state}}"), each declared in verbs[${quote(c.key)}].args.properties, or split it into named commands.`,
        });
    for (const hit of scan(model.wrap?.raw.argv_template, (i) => pointer('wrap', 'argv_template', i)))
      findings.push({
        file: 'surface.json',
        pointer: hit.pointer,
        message: `wrap.argv_template forwards arbitrary arguments with ${names(hit.found)} in ${quote(hit.token)}.`,
        fix: 'Set "argv_template": ["{{verb}}"] (the default) in "wrap" and give each command its own cli[] with named placeholders.',
      });
    return findings;
  },
});
