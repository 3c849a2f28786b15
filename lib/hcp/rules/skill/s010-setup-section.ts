import { findSection } from '../../../markdown/skill';
import { lineCount } from '../../skill-lines';
import { createRule } from '../create';
import { LEDGER_SKILL, ledgerExample } from '../example';

/** Binding modes that need a credential or a local store before commands work. */
export const CREDENTIAL_MODES: ReadonlySet<string> = new Set(['user', 'local', 'mothership']);

export const s010SetupSection = createRule({
  id: 'S010',
  category: 'skill',
  severity: 'warn',
  docs: {
    title: 'Packs with credentials have a Setup section',
    why: 'When a call fails for want of a login or a store, the agent needs the exact steps to get the person set up, not a guess.',
    ...ledgerExample('HARNESS.md', {
      incorrect: [[LEDGER_SKILL.setup, LEDGER_SKILL.setup.replace('## Setup', '## Getting started')]],
      correct: {},
    }),
    fix: 'Add a "## Setup" section with the exact commands that log a person in or set up the local store (e.g. `ledger connect demo-bank --json`), and say what works before that.',
  },
  check: ({ skill, model }) => {
    const mode = model.binding?.mode;
    if (!skill || !mode || !CREDENTIAL_MODES.has(mode) || findSection(skill, /^setup\b/i)) return [];
    const setupCommands = model.commands.map((c) => c.key).filter((k) => /(^|\.)(setup|connect|login)(\.|$)/.test(k));
    return [
      {
        file: 'HARNESS.md',
        pointer: '',
        line: lineCount(skill),
        message: `Binding mode "${mode}" needs credentials or local setup, but HARNESS.md has no "Setup" section.`,
        fix: `Add "## Setup" saying how a person logs in or sets up${setupCommands.length ? ` (${setupCommands.map((k) => `\`${k}\``).join(', ')})` : ''} and what works before that.`,
      },
    ];
  },
});
