import { describe, expect, it } from 'vitest';
import { loadPackFromTexts, type PackTexts } from '../../load';
import { editJson, packTexts } from '../testing';
import { EVAL_RULE_METAS, evalFindings, type EvalCaseOutcome } from './index';
import { starterEvalFile } from './starter';

const ledger = packTexts('ledger');
const load = (texts: PackTexts) => loadPackFromTexts(texts, 'ledger');
const findings = (texts: PackTexts, outcomes: EvalCaseOutcome[] | null = null) => evalFindings({ pack: load(texts), outcomes });

const outcome = (o: Partial<EvalCaseOutcome>): EvalCaseOutcome => ({ index: 0, name: 'list returns JSON', verb: 'list', passed: true, ran: true, ok: true, expectsOk: true, ms: 40, tokens: 30, error: null, ...o });

describe('eval rules', () => {
  it('has E001–E005 with catalogue metadata', () => {
    expect(EVAL_RULE_METAS.map((m) => [m.id, m.severity])).toEqual([['E001', 'warn'], ['E002', 'error'], ['E003', 'warn'], ['E004', 'warn'], ['E005', 'error']]);
    for (const m of EVAL_RULE_METAS) expect(m).toMatchObject({ category: 'eval', docs: `/rules/${m.id}` });
  });

  it('are silent on ledger, with its results', () => {
    expect(findings(ledger, [outcome({})])).toEqual([]);
  });

  it('E001: no eval file', () => {
    const { 'hcp.eval.json': _gone, ...texts } = ledger;
    expect(findings(texts)).toEqual([expect.objectContaining({ id: 'E001', severity: 'warn', file: 'hcp.eval.json', pointer: '', message: 'Pack "ledger" has no hcp.eval.json next to surface.json.' })]);
  });

  it('E002: a case naming a command the pack lacks', () => {
    const texts = editJson(ledger, 'hcp.eval.json', (e) => (e.cases[1].verb = 'balance'));
    const [f] = findings(texts).filter((x) => x.id === 'E002');
    expect(f).toMatchObject({ severity: 'error', pointer: '/cases/1/verb', message: expect.stringContaining('names "balance", which is not a command of this pack (commands: setup.status, setup.apply, connect, status, list, transfer)') });
    expect(f.line).toBeGreaterThan(1);
  });

  it('E003: a confirm-gated write without a refusal case; the fix is the case to add', () => {
    const texts = editJson(ledger, 'hcp.eval.json', (e) => (e.cases = e.cases.filter((c: { expect?: { ok?: boolean } }) => c.expect?.ok !== false)));
    const [f] = findings(texts).filter((x) => x.id === 'E003');
    expect(f).toMatchObject({ severity: 'warn', pointer: '/cases', message: '"transfer" is confirm-gated, but no case shows it refused without confirm.' });
    expect(JSON.parse(f.fix.replace(/^Add this case to "cases": /, ''))).toEqual({ name: 'transfer is refused without confirm', verb: 'transfer', args: { amount: '2.80', payee: 'demo-transit' }, expect: { ok: false, error: 'confirm required' } });
  });

  it('E003 does not count a confirmed run as a refusal case', () => {
    const texts = editJson(ledger, 'hcp.eval.json', (e) => (e.cases = [{ name: 'x', verb: 'transfer', args: { amount: '1', payee: 'demo-transit', confirm: true }, expect: { ok: false } }]));
    expect(findings(texts).map((f) => f.id)).toContain('E003');
  });

  it('E004: no read succeeds', () => {
    const [f] = findings(ledger, [outcome({ passed: false, error: 'output lacks "x"' }), outcome({ verb: 'transfer', expectsOk: false, index: 3 })]).filter((x) => x.id === 'E004');
    expect(f).toMatchObject({ severity: 'warn', message: 'No read succeeds: 1 case(s) expect a read to succeed and none passed.' });
    expect(findings(ledger, [outcome({ verb: 'transfer', expectsOk: false })]).find((x) => x.id === 'E004')?.message).toBe('No case runs a read expecting success.');
  });

  it('E005: each failing case, pointing at it', () => {
    const fs = findings(ledger, [outcome({}), outcome({ index: 4, name: 'transfer with confirm', verb: 'transfer', passed: false, error: 'output lacks "paper"' })]).filter((x) => x.id === 'E005');
    expect(fs).toEqual([expect.objectContaining({ severity: 'error', pointer: '/cases/4', message: 'Case "transfer with confirm" (transfer) failed: output lacks "paper".' })]);
    expect(fs[0].fix).toContain('never weaken an expectation');
  });

  it('E005 on a case that did not run asks for real values', () => {
    const [f] = findings(ledger, [outcome({}), outcome({ index: 1, verb: 'status', passed: false, ran: false, error: 'argument "x" is still "TODO x"' })]).filter((x) => x.id === 'E005');
    expect(f.fix).toContain('Replace each "TODO …" argument');
  });
});

describe('starterEvalFile (--init-evals)', () => {
  it('one case per read, one refusal per confirm-gated write, nothing for other writes', () => {
    expect(starterEvalFile(load(ledger).model)).toEqual({
      cases: [
        { name: 'setup.status returns JSON', verb: 'setup.status', args: {}, expect: { ok: true, json: true, max_ms: 3000, max_tokens: 5000 } },
        { name: 'status returns JSON', verb: 'status', args: {}, expect: { ok: true, json: true, max_ms: 3000, max_tokens: 5000 } },
        { name: 'list returns JSON', verb: 'list', args: {}, expect: { ok: true, json: true, max_ms: 3000, max_tokens: 5000 } },
        { name: 'transfer is refused without confirm', verb: 'transfer', args: { amount: '2.80', payee: 'demo-transit' }, expect: { ok: false, error: 'confirm required' } },
      ],
    });
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
