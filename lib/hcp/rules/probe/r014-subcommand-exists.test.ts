import { describe, expect, it } from 'vitest';
import { r014SubcommandExists } from './r014-subcommand-exists';
import { catalogueEntry } from '../../../rules-catalogue';
import { HELP, clean, ctx, findingsOf } from './testing';

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

  it("its page says a write's subcommand is never started, so it judges only the subcommands reads use", () => {
    // The probe layer's own test (lib/node/probe/probe.test.ts) shows the behaviour on a real CLI.
    expect(catalogueEntry('R014')?.checks).toContain(
      'never started, not even with `--help` (a CLI that ignores the flag would perform the write), so R014 does not judge it',
    );
  });

  it('stays silent when the subcommand help fails but the read itself succeeded', () => {
    const obs = clean();
    obs[2] = { ...obs[2], exit_code: 2, stderr: 'no help here' };
    expect(findingsOf(r014SubcommandExists, ctx(obs))).toEqual([]);
  });
});
