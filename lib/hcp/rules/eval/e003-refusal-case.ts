import { isConfirmGated } from '../../model';
import { EVAL_FILE, isRefusalCase, refusalCase } from './shared';
import { createRule } from '../create';
import { ledgerExample } from '../example';

export const e003RefusalCase = createRule({
  id: 'E003',
  category: 'eval',
  severity: 'warn',
  docs: {
    title: 'Every confirm-gated write has a refusal case',
    why: 'A refusal case proves the confirm gate stops the write before the adapter runs: the one promise a person relies on.',
    ...ledgerExample('hcp.eval.json', {
      incorrect: {
        '/cases/3': {
          name: 'transfer pays the payee',
          verb: 'transfer',
          args: { amount: '2.80', payee: 'demo-transit', confirm: true },
          expect: { ok: true },
        },
      },
      correct: {},
    }),
  },
  check: ({ pack }) => {
    const { model } = pack;
    if (!model.evalCases) return [];
    return model.commands
      .filter(
        (c) => isConfirmGated(model, c.key) && !model.evalCases!.some((e) => e.verb === c.key && isRefusalCase(e)),
      )
      .map((c) => ({
        file: EVAL_FILE,
        pointer: '/cases',
        message: `"${c.key}" is confirm-gated, but no case shows it refused without confirm.`,
        fix: `Add this case to "cases": ${JSON.stringify(refusalCase(c))}`,
      }));
  },
});
