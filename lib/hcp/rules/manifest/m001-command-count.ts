import { z } from 'zod';
import { policyRow, type PackModel } from '../../model';
import { createRule } from '../create';
import { ledgerExample, ledgerVerbs } from '../example';

/** The hot path fits in `min` to `max` commands; a team may tune the range without forking the rule. */
const options = z.object({
  min: z.number().int().min(0).default(5),
  max: z.number().int().min(1).default(12),
});

export const m001CommandCount = createRule({
  id: 'M001',
  category: 'manifest',
  severity: 'warn',
  escalation: { to: 'error', when: 'above {{max}}' },
  options,
  messages: {
    tooMany: '{{n}} commands; a pack names {{min}} to {{max}}, and more means two packs.',
    splitFix: 'Split the {{n}} commands into two packs of at most {{max}}, keeping the hot path in this one.',
    tooFew: '{{n}} {{commands}}; a pack names {{min}} to {{max}}.',
    addFix:
      'Add the {{missing}} missing hot-path {{missingCommands}} from the CLI\'s --help. (A pack of public reads may stay small: bind it with "mode": "public" or "hub": "public" and give every command risk read.)',
  },
  docs: {
    title: '5 to 12 commands',
    why: 'An agent picks the right command from a short closed list. Fewer than 5 rarely covers the hot path (fine for a public read pack); more than 12 means two packs.',
    ...ledgerExample('surface.json', {
      incorrect: { '/verbs': ledgerVerbs('status', 'list', 'connect', 'transfer') },
      correct: {},
      show: ['/verbs'],
      fold: 1,
    }),
    fix: "Keep the pack to 5 to 12 commands: add the missing hot-path commands from the CLI's `--help` (a `status` read, `list`, `show`, the main writes), or split more than 12 into two packs and keep the hot path in this one.",
  },
  check: ({ model }, { options: { min, max }, message }) => {
    const n = model.commands.length;
    const plural = (k: number) => (k === 1 ? 'command' : 'commands');
    if (n > max)
      return [
        {
          file: 'surface.json',
          pointer: '/verbs',
          severity: 'error',
          message: message('tooMany', { n }),
          fix: message('splitFix', { n }),
        },
      ];
    // A sense_only pack announces triggers and may have no commands; the guide lets a public read pack stay small.
    if (n < min && model.kind !== 'sense_only' && !isPublicReadPack(model))
      return [
        {
          file: 'surface.json',
          pointer: '/verbs',
          message: message('tooFew', { n, commands: plural(n) }),
          fix: message('addFix', { missing: min - n, missingCommands: plural(min - n) }),
        },
      ];
    return [];
  },
});

/**
 * The manifest guide: "fewer is fine for a public read pack". Public is the binding's mode or hub; read is every
 * command's policy row. An empty pack is no read pack.
 */
export function isPublicReadPack(model: PackModel): boolean {
  const isPublic = model.binding?.mode === 'public' || model.binding?.hub === 'public';
  return isPublic && model.commands.length > 0 && model.commands.every((c) => policyRow(model, c.key)?.risk === 'read');
}
