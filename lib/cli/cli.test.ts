import { spawnSync } from 'node:child_process';
import { readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { removeWorkspace, runCli, tempWorkspace } from './test-cli';

const root = fileURLToPath(new URL('../..', import.meta.url));

const run = (...argv: string[]) => runCli(argv, root);

describe('packstudio lint', () => {
  it("--json: the spec's `hcpx lint --json` fields first, the unscored report of the structure layer beside them", async () => {
    const r = await run('lint', `${root}packs/ledger`, '--json');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(Object.keys(report).slice(0, 3)).toEqual(['ok', 'pack_id', 'issues']);
    expect(report).toMatchObject({ ok: true, pack_id: 'ledger', issues: [], format: 'hcp', score: null, findings: [] });
    expect(report.layers.map((l: { layer: string; status: string }) => `${l.layer}:${l.status}`)).toEqual([
      'structure:ran',
      'static:not_requested',
      'probe:not_requested',
      'eval:not_requested',
    ]);
  });

  it('lists each issue as a finding with its lint id and exits 1', async () => {
    const r = await run('lint', `${root}packs/broken-demo`, '--json');
    expect(r.code).toBe(1);
    const body = JSON.parse(r.stdout);
    expect(body.ok).toBe(false);
    expect(body.issues).toContainEqual(
      expect.objectContaining({ kind: 'extra_verb', message: 'policy verb "refund" not in pack manifest' }),
    );
    expect(body.issues).toHaveLength(body.findings.length);
    expect(body.findings).toContainEqual(
      expect.objectContaining({
        id: 'L-extra_verb',
        severity: 'error',
        file: 'policy.json',
        message: 'policy verb "refund" not in pack manifest',
      }),
    );
  });

  it('prints findings through the same text formatter as check', async () => {
    const r = await run('lint', `${root}packs/broken-demo`);
    expect(r.stdout).toMatch(/^error {2}L-extra_verb +policy\.json \/verbs\/refund:\d+:\d+$/m);
    expect(r.stdout).toMatch(/^broken-demo: \d+ errors?, 0 warnings, 0 notes$/m);
  });
});

describe('packstudio check', () => {
  it('checks a Recued pack folder as `composition check` does: the registry picks the format', async () => {
    const r = await run('check', `${root}packs/acme-tasks`, '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ pack_id: 'acme-tasks', format: 'recued', ok: true, findings: [] });
    const hcp = await run('check', `${root}packs/ledger`, '--json', '--no-eval');
    expect(JSON.parse(hcp.stdout).pack_id).toBe('ledger');
  });

  it('reports ledger at 90 or more with no error, as the JSON report shape', async () => {
    const r = await run('check', `${root}packs/ledger`, '--json', '--no-eval');
    const report = JSON.parse(r.stdout);
    // The one Report shape (lib/core/report.ts): the old HCP keys, plus format, ok, counts and layers; deliberately
    // changed for suppressions (issue 11 §3): the score after them, and the suppressed and unmatched lists; and for
    // the studio's notes, apart from the findings (`workdir` is there only when probes or eval ran the CLI); and for
    // the agent-readiness layer, outside the score (issue 27); and for the policy the diff compares (issue 26).
    expect(Object.keys(report)).toEqual([
      'pack_id',
      'format',
      'ok',
      'score',
      'grade',
      'ready',
      'categories',
      'scoreAfterSuppressions',
      'gradeAfterSuppressions',
      'counts',
      'findings',
      'suppressed',
      'unmatchedSuppressions',
      'layers',
      'probes',
      'eval',
      'studioNotes',
      'policy',
      'agent',
    ]);
    expect(report).toMatchObject({ pack_id: 'ledger', format: 'hcp', ok: true, studioNotes: [] });
    expect(report.layers.map((l: { layer: string; status: string }) => `${l.layer}:${l.status}`)).toEqual([
      'structure:ran',
      'static:ran',
      'probe:not_requested',
      'eval:not_requested',
    ]);
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

  it('--agent prints the fix list with Do: lines, headed by this tool', async () => {
    const r = await run('check', `${root}packs/broken-demo`, '--agent', '--no-eval');
    expect(r.stdout).toMatch(
      /^# Pack Studio check: broken-demo\n\nScore \d+\/100, grade [DF]\. \d+ errors?, \d+ warnings?\./,
    );
    expect(r.stdout).not.toContain('hcpx');
    expect(r.stdout).toMatch(/## Fix now \(errors\)/);
    expect(r.stdout).toMatch(/ {3}Do: /);
  });

  it('--format NAME picks the formatter; --json and --agent are its aliases', async () => {
    const dir = `${root}packs/ledger`;
    const viaFormat = await run('check', dir, '--format', 'json', '--no-eval');
    const viaAlias = await run('check', dir, '--json', '--no-eval');
    expect(JSON.parse(viaFormat.stdout)).toEqual(JSON.parse(viaAlias.stdout));
    expect((await run('check', dir, '--format=agent', '--no-eval')).stdout).toBe(
      (await run('check', dir, '--agent', '--no-eval')).stdout,
    );
    expect((await run('check', dir, '--format', 'text', '--no-eval')).stdout).toMatch(/^ledger: score \d+\/100/m);
    // The same format asked twice is no conflict.
    expect((await run('check', dir, '--json', '--format', 'json', '--no-eval')).code).toBe(0);
  });

  it('a layer that did not run is said in every format', async () => {
    const dir = `${root}packs/broken-demo`;
    const reason = /eval: did not run \(the pack has no hcp\.eval\.json \(E001\)\)/;
    expect((await run('check', dir)).stdout).toMatch(reason);
    const agent = (await run('check', dir, '--agent')).stdout;
    expect(agent).toContain('## Not run');
    expect(agent).toContain('- **eval**: the pack has no hcp.eval.json (E001)');
    const json = await run('check', dir, '--json');
    expect(JSON.parse(json.stdout).layers).toContainEqual({
      layer: 'eval',
      status: 'not_run',
      reason: 'the pack has no hcp.eval.json (E001)',
    });
    expect(json.stderr).toMatch(reason);
  });

  it.each([
    [['--json', '--agent'], '--json and --agent ask for different output formats'],
    [['--format', 'json', '--agent'], '--format json and --agent ask for different output formats'],
    [['--format', 'yaml'], 'unknown format "yaml"; --format takes one of text, json, agent'],
    [['--format'], '--format needs a value'],
  ])('%j is a usage error (64), not a silent choice', async (flags, message) => {
    const r = await run('check', `${root}packs/ledger`, ...flags);
    expect(r.code).toBe(64);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
  });

  it('exits 2 on warnings only, 1 with --strict', async () => {
    // ledger with its Anti-patterns section renamed: one warning (S007), no error.
    const ws = tempWorkspace('cli-warn-', ['ledger']);
    const dir = join(ws, 'ledger');
    const skill = join(dir, 'HARNESS.md');
    writeFileSync(skill, readFileSync(skill, 'utf8').replace('## Anti-patterns', '## Pitfalls'));
    const r = await run('check', dir, '--json', '--no-eval');
    const report = JSON.parse(r.stdout);
    expect(report.counts.error).toBe(0);
    expect(report.counts.warn).toBeGreaterThan(0);
    expect(r.code).toBe(2);
    expect(report.findings.map((f: { id: string }) => f.id)).toEqual(['S007']);
    expect((await run('check', dir, '--no-eval', '--strict')).code).toBe(1);
    removeWorkspace(ws);
  });

  it('with --json, a usage error is one JSON object on stdout too', async () => {
    for (const argv of [
      ['check', 'packs/ledger', '--json', '--colour'],
      ['frobnicate', '--format=json'],
      ['check', '--format', 'json'],
    ]) {
      const r = await run(...argv);
      expect(r.code).toBe(64);
      expect(JSON.parse(r.stdout)).toEqual({ error: { code: 'usage', message: expect.any(String) } });
    }
    expect(JSON.parse((await run('check', 'packs/ledger', '--json', '--colour')).stdout).error.message).toBe(
      'unknown option --colour',
    );
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

describe('a pack file over the one size limit', () => {
  it('check judges a 5 MB HARNESS.md on its first MB: S009 and a score, with a note, never exit 66', async () => {
    const ws = tempWorkspace('packstudio-cli-big-skill-', ['ledger']);
    try {
      const skill = join(ws, 'ledger', 'HARNESS.md');
      const line = 'Notes on the ledger and the data it returns, repeated for size.\n';
      writeFileSync(skill, readFileSync(skill, 'utf8') + line.repeat(Math.ceil((5 * 1024 * 1024) / line.length)));
      const checked = await runCli(['check', 'ledger', '--no-eval', '--json'], ws);
      expect(checked.code).not.toBe(66);
      const report = JSON.parse(checked.stdout);
      expect(report.score).toEqual(expect.any(Number));
      expect(report.findings).toContainEqual(
        expect.objectContaining({
          id: 'S009',
          file: 'HARNESS.md',
          message: expect.stringMatching(/^HARNESS\.md is [\d,]+ lines; one screen is 80\.$/),
        }),
      );
      expect(report.studioNotes).toContainEqual(
        expect.objectContaining({
          id: 'studio/file-over-limit',
          file: 'HARNESS.md',
          message: expect.stringMatching(
            /^HARNESS\.md is 5\.\d\d MB, over the 1\.00 MB limit of a pack file: only its first 1\.00 MB was read and checked\.$/,
          ),
        }),
      );
    } finally {
      removeWorkspace(ws);
    }
  });

  it('check finds a 20 MB policy.json invalid on its first MB; lint, which reads whole files, still refuses it', async () => {
    const ws = tempWorkspace('packstudio-cli-big-', ['ledger']);
    try {
      truncateSync(join(ws, 'ledger', 'policy.json'), 20 * 1024 * 1024);
      const checked = await runCli(['check', 'ledger', '--no-eval', '--json'], ws);
      expect(checked.code).toBe(1);
      const report = JSON.parse(checked.stdout);
      expect(report.findings).toContainEqual(expect.objectContaining({ id: 'L-invalid_json', file: 'policy.json' }));
      expect(report.studioNotes).toContainEqual(
        expect.objectContaining({
          id: 'studio/file-over-limit',
          file: 'policy.json',
          message: expect.stringContaining('20.00 MB'),
        }),
      );
      const linted = await runCli(['lint', 'ledger', '--json'], ws);
      expect(linted.code).toBe(66);
      expect(JSON.parse(linted.stdout).error).toMatchObject({
        code: 'no_input',
        message: expect.stringContaining('20.00 MB'),
      });
    } finally {
      removeWorkspace(ws);
    }
  });
});

describe('the packstudio bin', () => {
  it('runs through node as npx would, with no build step', () => {
    const r = spawnSync(process.execPath, [`${root}lib/cli/bin.mjs`, 'lint', `${root}packs/transit`, '--json'], {
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).pack_id).toBe('transit');
  });
});
