import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../example-packs';
import { findingsOf, packTexts } from '../testing';
import { withCommand, withoutCommand, withRow } from './fixtures';
import { p006HealthCommand } from './p006-health-command';

const ledger = packTexts('ledger');
const noHealth = withoutCommand(withoutCommand(ledger, 'status'), 'setup.status');

describe('P006 A pack that writes has a doctor or status command', () => {
  it.each(EXAMPLE_PACKS)('stays silent on $name', ({ texts }) => {
    expect(findingsOf(p006HealthCommand, texts)).toEqual([]);
  });

  it('warns when a writing pack has neither status nor doctor, naming its writes', () => {
    const [f, ...rest] = findingsOf(p006HealthCommand, noHealth);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      severity: 'warn',
      file: 'surface.json',
      pointer: '/verbs',
      message: 'The pack writes ("setup.apply", "connect", "transfer") but has no "status" or "doctor" command.',
    });
    expect(f.fix).toContain(
      '"status": { "description": "Return setup state and connection health without changing anything.", "cli": ["ledger", "status"] }',
    );
  });

  it.each(['doctor', 'setup.status', 'bank.doctor'])('accepts %s as the health command', (key) => {
    expect(findingsOf(p006HealthCommand, withCommand(noHealth, key, { risk: 'read' }))).toEqual([]);
  });

  it('stays silent on a pack that only reads', () => {
    let reads = noHealth;
    for (const key of ['setup.apply', 'connect', 'transfer']) reads = withRow(reads, key, { risk: 'read' });
    expect(findingsOf(p006HealthCommand, reads)).toEqual([]);
  });
});
