import { describe, expect, it } from 'vitest';
import { r003UnknownSubcommandFails } from './r003-unknown-subcommand-fails';
import { clean, ctx, findingsOf } from './testing';

describe('R003 an unknown subcommand exits non-zero', () => {
  it('stays silent when the unknown subcommand exits 2', () => {
    expect(findingsOf(r003UnknownSubcommandFails, ctx(clean()))).toEqual([]);
  });

  it('is an error when the unknown subcommand exits 0, naming the command run', () => {
    const obs = clean();
    obs[1] = { ...obs[1], exit_code: 0, stdout: 'Usage: ledger <command>', stderr: '' };
    const [f, ...rest] = findingsOf(r003UnknownSubcommandFails, ctx(obs));
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      id: 'R003',
      severity: 'error',
      pointer: '/wrap/bin',
      message:
        '"ledger hcp-probe-no-such-command" exited 0; an unknown subcommand must fail, or an agent\'s typo looks like success.',
    });
    expect(f.fix).toContain('unknown command \\"hcp-probe-no-such-command\\"');
  });
});
