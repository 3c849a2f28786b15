import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { asGeneric, FORMATS } from '../formats';
import { readPackFiles } from './files';
import { testRecord } from '../core/score-record.testing';
import { isFailing } from '../studio/workspace-query';
import { indexWorkspace, staticChecksRun, withRecords, workspaceLooks } from './workspace-index';

const root = mkdtempSync(join(tmpdir(), 'ws-index-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
for (const id of ['ledger', 'ledger-2', 'ledger-3'])
  cpSync(resolve('packs/ledger'), join(root, id), { recursive: true });
for (const id of ['broken-demo', 'acme-tasks']) cpSync(resolve('packs', id), join(root, id), { recursive: true });

describe('the workspace index (static results cached by file hash)', () => {
  it('checks each distinct pack content once, and an unchanged workspace never again', async () => {
    const before = staticChecksRun();
    const rows = await indexWorkspace(root);
    expect(rows.map((r) => r.id)).toEqual(['acme-tasks', 'broken-demo', 'ledger', 'ledger-2', 'ledger-3']);
    // Three copies of ledger share one hash: ledger, broken-demo and acme-tasks are checked, once each.
    expect(staticChecksRun() - before).toBe(3);
    const ledger = rows.find((r) => r.id === 'ledger')!;
    expect(rows.find((r) => r.id === 'ledger-3')).toMatchObject({
      ...ledger,
      id: 'ledger-3',
      href: '/packs/ledger-3',
      changedAt: expect.any(Number),
    });
    expect(ledger).toMatchObject({
      format: 'hcp',
      score: expect.any(Number),
      grade: expect.stringMatching(/^[A-F]$/),
      counts: { error: 0 },
    });
    expect(rows.find((r) => r.id === 'broken-demo')!.counts!.error).toBeGreaterThan(0);
    expect(rows.find((r) => r.id === 'acme-tasks')).toMatchObject({
      format: 'recued',
      score: null,
      problem: null,
      href: '/packs/acme-tasks',
    });
    expect(ledger.href).toBe('/packs/ledger');

    const again = await indexWorkspace(root);
    expect(staticChecksRun() - before).toBe(3);
    expect(again).toEqual(rows);
  });

  it('a changed file is checked again (once); changing it back is a hash hit', async () => {
    await indexWorkspace(root);
    const file = join(root, 'ledger-2', 'HARNESS.md');
    const original = readFileSync(file, 'utf8');
    const before = staticChecksRun();
    const edited = original.replace(/^(# .*\n\n)/, '$1A new lead paragraph for the copy.\n\n');
    expect(edited).not.toBe(original);
    writeFileSync(file, edited);
    const rows = await indexWorkspace(root);
    expect(staticChecksRun() - before).toBe(1);
    expect(rows.find((r) => r.id === 'ledger-2')!.description).toBe('A new lead paragraph for the copy.');
    expect(rows.find((r) => r.id === 'ledger')!.description).not.toBe('A new lead paragraph for the copy.');

    writeFileSync(file, original);
    const back = await indexWorkspace(root);
    expect(staticChecksRun() - before).toBe(1);
    expect(back.find((r) => r.id === 'ledger-2')!.description).toBe(back.find((r) => r.id === 'ledger')!.description);
  });

  it('while the watched folders do not move, a call answers from the last look without a stat', async () => {
    await indexWorkspace(root);
    const looks = workspaceLooks();
    await indexWorkspace(root);
    await indexWorkspace(root);
    expect(workspaceLooks()).toBe(looks);
    cpSync(resolve('packs/transit'), join(root, 'transit'), { recursive: true });
    const rows = await indexWorkspace(root);
    expect(workspaceLooks()).toBe(looks + 1);
    expect(rows.map((r) => r.id)).toContain('transit');
  });

  it('last changed is the newest file time; removed packs leave the list', async () => {
    utimesSync(join(root, 'ledger-3', 'policy.json'), new Date(2030, 0, 1), new Date(2030, 0, 1));
    const rows = await indexWorkspace(root);
    expect(rows.find((r) => r.id === 'ledger-3')!.changedAt).toBe(new Date(2030, 0, 1).getTime());
    rmSync(join(root, 'ledger-3'), { recursive: true });
    expect((await indexWorkspace(root)).map((r) => r.id)).not.toContain('ledger-3');
  });
});

describe('packs the fast path does not read', () => {
  it('a link or a file over the limit goes through the editor reader, which says what is wrong', async () => {
    cpSync(resolve('packs/ledger'), join(root, 'linked'), { recursive: true });
    unlinkSync(join(root, 'linked', 'HARNESS.md'));
    symlinkSync(join(root, 'ledger', 'HARNESS.md'), join(root, 'linked', 'HARNESS.md'));
    cpSync(resolve('packs/ledger'), join(root, 'huge'), { recursive: true });
    writeFileSync(join(root, 'huge', 'HARNESS.md'), 'x'.repeat(1024 * 1024 + 1));
    const rows = await indexWorkspace(root);
    expect(rows.find((r) => r.id === 'linked')).toMatchObject({
      score: null,
      problem: expect.stringContaining('HARNESS.md is a link'),
    });
    expect(rows.find((r) => r.id === 'huge')).toMatchObject({
      score: null,
      problem: expect.stringContaining('over the 1 MB limit'),
    });
  });
});

describe('a pack whose JSON does not parse', () => {
  it('has no score in the workspace (never the better number the silenced rules would give), and says why', async () => {
    cpSync(resolve('packs/ledger'), join(root, 'unparsed'), { recursive: true });
    writeFileSync(
      join(root, 'unparsed', 'surface.json'),
      readFileSync(join(root, 'ledger', 'surface.json'), 'utf8').slice(0, -4),
    );
    const row = (await indexWorkspace(root)).find((r) => r.id === 'unparsed')!;
    expect(row).toMatchObject({ score: null, grade: null, problem: 'No score until surface.json parses' });
    expect(row.counts!.error).toBeGreaterThan(0);
    rmSync(join(root, 'unparsed'), { recursive: true });
  });
});

describe('the cache key is the files alone', () => {
  // Copies share one cached result, so no format's summary may depend on the folder's name. If this fails, a rule
  // now reads the pack id: add the id to the key in workspace-index.ts (cachedByHash).
  for (const format of FORMATS) {
    it(`${format.id}: the same files under two ids give the same score, grade, counts and description`, async () => {
      const example = format.id === 'hcp' ? 'ledger' : 'acme-tasks';
      const generic = asGeneric(format);
      const summary = async (id: string) => {
        const files = await readPackFiles(id, root, generic);
        const pack = generic.load(
          Object.fromEntries(files.flatMap((f) => ('text' in f ? [[f.file, f.text]] : []))),
          id,
        );
        const { score, grade, counts } = generic.check(pack);
        return { score, grade, counts, ...generic.describe(pack) };
      };
      cpSync(resolve('packs', example), join(root, `other-name-${format.id}`), { recursive: true });
      expect(await summary(`other-name-${format.id}`)).toEqual(await summary(example));
    });
  }
});

describe('a pack with suppressions in force', () => {
  it('carries the score after suppressions beside the spec score, which stays every finding counted', async () => {
    const dir = join(root, 'suppressed');
    cpSync(resolve('packs/ledger'), dir, { recursive: true });
    // A policy row for a verb the surface lacks: one error (L-extra_verb) to suppress.
    const policy = JSON.parse(readFileSync(join(dir, 'policy.json'), 'utf8'));
    writeFileSync(
      join(dir, 'policy.json'),
      JSON.stringify({ ...policy, verbs: { ...policy.verbs, refund: { risk: 'read' } } }, null, 2),
    );
    const plain = (await indexWorkspace(root)).find((r) => r.id === 'suppressed')!;
    expect(plain.score).toBeLessThan(100);
    expect(plain.scoreAfterSuppressions).toBeNull();
    const entry = {
      id: 'L-extra_verb',
      file: 'policy.json',
      pointer: '/verbs/refund',
      reason: 'Kept for the v1 clients until June.',
    };
    writeFileSync(join(dir, 'packstudio.json'), JSON.stringify({ suppressions: [entry] }));
    const row = (await indexWorkspace(root)).find((r) => r.id === 'suppressed')!;
    expect(row.score).toBe(plain.score);
    expect(row.scoreAfterSuppressions).toBe(100);
    rmSync(dir, { recursive: true });
  });
});

describe('a row with its score of record', () => {
  it('shows the full check while it saw these files, else the static check with the record beside it', async () => {
    const rows = await indexWorkspace(root);
    const ledger = rows.find((r) => r.id === 'ledger')!;
    expect(Object.keys(ledger.versions).sort()).toEqual(['HARNESS.md', 'hcp.eval.json', 'policy.json', 'surface.json']);
    const counts = { error: 3, warn: 1, info: 0 };
    const record = { runId: 7, at: 1, record: testRecord({ score: 52, grade: 'F', counts }) };
    const merged = withRecords(
      rows,
      new Map([
        ['ledger', { ...record, current: true }],
        ['ledger-2', { ...record, current: false }],
        ['acme-tasks', { ...record, current: true }],
      ]),
    );
    const row = (id: string) => merged.find((r) => r.id === id)!;
    expect(row('ledger')).toMatchObject({ score: 52, grade: 'F', counts, scoreSource: 'full' });
    expect(row('ledger')).not.toHaveProperty('versions');
    // Failing only reads the same counts as the row, so a pack whose full check has errors is listed as failing.
    expect(isFailing(row('ledger'))).toBe(true);
    expect(row('ledger-2')).toMatchObject({ score: ledger.score, scoreSource: 'static', record: { current: false } });
    expect(isFailing(row('ledger-2'))).toBe(false);
    expect(row('broken-demo')).toMatchObject({ scoreSource: 'static', record: null });
    // A format that does not score has no score of record.
    expect(row('acme-tasks')).toMatchObject({ score: null, record: null, scoreSource: 'static' });
  });
});
