import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CliIo } from './io';
import { main } from './main';

const packs = fileURLToPath(new URL('../../packs/', import.meta.url));
let ws: string;

beforeEach(() => {
  ws = mkdtempSync(join(tmpdir(), 'packstudio-cli-fix-'));
  cpSync(join(packs, 'broken-demo'), join(ws, 'broken-demo'), { recursive: true });
});
afterEach(() => rmSync(ws, { recursive: true, force: true }));

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { stdout: (t) => out.push(t), stderr: (t) => err.push(t), cwd: ws };
  const code = await main(argv, io);
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('packstudio check --fix', () => {
  it('applies the safe fixes to the files, prints them, then reports what is left', async () => {
    const dir = join(ws, 'broken-demo');
    const before = JSON.parse((await run('check', dir, '--no-eval', '--format', 'json')).stdout);
    const fixed = await run('check', dir, '--no-eval', '--fix');
    expect(fixed.stdout).toContain('fixed M002 surface.json /verbs/List: Rename "List" to "list" in every file');
    expect(fixed.stdout).toMatch(/--fix: applied 3 fixes, rewrote .*policy\.json/);
    expect(JSON.parse(readFileSync(join(dir, 'policy.json'), 'utf8')).verbs).toMatchObject({ list: { risk: 'read' }, 'delete.item': { risk: 'write', confirm: true }, fetch: { risk: 'read' } });
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

  it('keeps stdout JSON when --format json, saying the fixes on stderr', async () => {
    const r = await run('check', join(ws, 'broken-demo'), '--no-eval', '--fix', '--format', 'json');
    expect(() => JSON.parse(r.stdout)).not.toThrow();
    expect(r.stderr).toContain('--fix: applied 3 fixes');
  });
});
