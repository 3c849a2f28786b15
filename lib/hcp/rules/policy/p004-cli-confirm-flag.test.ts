import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../example-packs';
import { editJson, findingsOf, packTexts } from '../testing';
import { withCommand } from './fixtures';
import { p004CliConfirmFlag } from './p004-cli-confirm-flag';

const ledger = packTexts('ledger');
const transferCli = (cli: string[]) =>
  editJson(ledger, 'surface.json', (s) => {
    s.verbs.transfer.cli = cli;
  });

describe("P004 A confirm-gated command also passes the CLI's own confirmation flag", () => {
  it.each(EXAMPLE_PACKS)('stays silent on $name', ({ texts }) => {
    expect(findingsOf(p004CliConfirmFlag, texts)).toEqual([]);
  });

  it('warns when the gated transfer drops --confirm, pointing at its cli in surface.json', () => {
    const cli = ['ledger', 'transfer', '{{amount}}', '--to', '{{payee}}'];
    const [f, ...rest] = findingsOf(p004CliConfirmFlag, transferCli(cli));
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      severity: 'warn',
      file: 'surface.json',
      pointer: '/verbs/transfer/cli',
      message: `"transfer" is confirm-gated in policy.json, but its cli ${JSON.stringify(cli)} passes none of --confirm, --yes, -y, --force, -f, --no-prompt, --assume-yes, --non-interactive, -auto-approve, --auto-approve.`,
      fix: `Append the confirmation flag "ledger transfer --help" names to "transfer".cli, e.g. "cli": ${JSON.stringify([...cli, '--yes'])}.`,
    });
    expect(f.line).toBeGreaterThan(1);
  });

  it.each([['-y'], ['--yes=true'], ['--force'], ['--non-interactive']])('accepts %s', (flag) => {
    expect(findingsOf(p004CliConfirmFlag, transferCli(['ledger', 'transfer', '{{amount}}', flag]))).toEqual([]);
  });

  it('leaves a read that carries confirm to P003', () => {
    const texts = editJson(transferCli(['ledger', 'transfer']), 'policy.json', (p) => {
      p.verbs.transfer = { risk: 'read', confirm: true };
    });
    expect(findingsOf(p004CliConfirmFlag, texts)).toEqual([]);
  });

  it('ignores writes without confirm and commands without cli', () => {
    expect(findingsOf(p004CliConfirmFlag, withCommand(ledger, 'payee.add', { risk: 'write' }))).toEqual([]);
    const noCli = editJson(ledger, 'surface.json', (s) => {
      delete s.verbs.transfer.cli;
    });
    expect(findingsOf(p004CliConfirmFlag, noCli)).toEqual([]);
  });
});
