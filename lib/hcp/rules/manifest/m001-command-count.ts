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
    if (n < MIN_COMMANDS && model.kind !== 'sense_only')
      return [{ file: 'surface.json', pointer: '/verbs', message: `${n} command${n === 1 ? '' : 's'}; a pack names 5 to 12.`, fix: `Add the ${MIN_COMMANDS - n} missing hot-path command${MIN_COMMANDS - n === 1 ? '' : 's'} from the CLI's --help, or accept this warning for a small public read pack.` }];
    return [];
  },
);
