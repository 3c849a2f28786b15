import { EVAL_FILE } from './shared';
import { createRule } from '../create';
import { ledgerExample } from '../example';

export const e001EvalFileExists = createRule({
  id: 'E001',
  category: 'eval',
  severity: 'warn',
  docs: {
    title: 'An eval file exists',
    why: 'Eval cases replay real agent calls through the runtime, with grants and the confirm gate; without them nothing shows the pack works end to end.',
    ...ledgerExample('hcp.eval.json', {
      incorrect: { 'hcp.eval.json': null },
      correct: {},
    }),
  },
  check: ({ pack }) =>
    pack.texts[EVAL_FILE] !== undefined
      ? []
      : [
          {
            file: EVAL_FILE,
            pointer: '',
            message: `Pack "${pack.model.id ?? pack.dir ?? ''}" has no hcp.eval.json next to surface.json.`,
            fix: 'Run "packstudio check DIR --init-evals" to write a starter hcp.eval.json, then replace each "TODO <name>" with a real value from the CLI.',
          },
        ],
});
