import { describe, expect, it } from 'vitest';
import { checkStatic } from './check';
import { loadPackFromTexts } from './load';
import { editJson, editText, packTexts } from './rules/testing';

const ledger = packTexts('ledger');
const evalIds = (texts: typeof ledger) => checkStatic(loadPackFromTexts(texts)).filter((f) => f.category === 'eval');
const withCases = (edit: (e: any) => void) => editJson(ledger, 'hcp.eval.json', edit);

describe('the eval checks that need no process are live, static findings', () => {
  it('stay silent on ledger', () => {
    expect(evalIds(ledger)).toEqual([]);
  });

  it('a case naming a command the pack lacks: E002', () => {
    expect(evalIds(withCases((e) => (e.cases[0].verb = 'example.list')))).toMatchObject([
      { id: 'E002', pointer: '/cases/0/verb' },
    ]);
  });

  it('a TODO value, an unknown or a missing argument in a case that expects success: E005, before any run', () => {
    const todo = evalIds(withCases((e) => (e.cases[4].args.payee = 'TODO payee')));
    expect(todo).toMatchObject([
      {
        id: 'E005',
        severity: 'error',
        pointer: '/cases/4/args',
        message: expect.stringContaining('cannot pass: argument "payee" is still "TODO payee"'),
      },
    ]);
    const unknown = evalIds(withCases((e) => (e.cases[0].args = { limit: 5 })));
    expect(unknown).toMatchObject([{ id: 'E005', message: expect.stringContaining('unknown argument "limit"') }]);
    const missing = evalIds(withCases((e) => delete e.cases[4].args.amount));
    expect(missing).toMatchObject([
      { id: 'E005', message: expect.stringContaining('missing required argument "amount"') },
    ]);
  });

  it('a case that expects the refusal may leave arguments out', () => {
    expect(evalIds(withCases((e) => delete e.cases[3].args.amount))).toEqual([]);
  });

  it('a confirm-gated write without its refusal case: E003', () => {
    expect(evalIds(withCases((e) => e.cases.splice(3, 1))).map((f) => f.id)).toEqual(['E003']);
  });

  it("a missing eval file is E001; an eval file that does not parse is lint's alone", () => {
    const { ['hcp.eval.json']: _gone, ...withoutEval } = ledger;
    expect(evalIds(withoutEval).map((f) => f.id)).toEqual(['E001']);
    const broken = editText(ledger, 'hcp.eval.json', (t) => t.slice(0, 40));
    expect(evalIds(broken)).toEqual([]);
    expect(checkStatic(loadPackFromTexts(broken)).map((f) => f.id)).toContain('L-invalid_json');
  });
});
