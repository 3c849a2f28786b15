import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartCheckInput } from './jobs';
import { PackIdSchema } from '../studio/server/inputs';
import { listPackIds, validatePackId, WorkspaceError } from './workspace';

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ps-workspace-'));
  const folders: Record<string, string[]> = {
    'evals-only': ['hcp.eval.json'],
    'skill-only': ['HARNESS.md'],
    composition: ['pack.json'],
    both: ['pack.json', 'surface.json'],
    'not-a-pack': ['README.md'],
    empty: [],
    'Bad Name': ['surface.json'],
  };
  for (const [name, files] of Object.entries(folders)) {
    await mkdir(join(root, name));
    for (const file of files) await writeFile(join(root, name, file), '{}');
  }
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('listPackIds', () => {
  it('lists each folder with the format the registry detects, hcp.eval.json included; others are left out', async () => {
    expect(await listPackIds(root)).toEqual([
      { id: 'both', format: 'recued' },
      { id: 'composition', format: 'recued' },
      { id: 'evals-only', format: 'hcp' },
      { id: 'skill-only', format: 'hcp' },
    ]);
  });
});

describe('one pack id rule', () => {
  const cases: [unknown, boolean][] = [
    ['ledger', true],
    ['a.b_c-9', true],
    ['x'.repeat(128), true],
    ['x'.repeat(129), false],
    ['a..b', false],
    ['../etc', false],
    ['/etc', false],
    ['Ledger', false],
    ['', false],
    [42, false],
  ];
  it('the workspace guard, the action input schema and the check job input agree on every id', () => {
    for (const [id, valid] of cases) {
      const guard = (() => {
        try {
          validatePackId(id);
          return true;
        } catch (error) {
          expect(error).toBeInstanceOf(WorkspaceError);
          return false;
        }
      })();
      expect(
        [guard, PackIdSchema.safeParse(id).success, StartCheckInput.safeParse({ packId: id }).success],
        String(id),
      ).toEqual([valid, valid, valid]);
    }
  });
});
