import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIS, FIXTURE_CLIS } from '../fixtures/make-pack';
import { JobQueue } from '../job-queue';
import { loadPackFromDir } from '../load-dir';
import { lintLoadedPack } from '../../hcp/lint/lint';
import { wrapNotesRequest, wrapPackRequest } from './request';

const root = mkdtempSync(join(tmpdir(), 'wrap-ws-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The fixture CLIs live in the checkout, outside the test's workspace: named on the allow-list, as an author would
// name a CLI from elsewhere on the machine (lib/node/wrap/outside-bin.ts).
const savedAllowlist = process.env.PACKSTUDIO_ALLOWLIST;
beforeAll(() => {
  process.env.PACKSTUDIO_ALLOWLIST = FIXTURE_CLIS;
});
afterAll(() => {
  if (savedAllowlist === undefined) delete process.env.PACKSTUDIO_ALLOWLIST;
  else process.env.PACKSTUDIO_ALLOWLIST = savedAllowlist;
});

describe('the studio\'s "New pack from a CLI"', () => {
  it('wraps a CLI through the job queue and writes the pack into the workspace', async () => {
    const queue = new JobQueue();
    const result = await wrapPackRequest({ bin: join(CLIS, 'wrap-tasks.mjs'), packId: 'tasks' }, root, queue);
    expect(result).toMatchObject({ ok: true, packId: 'tasks', commands: 5, shape: 'subcommands' });
    // what the CLI prints, the studio gets too: the left-out commands with their reasons, and the notes
    expect(result.ok && result.leftOut).toEqual([
      { name: 'completion', reason: 'for people at a terminal (help, completion), not for an agent' },
      { name: 'help', reason: 'for people at a terminal (help, completion), not for an agent' },
    ]);
    const notes = await wrapNotesRequest({ packId: 'tasks' }, root);
    expect(notes.ok && notes.notes).toMatchObject({
      version: 1,
      cli: join(CLIS, 'wrap-tasks.mjs'),
      layout: 'cobra',
      commands: expect.arrayContaining([expect.objectContaining({ key: 'remove', risk: 'write', confirm: true })]),
      leftOut: [{ name: 'completion' }, { name: 'help' }],
    });
    expect(await wrapNotesRequest({ packId: 'nope' }, root)).toEqual({ ok: true, notes: null });
    expect(readdirSync(join(root, 'tasks')).sort()).toEqual([
      'HARNESS.md',
      'bin',
      'hcp.eval.json',
      'policy.json',
      'surface.json',
    ]);
    expect(lintLoadedPack(await loadPackFromDir(join(root, 'tasks')))).toEqual([]);
    expect(queue.running).toBe(0);
  });

  it('never writes over a pack, and refuses bad input in one line', async () => {
    const queue = new JobQueue();
    expect(await wrapPackRequest({ bin: join(CLIS, 'wrap-tasks.mjs'), packId: 'tasks' }, root, queue)).toEqual({
      ok: false,
      error: 'a pack named "tasks" already exists; choose another pack id',
    });
    expect(await wrapPackRequest({ bin: 'ls' }, root, queue)).toEqual({
      ok: false,
      error: '"ls" is not allow-listed: set PACKSTUDIO_ALLOWLIST=ls to let wrap run it; no pack written',
    });
    expect(await wrapPackRequest({ bin: './missing-cli' }, root, queue)).toEqual({
      ok: false,
      error: './missing-cli does not exist; no pack written',
    });
    expect(await wrapPackRequest({ bin: join(CLIS, 'wrap-silent.mjs') }, root, queue)).toEqual({
      ok: false,
      error: 'wrap-silent printed nothing for --help, -h or help; no pack written',
    });
    const empty = await wrapPackRequest({ bin: '' }, root, queue);
    expect(!empty.ok && empty.error).toMatch(/^invalid bin: name a CLI/);
    const up = await wrapPackRequest({ bin: 'x', packId: '../up' }, root, queue);
    expect(!up.ok && up.error).toMatch(/^invalid packId: /);
    expect(readdirSync(root)).toEqual(['.packstudio', 'tasks']);
  });
});
