import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Report } from '../core/report';
import { cliIn, removeWorkspace, tempWorkspace } from './test-cli';

/** The agent-readiness layer through the command line: in every report, outside the exit code unless --budget asks. */
describe('packstudio and the agent-readiness layer', () => {
  let ws: string;
  const cli = cliIn(() => ws);
  beforeEach(() => {
    ws = tempWorkspace('packstudio-agent-layer-', ['ledger', 'acme-tasks']);
  });
  afterEach(() => removeWorkspace(ws));

  const json = async (...argv: string[]) => {
    const run = await cli(...argv);
    return { ...run, report: JSON.parse(run.stdout) as Report };
  };

  it('carries the layer in every check report, and a drift changes no score and no exit code', async () => {
    appendFileSync(join(ws, 'ledger', 'HARNESS.md'), '\nAlso `ledger list --since 7d --json`.\n');
    const { code, report } = await json('check', 'ledger', '--json', '--no-eval');
    expect(code).toBe(0);
    expect(report.score).toBe(100);
    expect(report.agent!.figures.skillDrift).toBe(1);
    expect(report.agent!.findings.map((f) => f.id)).toContain('agent/skill-unknown-flag');
    const recued = await json('composition', 'check', 'acme-tasks/pack.json', '--json');
    expect(recued.report.agent!.skill).toBeNull();
    expect(recued.report.agent!.tokens.tools.map((t) => t.command)).toEqual(['task.list', 'task.complete']);
  });

  it("with --probe checks each flag against the CLI's own help", async () => {
    appendFileSync(
      join(ws, 'ledger', 'HARNESS.md'),
      '\n```bash\nledger list --since 7d --json\nledger list --limit 5 --json\n```\n',
    );
    const { report } = await json('check', 'ledger', '--json', '--no-eval', '--probe');
    const skill = report.agent!.skill!;
    expect(skill.probed).toBe(true);
    expect(skill.flagsVerified).toBeGreaterThan(0);
    const since = report.agent!.findings.find((f) => f.subject.endsWith('· --since'))!;
    expect(since.id).toBe('agent/skill-unknown-flag');
    expect(since.message).toContain('`ledger list --help` does not list it');
    // ledger's own help has --limit, which the list command never passes.
    expect(report.agent!.findings.find((f) => f.subject.endsWith('· --limit'))!.id).toBe(
      'agent/skill-flag-outside-tool',
    );
  });

  it('--budget N fails a pack whose tools/list and instructions are over N, and passes one within', async () => {
    const over = await json('check', 'ledger', '--json', '--no-eval', '--budget', '500');
    expect(over.code).toBe(1);
    expect(over.report.agent!.tokens.budget).toEqual({ limit: 500, over: true });
    expect(over.report.agent!.findings.map((f) => f.id)).toContain('agent/token-budget');
    expect(over.stderr).toContain('over --budget 500');
    const within = await json('check', 'ledger', '--json', '--no-eval', '--budget', '100000');
    expect(within.code).toBe(0);
    expect(within.report.agent!.tokens.budget).toEqual({ limit: 100000, over: false });
    expect((await cli('composition', 'check', 'acme-tasks/pack.json', '--budget', '10')).code).toBe(1);
    expect((await cli('check', 'ledger', '--budget', '0')).code).toBe(64);
  });

  it('--baseline and diff say how the tokens moved, per command; the PR comment says it in its headline', async () => {
    const old = await cli('check', 'ledger', '--json', '--no-eval');
    writeFileSync(join(ws, 'old.json'), old.stdout);
    const surface = join(ws, 'ledger', 'surface.json');
    writeFileSync(
      surface,
      readFileSync(surface, 'utf8').replace(
        'Return the recent ledger entries (amount, payee id, memo) with the newest first.',
        'Return the recent ledger entries (amount, payee id, memo) with the newest first, each with its date, its running balance and the provider it went through.',
      ),
    );
    const { report } = await json('check', 'ledger', '--json', '--no-eval', '--baseline', 'old.json');
    const change = report.agent!.tokens.baseline!;
    expect(change.delta).toBeGreaterThan(0);
    expect(change.commands).toEqual([{ command: 'list', before: expect.any(Number), after: expect.any(Number) }]);
    expect(change.commands[0]!.after - change.commands[0]!.before).toBe(change.delta);
    const markdown = await cli('check', 'ledger', '--no-eval', '--baseline', 'old.json', '--format', 'markdown');
    expect(markdown.stdout).toContain(`(+${change.delta} tokens against the baseline)`);

    writeFileSync(join(ws, 'new.json'), (await cli('check', 'ledger', '--json', '--no-eval')).stdout);
    const diff = await cli('diff', 'old.json', 'new.json');
    expect(diff.stdout).toContain(`agent tokens ${change.before} → ${change.before + change.delta} (+${change.delta})`);
    expect(diff.stdout).toMatch(/ {2}list: \d+ → \d+ \(\+\d+\)/);
    const diffJson = JSON.parse((await cli('diff', 'old.json', 'new.json', '--json')).stdout);
    expect(diffJson.agentTokens.delta).toBe(change.delta);
  });
});
