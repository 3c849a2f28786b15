import { describe, expect, it } from 'vitest';
import type { Capture } from './real-fixtures';
import { wrapCaptured } from './replay';
import { WrapNotesSchema, wrapNotesOf } from './sidecar';

const cobraPage = (use: string, commands: string[]) =>
  [
    `Usage:\n  ${use} [command]\n`,
    'Available Commands:',
    ...commands.map((c) => `  ${c.padEnd(12)} ${c === 'info' ? 'Show the license info' : `The ${c} commands`}`),
    '',
    `Use "${use} [command] --help" for more information about a command.`,
  ].join('\n');

const run = (stdout: string, exit = 0) => ({ stdout, stderr: '', exit });

/** A cobra CLI three levels deep: `kp alpha license info` is read from no page of its own. */
const capture = (complete: boolean): Capture => ({
  cli: 'kp',
  version: '',
  captured: '2026-12-02',
  runs: {
    '--help': run(cobraPage('kp', ['alpha', 'version'])),
    'alpha --help': run(cobraPage('kp alpha', ['license'])),
    'alpha license --help': run(cobraPage('kp alpha license', ['info'])),
    'version --help': run('Print the version\n\nUsage:\n  kp version [flags]\n'),
    ...(complete ? { '__complete alpha license ': run('info\tShow the license info\n:4\n') } : {}),
  },
});

describe("cobra's own completion confirms names no page was read for", () => {
  it('one __complete run for the group confirms its command, and the draft says so', async () => {
    const r = await wrapCaptured(capture(true), { spec: null });
    if (!r.ok) throw new Error(r.error);
    expect(r.help.verified?.['alpha license info']).toEqual({ ok: true, introspected: 'cobra' });
    expect(r.draft.commands.map((c) => c.key)).toContain('alpha.license.info');
    expect(r.stats.introspection).toEqual({ framework: 'cobra', runs: 1, confirmed: 1 });
    expect(r.draft.notes.some((n) => n.startsWith("cobra's own completion"))).toBe(true);
    // the pack's wrap notes record which framework answered
    const notes = WrapNotesSchema.parse(JSON.parse(JSON.stringify(wrapNotesOf('kp', r))));
    expect(notes.introspection).toEqual({ framework: 'cobra', runs: 1, confirmed: 1 });
  });

  it('a CLI whose completion does not answer is checked with its help page, as before', async () => {
    const r = await wrapCaptured(capture(false), { spec: null });
    if (!r.ok) throw new Error(r.error);
    expect(r.help.verified?.['alpha license info']?.introspected).toBeUndefined();
    expect(r.draft.commands.map((c) => c.key)).not.toContain('alpha.license.info');
  });

  it('is not asked when the caller turns it off', async () => {
    const r = await wrapCaptured(capture(true), { spec: null, introspect: false });
    if (!r.ok) throw new Error(r.error);
    expect(r.stats.introspection).toBeUndefined();
  });
});
