import { ofPurpose } from './shared';
import { createRule } from '../create';
import { ledgerExample, ledgerVerbs } from '../example';

/** The example's one read, `show`: its required id has an example value to call it with, or none. */
const SHOW = (id: Record<string, unknown>) => ({
  description: 'Return one ledger entry (amount, payee id, memo) by its id.',
  cli: ['ledger', 'show', '{{id}}'],
  policy: 'read',
  args: {
    type: 'object',
    properties: { id: { type: 'string', description: 'Entry id, from the list command', ...id } },
    required: ['id'],
  },
});
const SHOW_ROWS = { show: { risk: 'read' }, transfer: { risk: 'write', confirm: 'always' } };

export const r012AReadProbed = createRule({
  id: 'R012',
  category: 'probe',
  severity: 'info',
  docs: {
    title: 'At least one read could be probed',
    why: 'Probes can only vouch for output, speed and JSON on reads they can call; a read needs example arguments or an eval case to be called.',
    ...ledgerExample('surface.json', {
      incorrect: {
        'surface.json': { '/verbs': { show: SHOW({}), transfer: ledgerVerbs('transfer').transfer } },
        'policy.json': { '/verbs': SHOW_ROWS },
      },
      correct: {
        'surface.json': { '/verbs': { show: SHOW({ examples: ['e-1'] }), transfer: ledgerVerbs('transfer').transfer } },
        'policy.json': { '/verbs': SHOW_ROWS },
      },
      show: ['/verbs/show'],
    }),
  },
  check: (ctx) => {
    if (!ctx.bin.ok || ofPurpose(ctx, 'read').length) return [];
    const reads = ctx.pack.model.policy?.verbs.filter((r) => r.risk === 'read') ?? [];
    const why = !reads.length
      ? 'no command is a read in policy.json'
      : ctx.skipped.map((s) => `"${s.verb}": ${s.reason}`).join('; ') ||
        `none of ${reads.length} read(s) could be called`;
    return [
      {
        file: 'surface.json',
        pointer: '/verbs',
        message: `No read could be probed: ${why}.`,
        fix: reads.length
          ? 'Give each required argument of a read an "examples" value, or add an eval case that expects success with real arguments, so probes can call it.'
          : 'Add a read such as "status" or "list" (risk "read" in policy.json) so agents and probes can look before they write.',
      },
    ];
  },
});
