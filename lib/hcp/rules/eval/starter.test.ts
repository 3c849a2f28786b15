import { describe, expect, it } from 'vitest';
import { editJson } from '../testing';
import { starterEvalFile } from './starter';
import { ledger, load } from './testing';

describe('starterEvalFile (--init-evals)', () => {
  it('one case per read, one refusal per confirm-gated write, nothing for other writes', () => {
    expect(starterEvalFile(load(ledger).model)).toEqual({
      cases: [
        {
          name: 'setup.status returns JSON',
          verb: 'setup.status',
          args: {},
          expect: { ok: true, json: true, max_ms: 3000, max_tokens: 5000 },
        },
        {
          name: 'status returns JSON',
          verb: 'status',
          args: {},
          expect: { ok: true, json: true, max_ms: 3000, max_tokens: 5000 },
        },
        {
          name: 'list returns JSON',
          verb: 'list',
          args: {},
          expect: { ok: true, json: true, max_ms: 3000, max_tokens: 5000 },
        },
        {
          name: 'transfer is refused without confirm',
          verb: 'transfer',
          args: { amount: '2.80', payee: 'demo-transit' },
          expect: { ok: false, error: 'confirm required' },
        },
      ],
    });
  });

  it('a command that prints text (json_flag: []) expects success within the budgets, not JSON', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.wrap.json_flag = [];
      s.verbs.status.json_flag = ['--json'];
    });
    const cases = starterEvalFile(load(texts).model).cases;
    expect(cases.find((c) => c.verb === 'list')).toEqual({
      name: 'list succeeds',
      verb: 'list',
      args: {},
      expect: { ok: true, max_ms: 3000, max_tokens: 5000 },
    });
    expect(cases.find((c) => c.verb === 'status')?.expect).toMatchObject({ json: true });
  });

  it('wrap caps the refusal cases still holding a TODO; one with every argument known is always written', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      delete s.verbs.transfer.args.properties.payee.examples;
    });
    const refusals = (max?: number) =>
      starterEvalFile(load(texts).model, max === undefined ? {} : { maxTodoRefusals: max }).cases.filter(
        (c) => c.expect.ok === false,
      );
    expect(refusals().map((c) => c.verb)).toEqual(['transfer']);
    expect(refusals(1).map((c) => c.verb)).toEqual(['transfer']);
    expect(refusals(0)).toEqual([]);
    expect(starterEvalFile(load(ledger).model, { maxTodoRefusals: 0 }).cases.map((c) => c.verb)).toContain('transfer');
  });

  it('required arguments without an example stay TODO <name>; optional ones are left out', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      delete s.verbs.transfer.args.properties.payee.examples;
      s.verbs.list.args = { type: 'object', properties: { limit: { type: 'integer', examples: [5] } } };
    });
    const cases = starterEvalFile(load(texts).model).cases;
    expect(cases.find((c) => c.verb === 'transfer')?.args).toEqual({ amount: '2.80', payee: 'TODO payee' });
    expect(cases.find((c) => c.verb === 'list')?.args).toEqual({});
  });
});
