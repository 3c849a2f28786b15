import { describe, expect, it } from 'vitest';
import { compositionCli } from './cli';
import { httpPack } from './test-fixtures';

function run(args: string[], files: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io = {
    stdout: (s: string) => out.push(s),
    stderr: (s: string) => err.push(s),
    readFile: async (p: string) => {
      if (p in files) return files[p];
      throw Object.assign(new Error(`ENOENT: no such file or directory, open '${p}'`), { code: 'ENOENT' });
    },
  };
  return compositionCli(args, io).then((code) => ({ code, stdout: out.join('\n'), stderr: err.join('\n') }));
}

const clean = httpPack();
const broken = httpPack((p) => {
  p.connection_hints[0].values['config.base_url'] = 'https://localhost:8080';
  p.contents[0].composition.operations[1].approval = 'never';
});

describe('composition check', () => {
  it('exits 0 on a clean pack', async () => {
    const r = await run(['composition', 'check', 'pack.json'], { 'pack.json': clean });
    expect(r).toEqual({ code: 0, stdout: 'pack.json: ok, no findings', stderr: '' });
  });

  it('prints the one Report shape with --json and exits 1 on an error', async () => {
    const r = await run(['check', 'pack.json', '--json'], { 'pack.json': broken });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('\n  "ok": false');
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({ pack_id: 'acme-tasks', format: 'recued', ok: false, score: null, grade: null, ready: null, counts: { error: 1, warn: 1, info: 0 } });
    expect(report.layers).toEqual([{ layer: 'static', status: 'ran' }]);
    expect(report.findings[0]).toMatchObject({
      id: 'C-hint-endpoint',
      severity: 'error',
      pointer: '/connection_hints/0/values/config.base_url',
      file: 'pack.json',
      docs: '/rules/C-hint-endpoint',
    });
    expect(report.findings[0].line).toBeGreaterThan(1);
    expect(report.findings[1]).toMatchObject({ id: 'C-write-without-approval', severity: 'warn' });
  });

  it('prints severity, id, pointer line:col, message and fix without --json', async () => {
    const r = await run(['check', 'pack.json'], { 'pack.json': broken });
    expect(r.stdout).toMatch(/^error {2}C-hint-endpoint {2}\/connection_hints\/0\/values\/config\.base_url {2}\d+:\d+\n {4}hint values/);
    expect(r.stdout).toContain('\n    fix: ');
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('pack.json: 1 error, 1 warning');
  });

  // Deliberately changed: one exit policy for every command (was 0 here, 2 in `check`).
  it('exits 2 on warnings only', async () => {
    const warnOnly = httpPack((p) => (p.contents[0].composition.operations[1].approval = 'never'));
    const r = await run(['check', 'p.json'], { 'p.json': warnOnly });
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('C-write-without-approval');
  });

  it('takes the signed-in handle from --publisher', async () => {
    expect((await run(['check', 'p.json', '--publisher', 'bob'], { 'p.json': clean })).code).toBe(1);
    expect((await run(['check', 'p.json', '--publisher=local'], { 'p.json': clean })).code).toBe(0);
  });

  it.each([
    [[], 'missing subcommand'],
    [['lint', 'x'], 'unknown subcommand "lint"'],
    [['check'], 'missing FILE'],
    [['check', 'a', 'b'], 'one FILE only'],
    [['check', 'a', '--publisher'], '--publisher needs a handle'],
    [['check', 'a', '--yaml'], 'unknown option --yaml'],
  ])('exits 64 on bad usage %j', async (args, message) => {
    const r = await run(args, { a: clean });
    expect(r.code).toBe(64);
    expect(r.stderr).toContain(message);
    expect(r.stderr).toContain('usage: packstudio composition check FILE');
  });

  it('exits 66 on a missing file', async () => {
    const r = await run(['check', 'nope.json']);
    expect(r).toMatchObject({ code: 66, stdout: '' });
    expect(r.stderr).toBe('packstudio composition: cannot read nope.json: no such file');
  });
});
