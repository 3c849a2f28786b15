import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
