import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { setWorkspacePublisher, workspacePublisher } from './publisher-actions';
import { listWorkspace } from './workspace-actions';
import { useTempWorkspace } from './test-workspace';

vi.mock('server-only', () => ({}));

/** acme-tasks as published by "acme": refused for any other handle (C-publisher-handle). */
const root = useTempWorkspace(['acme-tasks'], async (dir) => {
  const path = join(dir, 'acme-tasks', 'pack.json');
  writeFileSync(path, readFileSync(path, 'utf8').replace('"publisher": "local"', '"publisher": "acme"'));
});

const rowErrors = async () => {
  const listed = await listWorkspace();
  if (!listed.ok) throw new Error(listed.error);
  return listed.packs.find((p) => p.id === 'acme-tasks')!.counts!.error;
};

describe("the workspace's publisher handle, one for every place", () => {
  it('is unset until set; the workspace row is checked for it, as the pack page is', async () => {
    expect(await workspacePublisher()).toEqual({ ok: true, publisher: { handle: 'local', set: false } });
    expect(await rowErrors()).toBe(1);
    expect(await setWorkspacePublisher({ handle: '@acme' })).toEqual({
      ok: true,
      publisher: { handle: 'acme', set: true },
    });
    expect(await rowErrors()).toBe(0);
    expect(JSON.parse(readFileSync(join(root(), '.packstudio', 'settings.json'), 'utf8'))).toEqual({
      packs: {},
      publisher: 'acme',
    });
    expect(await workspacePublisher()).toEqual({ ok: true, publisher: { handle: 'acme', set: true } });
  });

  it('refuses what is no handle, saying why', async () => {
    expect(await setWorkspacePublisher({ handle: 'a\u200bcme' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/invisible/),
    });
    expect(await setWorkspacePublisher({ handle: 'x'.repeat(70) })).toMatchObject({ ok: false });
    expect(await setWorkspacePublisher({ handle: 'acme', extra: 1 })).toMatchObject({ ok: false });
    expect(await workspacePublisher()).toMatchObject({ publisher: { handle: 'acme' } });
  });
});
