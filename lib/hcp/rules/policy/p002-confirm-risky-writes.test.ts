import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../example-packs';
import { findingsOf, packTexts } from '../testing';
import { withCommand, withRow } from './fixtures';
import { p002ConfirmRiskyWrites } from './p002-confirm-risky-writes';

const ledger = packTexts('ledger');

describe('P002 Commands that delete, send, pay, publish, or deploy carry confirm', () => {
  it.each(EXAMPLE_PACKS)('stays silent on $name', ({ texts }) => {
    expect(findingsOf(p002ConfirmRiskyWrites, texts)).toEqual([]);
  });

  it('is an error when transfer has no confirm', () => {
    const [f, ...rest] = findingsOf(p002ConfirmRiskyWrites, withRow(ledger, 'transfer', { risk: 'write' }));
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      severity: 'error',
      file: 'policy.json',
      pointer: '/verbs/transfer',
      message: '"transfer" is named like a pay ("transfer") but its policy.json row has no "confirm".',
      fix: 'In policy.json set "transfer": { "risk": "write", "confirm": "always" }.',
    });
  });

  it.each([
    ['entry.delete', 'delete'],
    ['receipt.send', 'send'],
    ['report.publish', 'publish'],
    ['site.deploy', 'deploy'],
    ['release', 'deploy'],
    ['payee.rm', 'delete'],
    ['apply', 'deploy'],
    ['rollout.restart', 'deploy'],
    ['promote', 'deploy'],
    ['push', 'publish'],
    ['image.push', 'publish'],
    ['upload', 'publish'],
    ['image.prune', 'delete'],
    ['force_unlock', 'delete'],
    ['destroy', 'delete'],
  ])('fires on %s (%s)', (key, family) => {
    const [f] = findingsOf(p002ConfirmRiskyWrites, withCommand(ledger, key, { risk: 'write' }));
    expect(f).toMatchObject({
      severity: 'error',
      pointer: `/verbs/${key}`,
      message: expect.stringContaining(`like a ${family}`),
    });
    expect(f.fix).toContain(`"${key}": { "risk": "write", "confirm": true }`);
  });

  it("leaves setup.apply and config.apply to P005: they change the pack's own setup, not a deployment", () => {
    expect(findingsOf(p002ConfirmRiskyWrites, withCommand(ledger, 'config.apply', { risk: 'write' }))).toEqual([]);
    expect(findingsOf(p002ConfirmRiskyWrites, withCommand(ledger, 'setup.push', { risk: 'write' }))).toHaveLength(1);
  });

  it('accepts confirm true as well as "always", and reads like release.list', () => {
    expect(
      findingsOf(p002ConfirmRiskyWrites, withCommand(ledger, 'entry.delete', { risk: 'write', confirm: true })),
    ).toEqual([]);
    expect(findingsOf(p002ConfirmRiskyWrites, withCommand(ledger, 'release.list', { risk: 'read' }))).toEqual([]);
  });
});
