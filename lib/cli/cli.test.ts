import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CliIo } from './io';
import { main } from './main';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { stdout: (t) => out.push(t), stderr: (t) => err.push(t), cwd: root };
  const code = await main(argv, io);
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('packstudio lint', () => {
  it('prints { ok, pack_id, issues } and exits 0 on a clean pack', async () => {
    const r = await run('lint', `${root}packs/ledger`, '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ ok: true, pack_id: 'ledger', issues: [] });
  });

  it('lists each issue with its kind and exits 1', async () => {
    const r = await run('lint', `${root}packs/broken-demo`, '--json');
    expect(r.code).toBe(1);
    const body = JSON.parse(r.stdout);
    expect(body.ok).toBe(false);
    expect(body.issues).toContainEqual({ kind: 'extra_verb', message: 'policy verb "refund" not in pack manifest' });
  });
});

describe('packstudio check', () => {
  it('reports ledger at 90 or more with no error, as the JSON report shape', async () => {
    const r = await run('check', `${root}packs/ledger`, '--json', '--no-eval');
    const report = JSON.parse(r.stdout);
    // The one Report shape (lib/core/report.ts): the old HCP keys, plus format, ok, counts and layers.
    expect(Object.keys(report)).toEqual(['pack_id', 'format', 'ok', 'score', 'grade', 'ready', 'categories', 'counts', 'findings', 'layers', 'probes', 'eval']);
    expect(report).toMatchObject({ pack_id: 'ledger', format: 'hcp', ok: true });
    expect(report.layers.map((l: { layer: string; status: string }) => `${l.layer}:${l.status}`)).toEqual(['structure:ran', 'static:ran', 'probe:not_requested', 'eval:not_requested']);
    expect(report.score).toBeGreaterThanOrEqual(90);
    expect(report.findings.filter((f: { severity: string }) => f.severity === 'error')).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('exits 1 on errors and prints severity, id, file, pointer, message and fix', async () => {
    const r = await run('check', `${root}packs/broken-demo`, '--no-eval');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^error {2}L-extra_verb +policy\.json \/verbs\/refund:\d+:\d+$/m);
    expect(r.stdout).toMatch(/fix: Remove the "refund" row/);
    expect(r.stdout).toMatch(/broken-demo: score \d+\/100, grade [DF]/);
  });

  it('--agent prints the fix list with Do: lines', async () => {
    const r = await run('check', `${root}packs/broken-demo`, '--agent', '--no-eval');
    expect(r.stdout).toMatch(/^# hcpx check: broken-demo/);
    expect(r.stdout).toMatch(/## Fix now \(errors\)/);
    expect(r.stdout).toMatch(/ {3}Do: /);
  });

  it('refuses bad usage with exit 64 and says what is wrong', async () => {
    expect((await run('check')).code).toBe(64);
    expect((await run()).code).toBe(64);
    expect((await run('frobnicate')).code).toBe(64);
    const r = await run('check', 'packs/ledger', '--timeout', 'soon');
    expect(r.code).toBe(64);
    expect(r.stderr).toContain('--timeout must be a positive whole number');
    expect((await run('frobnicate')).stderr).toContain('unknown command "frobnicate"');
    expect((await run('lint', 'packs/ledger', '--colour')).stderr).toContain('unknown option --colour');
  });
});

describe('the packstudio bin', () => {
  it('runs through node as npx would, with no build step', () => {
    const r = spawnSync(process.execPath, [`${root}lib/cli/bin.mjs`, 'lint', `${root}packs/transit`, '--json'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).pack_id).toBe('transit');
  });
});
