import { describe, expect, it } from 'vitest';
import { r014SubcommandExists } from './r014-subcommand-exists';
import { catalogueEntry } from '../../../rules-catalogue';
import { loadPackFromTexts } from '../../load';
import { packTexts } from '../testing';
import { HELP, clean, ctx, findingsOf } from './testing';

/** Ledger with one command's cli[] changed: writes are never started, so only the root help can say they are missing. */
function ledgerWithCli(verb: string, cli: string[]) {
  const texts = packTexts('ledger');
  const surface = JSON.parse(texts['surface.json']!);
  surface.verbs[verb].cli = cli;
  return loadPackFromTexts({ ...texts, 'surface.json': JSON.stringify(surface, null, 2) }, 'ledger');
}

describe("R014 every command's subcommand exists in the CLI", () => {
  it('stays silent when the subcommand help is its own', () => {
    expect(findingsOf(r014SubcommandExists, ctx(clean()))).toEqual([]);
  });

  it('is an error when subcommand help prints the root help word for word and the root help never names it', () => {
    const obs = clean().slice(0, 3);
    obs[2] = { ...obs[2], verbs: ['ghost'], words: ['ghost'], argv: ['ledger', 'ghost', '--help'], stdout: HELP };
    expect(findingsOf(r014SubcommandExists, ctx(obs))).toEqual([
      expect.objectContaining({
        id: 'R014',
        severity: 'error',
        pointer: '/verbs/ghost/cli',
        message:
          '"ledger ghost" is not a command of this CLI ("ledger ghost --help" printed the root help, which never names "ghost").',
      }),
    ]);
  });

  it('stays silent when the root help names the subcommand, even if it printed the root help', () => {
    const obs = clean().slice(0, 3);
    obs[2] = { ...obs[2], stdout: HELP };
    expect(findingsOf(r014SubcommandExists, ctx(obs))).toEqual([]);
  });

  it('is an error when subcommand help fails and no read of it succeeded, quoting the failure', () => {
    const obs = clean().slice(0, 3);
    obs[2] = { ...obs[2], exit_code: 2, stdout: '', stderr: 'ledger: unknown command "list"' };
    expect(findingsOf(r014SubcommandExists, ctx(obs))).toEqual([
      expect.objectContaining({
        id: 'R014',
        severity: 'error',
        pointer: '/verbs/list/cli',
        message: '"ledger list" is not a command of this CLI (ledger: unknown command "list").',
      }),
    ]);
  });

  it("is an error when a write's subcommand is missing from its parent's help listing (the root help)", () => {
    const pack = ledgerWithCli('transfer', ['ledger', 'trnsfer', '{{amount}}', '--to', '{{payee}}', '--confirm']);
    expect(findingsOf(r014SubcommandExists, ctx(clean(), { pack }))).toEqual([
      expect.objectContaining({
        id: 'R014',
        severity: 'error',
        pointer: '/verbs/transfer/cli',
        message:
          '"ledger trnsfer" is not a command of this CLI ("ledger --help" lists the commands beside it but not "trnsfer"; a subcommand a write uses is never started, so its parent\'s listing decides).',
      }),
    ]);
  });

  it("judges a nested write's first word from the root listing, and stays silent on the words below it", () => {
    const missingGroup = ledgerWithCli('setup.apply', ['ledger', 'stup', 'all', '-y']);
    expect(findingsOf(r014SubcommandExists, ctx(clean(), { pack: missingGroup })).map((f) => f.pointer)).toEqual([
      '/verbs/setup.apply/cli',
    ]);
    // "setup" is listed; whether "setup" has "al" only `ledger setup --help` could say, and the probe never read it.
    const missingLeaf = ledgerWithCli('setup.apply', ['ledger', 'setup', 'al', '-y']);
    expect(findingsOf(r014SubcommandExists, ctx(clean(), { pack: missingLeaf }))).toEqual([]);
  });

  it("judges a nested write from its parent subcommand's help when the probe read it", () => {
    const pack = ledgerWithCli('setup.apply', ['ledger', 'setup', 'al', '-y']);
    const obs = clean();
    obs.push({
      ...obs[2],
      verbs: ['setup.status'],
      words: ['setup'],
      argv: ['ledger', 'setup', '--help'],
      stdout: 'Usage: ledger setup <status|all>\n  status\n  all -y',
    });
    expect(findingsOf(r014SubcommandExists, ctx(obs, { pack }))).toEqual([
      expect.objectContaining({
        pointer: '/verbs/setup.apply/cli',
        message: expect.stringContaining('"ledger setup al" is not a command of this CLI ("ledger setup --help" lists'),
      }),
    ]);
  });

  it('stays silent when the parent help lists none of the siblings (no listing to judge by)', () => {
    const pack = ledgerWithCli('transfer', ['ledger', 'trnsfer', '{{amount}}', '--to', '{{payee}}', '--confirm']);
    const obs = clean();
    obs[0] = { ...obs[0], stdout: 'Usage: ledger <command> [arguments]' };
    expect(findingsOf(r014SubcommandExists, ctx(obs, { pack }))).toEqual([]);
  });

  it("its page says a write's subcommand is never started and is judged from its parent's help listing", () => {
    // The probe layer's own test (lib/node/probe/probe.test.ts) shows the behaviour on a real CLI.
    expect(catalogueEntry('R014')?.checks).toContain(
      "never started, not even with `--help` (a CLI that ignores the flag would perform the write): R014 judges it from its parent's help listing",
    );
  });

  it('stays silent when the subcommand help fails but the read itself succeeded', () => {
    const obs = clean();
    obs[2] = { ...obs[2], exit_code: 2, stderr: 'no help here' };
    expect(findingsOf(r014SubcommandExists, ctx(obs))).toEqual([]);
  });
});
