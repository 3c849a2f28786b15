import { describe, expect, it } from 'vitest';
import { loadPackFromTexts } from '../../load';
import { EXAMPLE_PACKS } from '../example-packs';
import { runHcpRules } from '../run';
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
      message: `"transfer" is confirm-gated in policy.json, but its cli ${JSON.stringify(cli)} passes none of --confirm, --yes, -y, --force, -f, --no-prompt, --assume-yes, --non-interactive, -auto-approve, --auto-approve, -input=false.`,
      fix: `Append the confirmation flag "ledger transfer --help" names to "transfer".cli (the pack's files name none; the full check also reads the CLI's Fig spec and, with --probe, its help). If the CLI never prompts, suppress this finding in packstudio.json with that reason.`,
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

describe('P004 suggests only a flag something vouches for', () => {
  const noConfirm = ['ledger', 'transfer', '{{amount}}', '--to', '{{payee}}'];
  const texts = transferCli(noConfirm);
  const check = (help?: ReadonlyMap<string, string>) =>
    runHcpRules(
      [p004CliConfirmFlag],
      { ...loadPackFromTexts(texts, 'ledger'), help },
      loadPackFromTexts(texts, 'ledger'),
    );

  it('offers no flag when neither a help text nor the pack names one (a flag the CLI lacks fails every call)', () => {
    const [f] = check();
    expect(f.quickFix).toBeUndefined();
    expect(f.fix).toContain('"ledger transfer --help" names');
    expect(f.fix).not.toContain('--yes');
  });

  it("does not borrow another family's flag: setup all's -y is not transfer's", () => {
    expect(check()[0].fix).not.toContain('"-y"');
  });

  it("offers a flag the CLI's Fig spec names where the check loaded it (server, CLI), and none when it names none", () => {
    const withSpec = (flags: [string, string[]][]) =>
      runHcpRules(
        [p004CliConfirmFlag],
        { ...loadPackFromTexts(texts, 'ledger'), specFlags: new Map(flags) },
        loadPackFromTexts(texts, 'ledger'),
      )[0];
    expect(withSpec([['ledger transfer', ['--to', '--yes']]]).quickFix?.title).toBe(
      'Append "--yes" to "transfer".cli (the Fig spec of "ledger transfer" names it)',
    );
    expect(withSpec([['ledger', ['-y', '--help']]]).quickFix?.title).toBe(
      'Append "-y" to "transfer".cli (the Fig spec of "ledger" names it)',
    );
    const none = withSpec([['ledger transfer', ['--to', '--json']]]);
    expect(none.quickFix).toBeUndefined();
    expect(none.fix).toContain("neither the pack's files nor the CLI's Fig spec name one");
  });

  it("offers the flag the command's own help lists, saying so", () => {
    const [f] = check(new Map([['transfer', 'Usage: ledger transfer <amount> --to <payee> [--confirm] [--json]']]));
    expect(f.quickFix).toMatchObject({
      kind: 'suggestion',
      title: 'Append "--confirm" to "transfer".cli ("ledger transfer --help" lists it)',
    });
  });

  it("falls back to the bin's own help, and ignores a flag inside a word", () => {
    expect(check(new Map([['', 'Options:\n  --yes-really   nothing\n']]))[0].quickFix).toBeUndefined();
    expect(check(new Map([['', 'Options:\n  -y, --yes   never prompt\n']]))[0].quickFix?.title).toBe(
      'Append "--yes" to "transfer".cli ("ledger --help" lists it)',
    );
  });

  it('offers a flag another command of the same family passes to the same CLI', () => {
    const setup = editJson(ledger, 'surface.json', (s) => {
      s.verbs['setup.reset'] = { description: 'Reset the local store.', cli: ['ledger', 'setup', 'reset'] };
    });
    const gated = editJson(setup, 'policy.json', (p) => {
      p.verbs['setup.reset'] = { risk: 'write', confirm: true };
    });
    const [f] = findingsOf(p004CliConfirmFlag, gated);
    expect(f.quickFix?.title).toBe('Append "-y" to "setup.reset".cli ("setup.apply" passes it to the same CLI)');
  });
});
