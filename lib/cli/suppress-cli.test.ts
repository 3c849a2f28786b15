import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../core/finding';
import type { Report } from '../core/report';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'lib/cli/bin.mjs');
let ws: string;

/** The real bin, as CI runs it. */
function packstudio(...argv: string[]) {
  const r = spawnSync(process.execPath, [bin, ...argv], { cwd: ws, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const entryOf = (f: Finding) => ({
  id: f.id,
  file: f.file,
  pointer: f.pointer,
  reason: `Accepted in review: ${f.id}.`,
});
const suppress = (pack: string, entries: unknown[]) =>
  writeFileSync(join(ws, pack, 'packstudio.json'), JSON.stringify({ suppressions: entries }, null, 2));

beforeAll(() => {
  ws = mkdtempSync(join(tmpdir(), 'packstudio-suppress-'));
  for (const id of ['broken-demo', 'acme-tasks']) cpSync(join(root, 'packs', id), join(ws, id), { recursive: true });
});
afterAll(() => rmSync(ws, { recursive: true, force: true }));

describe('packstudio check with packstudio.json, through the real bin', () => {
  let plain: Report;
  beforeAll(() => {
    const r = packstudio('check', 'broken-demo', '--no-eval', '--json');
    expect(r.code).toBe(1);
    plain = JSON.parse(r.stdout) as Report;
  });

  it('every error suppressed: warnings remain, so it exits 2, and prints both scores labelled', () => {
    suppress('broken-demo', plain.findings.filter((f) => f.severity === 'error').map(entryOf));
    const r = packstudio('check', 'broken-demo', '--no-eval');
    expect(r.code, r.stderr).toBe(2);
    const last = r.stdout.trimEnd().split('\n').at(-1)!;
    expect(last).toMatch(
      new RegExp(
        `^broken-demo: spec score ${plain.score}/100, grade ${plain.grade}; after suppressions \\d+/100, grade [A-F]; 0 errors, ${plain.counts.warn} warnings, ${plain.counts.info} notes, ${plain.counts.error} suppressed$`,
      ),
    );
    expect(r.stdout).toContain('suppressed (');
    expect(r.stdout).toContain('reason: Accepted in review: ');
    const json = JSON.parse(packstudio('check', 'broken-demo', '--no-eval', '--json').stdout) as Report;
    expect(json.score).toBe(plain.score);
    expect(json.scoreAfterSuppressions).toBeGreaterThan(plain.score!);
    expect(json.suppressed.length).toBeGreaterThanOrEqual(plain.counts.error);
  });

  it('every error and warning suppressed: exits 0; a stale entry makes it 2; a malformed file makes it 1', () => {
    const blocking = plain.findings.filter((f) => f.severity !== 'info').map(entryOf);
    suppress('broken-demo', blocking);
    expect(packstudio('check', 'broken-demo', '--no-eval').code).toBe(0);
    suppress('broken-demo', [...blocking, { id: 'M001', file: 'surface.json', pointer: '/nowhere', reason: 'stale' }]);
    const stale = packstudio('check', 'broken-demo', '--no-eval');
    expect(stale.code).toBe(2);
    expect(stale.stdout).toContain('L-unmatched_suppression');
    expect(stale.stdout).toContain('suppression of M001 surface.json /nowhere matches no finding');
    writeFileSync(join(ws, 'broken-demo', 'packstudio.json'), '{ "suppressions": [');
    const broken = packstudio('check', 'broken-demo', '--no-eval');
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(/error +L-invalid_suppressions +packstudio\.json/);
  });

  it('lint takes the same file; --strict still fails on what is left (a stale entry)', () => {
    rmSync(join(ws, 'broken-demo', 'packstudio.json'));
    const lint = JSON.parse(packstudio('lint', 'broken-demo', '--json').stdout) as Report;
    expect(lint.counts.error).toBeGreaterThan(0);
    suppress('broken-demo', lint.findings.map(entryOf));
    const r = packstudio('lint', 'broken-demo');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`${lint.findings.length} suppressed`);
    suppress('broken-demo', [
      ...lint.findings.map(entryOf),
      { id: 'L-missing_verb', file: 'policy.json', pointer: '/verbs/nope', reason: 'stale' },
    ]);
    expect(packstudio('lint', 'broken-demo').code).toBe(2);
    expect(packstudio('lint', 'broken-demo', '--strict').code).toBe(1);
  });

  it('a Recued composition takes packstudio.json beside pack.json', () => {
    const other = JSON.parse(
      packstudio('composition', 'check', 'acme-tasks/pack.json', '--publisher', 'someone-else', '--json').stdout,
    ) as Report;
    expect(other.counts.error).toBeGreaterThan(0);
    suppress('acme-tasks', other.findings.filter((f) => f.severity === 'error').map(entryOf));
    const r = packstudio('composition', 'check', 'acme-tasks/pack.json', '--publisher', 'someone-else');
    expect(r.code).not.toBe(1);
    expect(r.stdout).toContain('reason: Accepted in review: ');
  });
});
