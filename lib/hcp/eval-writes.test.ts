import { describe, expect, it } from 'vitest';
import { evalWriteLine, evalWrites } from './eval-writes';
import { loadPackFromTexts } from './load';
import { packTexts } from './rules/testing';

const ledger = packTexts('ledger');

function withCases(cases: unknown[]) {
  return loadPackFromTexts({ ...ledger, 'hcp.eval.json': JSON.stringify({ cases }) }).model;
}

describe('the eval cases that run a write', () => {
  it('lists a gated write with confirm: true and an ungated write; not a refusal, a read or a TODO case', () => {
    const model = withCases([
      { name: 'list', verb: 'list', args: {} },
      { name: 'transfer refused', verb: 'transfer', args: { amount: '1', payee: 'x' }, expect: { ok: false } },
      { name: 'transfer confirmed', verb: 'transfer', args: { amount: '1', payee: 'x', confirm: true } },
      { name: 'apply setup', verb: 'setup.apply', args: {} },
      { name: 'not filled', verb: 'setup.apply', args: { x: 'TODO x' } },
      { name: 'unknown', verb: 'nope', args: {} },
    ]);
    expect(evalWrites(model)).toEqual([
      { index: 2, name: 'transfer confirmed', verb: 'transfer', confirmed: true },
      { index: 3, name: 'apply setup', verb: 'setup.apply', confirmed: false },
    ]);
  });

  it('says each one in a line that names the case, the command and the folder', () => {
    const [write] = evalWrites(withCases([{ name: 'pay', verb: 'transfer', args: { confirm: true } }]));
    expect(evalWriteLine(write, 'a scratch folder /s')).toBe(
      'eval case 1 "pay" runs the write "transfer" (confirm: true in its args) in a scratch folder /s',
    );
  });
});
