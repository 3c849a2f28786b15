import { isHealthCommand } from '../../command-names';
import { isWrite } from '../../model';
import { createRule } from '../create';
import { REMOVED } from '../../../core/example';
import { ledgerExample } from '../example';

export const p006HealthCommand = createRule({
  id: 'P006',
  category: 'policy',
  severity: 'warn',
  docs: {
    title: 'A pack that writes has a `doctor` or `status` command',
    why: 'After a write fails, an agent needs one read that says whether setup and connections are healthy before it tries again.',
    file: 'surface.json',
    ...ledgerExample('surface.json', {
      incorrect: { '/verbs/status': REMOVED, '/verbs/setup.status': REMOVED },
      correct: {},
      fold: 1,
    }),
    fix: 'Add a `status` (or `doctor`) command that reports setup and connection health without changing anything: in surface.json "verbs" with its `cli[]`, as { "risk": "read" } in policy.json, and as a row of the HARNESS.md hot-path table.',
  },
  check: ({ model }) => {
    const writes = model.commands.filter((c) => isWrite(model, c.key)).map((c) => c.key);
    if (writes.length === 0 || model.commands.some((c) => isHealthCommand(c.key))) return [];
    const bin = model.cliBin ?? model.id ?? '<cli>';
    return [
      {
        file: 'surface.json',
        pointer: '/verbs',
        message: `The pack writes (${writes.map((k) => `"${k}"`).join(', ')}) but has no "status" or "doctor" command.`,
        fix: `Add "status": { "description": "Return setup state and connection health without changing anything.", "cli": ["${bin}", "status"] } to surface.json "verbs", "status": { "risk": "read" } to policy.json "verbs", and a "status" row to the HARNESS.md hot-path table.`,
      },
    ];
  },
});
