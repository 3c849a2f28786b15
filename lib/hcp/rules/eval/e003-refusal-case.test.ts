import { describe, expect, it } from 'vitest';
import { editJson } from '../testing';
import { e003RefusalCase } from './e003-refusal-case';
import { findingsOf, ledger } from './testing';

describe('E003 every confirm-gated write has a refusal case', () => {
  it('stays silent on ledger, which refuses "transfer" without confirm', () => {
    expect(findingsOf(e003RefusalCase, ledger)).toEqual([]);
  });

  it('warns on a confirm-gated write without a refusal case; the fix is the case to add', () => {
    const texts = editJson(
      ledger,
      'hcp.eval.json',
      (e) => (e.cases = e.cases.filter((c: { expect?: { ok?: boolean } }) => c.expect?.ok !== false)),
    );
    const [f, ...rest] = findingsOf(e003RefusalCase, texts);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      id: 'E003',
      severity: 'warn',
      pointer: '/cases',
      message: '"transfer" is confirm-gated, but no case shows it refused without confirm.',
    });
    expect(JSON.parse(f.fix.replace(/^Add this case to "cases": /, ''))).toEqual({
      name: 'transfer is refused without confirm',
      verb: 'transfer',
      args: { amount: '2.80', payee: 'demo-transit' },
      expect: { ok: false, error: 'confirm required' },
    });
  });

  it('does not count a confirmed run as a refusal case', () => {
    const texts = editJson(
      ledger,
      'hcp.eval.json',
      (e) =>
        (e.cases = [
          {
            name: 'x',
            verb: 'transfer',
            args: { amount: '1', payee: 'demo-transit', confirm: true },
            expect: { ok: false },
          },
        ]),
    );
    expect(findingsOf(e003RefusalCase, texts)).toEqual([
      expect.objectContaining({ id: 'E003', severity: 'warn', message: expect.stringContaining('"transfer"') }),
    ]);
  });
});
