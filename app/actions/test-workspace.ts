import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * Test helper for server-action tests: copies the named example packs into a temp workspace, points PACKS_DIR at
 * it with no STUDIO_TOKEN for the file's tests, and puts both back afterwards. Returns the workspace root.
 */
export function useTempWorkspace(packs: string[], prepare?: (root: string) => Promise<void>): () => string {
  let root = '';
  const saved = { PACKS_DIR: process.env.PACKS_DIR, STUDIO_TOKEN: process.env.STUDIO_TOKEN };
  beforeAll(async () => {
    root = join(await mkdtemp(join(tmpdir(), 'ps-actions-')), 'packs');
    for (const pack of packs) await cp(resolve('packs', pack), join(root, pack), { recursive: true });
    await prepare?.(root);
    process.env.PACKS_DIR = root;
    delete process.env.STUDIO_TOKEN;
  });
  afterAll(async () => {
    await rm(join(root, '..'), { recursive: true, force: true });
    process.env.PACKS_DIR = saved.PACKS_DIR;
    if (saved.STUDIO_TOKEN !== undefined) process.env.STUDIO_TOKEN = saved.STUDIO_TOKEN;
  });
  return () => root;
}
