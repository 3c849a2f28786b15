import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS, runCli } from '../test-cli';

const PACKS = EXAMPLE_PACKS;
const temps: string[] = [];
afterAll(() => temps.forEach((t) => rmSync(t, { recursive: true, force: true })));

async function cli(...argv: string[]) {
  const { code, stdout, stderr } = await runCli(argv, process.cwd());
  return { code, out: stdout, err: stderr };
}

/** A copy of an example pack without its eval file and proof script, so commands can write. */
function copyPack(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `cli-${name}-`));
  temps.push(dir);
  cpSync(resolve(PACKS, name), dir, { recursive: true, filter: (src) => !/hcp\.eval\.json$|proof\.sh$/.test(src) });
  return dir;
}

describe('packstudio eval', () => {
  it('one line per case, then the pass count and p50/p95; exit 0', async () => {
    const r = await cli('eval', resolve(PACKS, 'ledger'));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^pass {2}list returns the recent entries as JSON {2}\(list, \d+ ms, \d+ tok\)/m);
    expect(r.out).toMatch(/^5 passed, 0 failed; p50 \d+ ms, p95 \d+ ms$/m);
  });

  it('--json prints the eval summary', async () => {
    const r = await cli('eval', resolve(PACKS, 'transit'), '--json');
    expect(JSON.parse(r.out)).toMatchObject({ failed: 0, p50_ms: expect.any(Number), p95_ms: expect.any(Number) });
  });

  it('without an eval file: says so and how to start one; exit 1', async () => {
    const dir = copyPack('ledger');
    const r = await cli('eval', dir);
    expect(r.code).toBe(1);
    expect(r.err).toContain('no hcp.eval.json');
    expect(r.err).toContain('--init-evals');
  });
});

describe('packstudio check --init-evals', () => {
  it('writes the starter file exactly as the spec describes, and never overwrites', async () => {
    const dir = copyPack('ledger');
    const r = await cli('check', dir, '--init-evals');
    expect(r.code).toBe(0);
    expect(r.out).toContain('4 case(s)');
    const written = JSON.parse(readFileSync(join(dir, 'hcp.eval.json'), 'utf8'));
    expect(written.cases.map((c: { verb: string; expect: unknown }) => [c.verb, c.expect])).toEqual([
      ['setup.status', { ok: true, json: true, max_ms: 3000, max_tokens: 5000 }],
      ['status', { ok: true, json: true, max_ms: 3000, max_tokens: 5000 }],
      ['list', { ok: true, json: true, max_ms: 3000, max_tokens: 5000 }],
      ['transfer', { ok: false, error: 'confirm required' }],
    ]);
    const again = await cli('check', dir, '--init-evals');
    expect(again.code).toBe(1);
    expect(again.err).toContain('already exists; left unchanged');
    const run = await cli('eval', dir);
    expect(run.out).toMatch(/4 passed, 0 failed/);
  });
});

describe('packstudio twin', () => {
  it('transit plan from=central to=harbour: same result from every face', async () => {
    const r = await cli('twin', resolve(PACKS, 'transit'), 'plan', 'from=central', 'to=harbour');
    expect(r.code).toBe(0);
    expect(r.out).toContain('same result from every face');
  });

  it('argv after -- is the CLI face; a different result exits 1 with the diff', async () => {
    const r = await cli(
      'twin',
      resolve(PACKS, 'transit'),
      'plan',
      'from=central',
      'to=harbour',
      '--',
      'transit',
      'plan',
      'central',
      'museum',
      '--json',
    );
    expect(r.code).toBe(1);
    expect(r.out).toContain('the faces differ (- exec, + cli):');
  });

  it('a word without = is a usage error', async () => {
    const r = await cli('twin', resolve(PACKS, 'transit'), 'plan', 'central');
    expect(r.code).toBe(64);
    expect(r.err).toContain('expected key=value, got "central"');
  });
});

describe('packstudio proof', () => {
  it('writes DIR/proof.sh, executable', async () => {
    const dir = copyPack('transit');
    const r = await cli('proof', dir);
    expect(r.code).toBe(0);
    const path = join(dir, 'proof.sh');
    expect(existsSync(path)).toBe(true);
    expect(statSync(path).mode & 0o111).not.toBe(0);
    expect(readFileSync(path, 'utf8')).toMatch(/^#!\/usr\/bin\/env bash\n/);
  });
});
