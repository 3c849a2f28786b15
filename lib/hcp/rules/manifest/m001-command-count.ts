import { policyRow, type PackModel } from '../../model';
import { defineRule } from '../define';

export const MIN_COMMANDS = 5;
export const MAX_COMMANDS = 12;

export const m001CommandCount = defineRule(
  {
    id: 'M001',
    category: 'manifest',
    severity: 'warn',
    severityNote: 'warn, error above 12',
    title: '5 to 12 commands',
    why: 'An agent picks the right command from a short closed list. Fewer than 5 rarely covers the hot path (fine for a public read pack); more than 12 means two packs.',
    incorrect: '"verbs": { "list": { … }, "status": { … } }',
    correct: '"verbs": { "list": { … }, "status": { … }, "show": { … }, "create": { … }, "doctor": { … } }',
    fix: 'Keep the pack to 5 to 12 commands: add the missing hot-path commands from the CLI\'s `--help` (a `status` read, `list`, `show`, the main writes), or split more than 12 into two packs and keep the hot path in this one.',
  },
  ({ model }) => {
    const n = model.commands.length;
    if (n > MAX_COMMANDS)
      return [{ file: 'surface.json', pointer: '/verbs', severity: 'error', message: `${n} commands; a pack names 5 to 12, and more means two packs.`, fix: `Split the ${n} commands into two packs of at most ${MAX_COMMANDS}, keeping the hot path in this one.` }];
    if (n < MIN_COMMANDS && model.kind !== 'sense_only' && !isPublicReadPack(model))
      return [{ file: 'surface.json', pointer: '/verbs', message: `${n} command${n === 1 ? '' : 's'}; a pack names 5 to 12.`, fix: `Add the ${MIN_COMMANDS - n} missing hot-path command${MIN_COMMANDS - n === 1 ? '' : 's'} from the CLI's --help. (A pack of public reads may stay small: bind it with "mode": "public" or "hub": "public" and give every command risk read.)` }];
    return [];
  },
);

/**
 * The manifest guide: "fewer is fine for a public read pack". Public is the binding's mode or hub; read is every
 * command's policy row. An empty pack is no read pack.
 */
export function isPublicReadPack(model: PackModel): boolean {
  const isPublic = model.binding?.mode === 'public' || model.binding?.hub === 'public';
  return isPublic && model.commands.length > 0 && model.commands.every((c) => policyRow(model, c.key)?.risk === 'read');
}
