import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { httpOp, httpPack } from '../recued/test-fixtures';
import { removeWorkspace, runCli, tempWorkspace } from './test-cli';

let ws: string;

beforeEach(() => {
  ws = tempWorkspace('packstudio-cli-fix-', ['broken-demo']);
});
afterEach(() => removeWorkspace(ws));

const run = (...argv: string[]) => runCli(argv, ws);

describe('packstudio check --fix', () => {
  it('applies the safe fixes to the files, prints them, then reports what is left', async () => {
    const dir = join(ws, 'broken-demo');
    const before = JSON.parse((await run('check', dir, '--no-eval', '--format', 'json')).stdout);
    const fixed = await run('check', dir, '--no-eval', '--fix');
    expect(fixed.stdout).toContain('fixed M002 surface.json /verbs/List: Rename "List" to "list" in every file');
    expect(fixed.stdout).toMatch(/--fix: applied 3 fixes, rewrote .*policy\.json/);
    expect(JSON.parse(readFileSync(join(dir, 'policy.json'), 'utf8')).verbs).toMatchObject({
      list: { risk: 'read' },
      'delete.item': { risk: 'write', confirm: true },
      fetch: { risk: 'read' },
    });
    expect(readFileSync(join(dir, 'HARNESS.md'), 'utf8')).toContain('| `list` |');
    // No temp file is left beside the pack's files.
    expect(readdirSync(dir).filter((f) => f.includes('tmp'))).toEqual([]);
    const after = JSON.parse((await run('check', dir, '--no-eval', '--format', 'json')).stdout);
    expect(after.counts.error).toBeLessThan(before.counts.error);
    expect(after.findings.some((f: { id: string }) => f.id === 'M002')).toBe(false);
    // Suggestions stay for a person: the stray "refund" row is still reported.
    expect(after.findings.some((f: { id: string }) => f.id === 'L-extra_verb')).toBe(true);
    expect((await run('check', dir, '--no-eval', '--fix')).stdout).toContain('--fix: nothing to fix automatically');
  });

  it('removes a byte order mark that stops surface.json from parsing, then checks the whole pack', async () => {
    const file = join(ws, 'broken-demo', 'surface.json');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, `\uFEFF${text}`);
    const before = await run('check', join(ws, 'broken-demo'), '--no-eval');
    expect(before.stdout).toContain('surface.json is not valid JSON: the file starts with a byte order mark (U+FEFF');
    const fixed = await run('check', join(ws, 'broken-demo'), '--no-eval', '--fix');
    expect(fixed.stdout).toContain('fixed L-invalid_json surface.json: Remove the byte order mark');
    expect(readFileSync(file, 'utf8').startsWith('\uFEFF')).toBe(false);
    // The report after the fix: surface.json parses, so its own rules ran (M002 on broken-demo's "List").
    expect(fixed.stdout).not.toMatch(/^error +L-invalid_json/m);
    expect(fixed.stdout).toMatch(/^(error|warn) +M0/m);
  });

  it('keeps stdout JSON when --format json, saying the fixes on stderr', async () => {
    const r = await run('check', join(ws, 'broken-demo'), '--no-eval', '--fix', '--format', 'json');
    expect(() => JSON.parse(r.stdout)).not.toThrow();
    expect(r.stderr).toContain('--fix: applied 3 fixes');
  });
});

/** The Recued test composition with three safe fixes to make and one suggestion to leave. */
function breakComposition(dir: string, file = 'pack.json'): string {
  const path = join(ws, dir, file);
  mkdirSync(join(ws, dir), { recursive: true });
  writeFileSync(
    path,
    httpPack((p) => {
      delete p.manifest_version;
      httpOp(p, 0).risk = 'Read';
      p.connection_hints[0].connection = 'acme-api';
      httpOp(p, 1).approval = 'never';
    }),
  );
  return path;
}

describe('--fix on a Recued composition', () => {
  it('check DIR --fix rewrites pack.json with the safe fixes, prints them, then reports what is left', async () => {
    const path = breakComposition('acme-broken');
    const fixed = await run('check', join(ws, 'acme-broken'), '--fix');
    expect(fixed.stdout).toContain('fixed C-manifest-version pack.json /manifest_version: Set "manifest_version": 2');
    expect(fixed.stdout).toContain(
      'fixed C-hint-connection pack.json /connection_hints/0/connection: Set "connection": "acme"',
    );
    expect(fixed.stdout).toContain(
      'fixed C-schema pack.json /contents/0/composition/operations/0/risk: Set risk to "read"',
    );
    expect(fixed.stdout).toContain('--fix: applied 3 fixes, rewrote pack.json');
    const value = JSON.parse(readFileSync(path, 'utf8'));
    expect(value).toMatchObject({ manifest_version: 2, connection_hints: [{ connection: 'acme' }] });
    expect(httpOp(value, 0).risk).toBe('read');
    // The suggestion is left for a person, and the check that follows still reports it (a warning: exit 2).
    expect(httpOp(value, 1).approval).toBe('never');
    expect(fixed.stdout).toMatch(/warn +C-write-without-approval/);
    expect(fixed.code).toBe(2);
    expect(readdirSync(join(ws, 'acme-broken'))).toEqual(['pack.json']);
    expect((await run('check', join(ws, 'acme-broken'), '--fix')).stdout).toContain(
      '--fix: nothing to fix automatically',
    );
  });

  it('composition check FILE --fix fixes a file of any name, saying so on stderr when stdout is JSON', async () => {
    const path = breakComposition('drafts', 'acme.json');
    const r = await run('composition', 'check', path, '--fix', '--format', 'json');
    const report = JSON.parse(r.stdout);
    expect(r.stderr).toContain('--fix: applied 3 fixes, rewrote acme.json');
    expect(report.findings.map((f: { id: string }) => f.id)).toEqual(['C-write-without-approval']);
    expect(JSON.parse(readFileSync(path, 'utf8')).manifest_version).toBe(2);
  });
});
