import { EVAL_FILE, isRead, readCase } from './shared';
import { createRule } from '../create';
import { ledgerCase, ledgerExample } from '../example';

export const e004AReadSucceeds = createRule({
  id: 'E004',
  category: 'eval',
  severity: 'warn',
  docs: {
    title: 'At least one read succeeds',
    why: 'One passing read proves the adapter path, the argv and the sandbox allow-list work; refusal cases alone never start the CLI.',
    ...ledgerExample('hcp.eval.json', {
      incorrect: { '/cases': [ledgerCase(3)] },
      correct: { '/cases': [ledgerCase(0), ledgerCase(3)] },
    }),
  },
  check: ({ pack, outcomes }) => {
    if (!outcomes) return [];
    const model = pack.model;
    const readCases = outcomes.filter((o) => isRead(model, o.verb) && o.expectsOk);
    if (readCases.some((o) => o.passed)) return [];
    const read = model.commands.find((c) => isRead(model, c.key));
    return [
      {
        file: EVAL_FILE,
        pointer: '/cases',
        message: readCases.length
          ? `No read succeeds: ${readCases.length} case(s) expect a read to succeed and none passed.`
          : 'No case runs a read expecting success.',
        fix: read
          ? `Add (or fix) a case such as ${JSON.stringify(readCase(model, read))}`
          : 'Add a read command (risk "read") and a case that expects it to succeed.',
      },
    ];
  },
});
