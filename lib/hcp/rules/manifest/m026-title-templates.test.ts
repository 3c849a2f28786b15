import { describe, expect, it } from 'vitest';
import { editJson, findingsOf, packTexts } from '../testing';
import { m026TitleTemplates } from './m026-title-templates';

const ledger = packTexts('ledger');
const withTitle = (title: unknown) =>
  editJson(ledger, 'surface.json', (s) => {
    s.verbs.transfer.title = title;
  });

describe('M026 A declared title uses only arguments, result only in done, and ends each form plainly', () => {
  it('stays silent on ledger (transfer and connect titles)', () => {
    expect(findingsOf(m026TitleTemplates, ledger)).toEqual([]);
  });

  it('stays silent on transit (line.show, departures, plan titles)', () => {
    expect(findingsOf(m026TitleTemplates, packTexts('transit'))).toEqual([]);
  });

  it('allows {{result.…}} in done', () => {
    expect(
      findingsOf(
        m026TitleTemplates,
        withTitle({
          live: ['Paying {{payee}}', 'Paying'],
          done: ['Paid {{payee}}, entry {{result.entry.id}}', 'Paid'],
        }),
      ),
    ).toEqual([]);
  });

  it('warns on a placeholder that is not an argument', () => {
    const [f, ...rest] = findingsOf(m026TitleTemplates, withTitle({ live: ['Paying {{recipient}}', 'Paying'] }));
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      id: 'M026',
      severity: 'warn',
      pointer: '/verbs/transfer/title/live/0',
      message: expect.stringContaining('{{recipient}} is not an argument of "transfer"'),
    });
  });

  it('warns on {{result.…}} in live', () => {
    const [f] = findingsOf(m026TitleTemplates, withTitle({ live: ['Paid {{result.id}}', 'Paying'] }));
    expect(f).toMatchObject({
      pointer: '/verbs/transfer/title/live/0',
      message: expect.stringContaining('{{result.id}} cannot be filled while the command runs'),
    });
  });

  it('warns when a form ends with a placeholder, pointing at a single-string form itself', () => {
    const findings = findingsOf(
      m026TitleTemplates,
      withTitle({ live: ['Paying {{amount}} to {{payee}}'], done: 'Paid {{amount}}' }),
    );
    expect(findings.map((f) => f.pointer)).toEqual(['/verbs/transfer/title/live/0', '/verbs/transfer/title/done']);
    expect(findings[0].message).toContain('ends with "Paying {{amount}} to {{payee}}"');
    expect(findings[0].fix).toBe(
      'Set "live": ["Paying {{amount}} to {{payee}}","Running transfer"] (or end with any plain text that names the step).',
    );
    expect(findings[1].fix).toContain('"done": ["Paid {{amount}}","Ran transfer"]');
  });

  it('warns on an unclosed placeholder, which never fills', () => {
    const [f, ...rest] = findingsOf(
      m026TitleTemplates,
      withTitle({ live: ['Paying {{amount to {{payee}}', 'Paying a payee'] }),
    );
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      pointer: '/verbs/transfer/title/live/0',
      message: expect.stringContaining('"{{amount" is not a closed {{name}} placeholder'),
    });
  });

  it('keeps raw indices when a form holds a non-string', () => {
    const [f] = findingsOf(m026TitleTemplates, withTitle({ live: [7, 'Paying {{nope}}', 'Paying'] }));
    expect(f.pointer).toBe('/verbs/transfer/title/live/1');
  });
});
