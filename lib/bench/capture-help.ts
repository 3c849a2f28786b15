/**
 * `npm run wrap:capture -- terraform docker …`: wraps each CLI installed here and records every help run the
 * wrap made (argv, stdout, stderr, exit code) into lib/wrap/fixtures/real/<cli>.json.gz. The wrap tests replay
 * these through the whole pipeline (lib/node/fixtures/clis/replay-help.mjs), so they test the real layouts without
 * the real CLIs. Run it again after a change makes wrap ask for other pages: a run not captured answers as an
 * unknown command would.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { wrapCli } from '../node/wrap';
import { REAL_FIXTURES, type Capture, type CapturedRun } from '../node/wrap/real-fixtures';

async function capture(cli: string): Promise<void> {
  const runs: Record<string, CapturedRun> = {};
  const cwd = mkdtempSync(join(tmpdir(), 'capture-'));
  try {
    const outcome = await wrapCli(cli, {
      cwd,
      allowlist: [cli],
      onRun: (args, r) => (runs[args.join(' ')] = { stdout: r.stdout, stderr: r.stderr, exit: r.exit_code }),
    });
    if (!outcome.ok) throw new Error(`${cli}: ${outcome.error}`);
    const version = await versionOf(cli, cwd);
    const file = join(REAL_FIXTURES, `${cli}.json.gz`);
    const data: Capture = { cli, version, captured: new Date().toISOString().slice(0, 10), runs };
    writeFileSync(file, gzipSync(JSON.stringify(data)));
    console.log(`${cli}: ${Object.keys(runs).length} runs, ${outcome.draft.commands.length} commands → ${file}`);
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

async function versionOf(cli: string, cwd: string): Promise<string> {
  const { runProcess } = await import('../node/runtime/process');
  const { childEnv } = await import('../node/runtime/env');
  const r = await runProcess({
    file: cli,
    args: ['--version'],
    cwd,
    env: childEnv({ home: cwd, hcpHome: cwd }),
    timeoutMs: 10000,
  });
  return (r.stdout || r.stderr).trim().split('\n')[0] ?? '';
}

const names = process.argv.slice(2);
if (!names.length) {
  console.error('usage: npm run wrap:capture -- CLI…');
  process.exit(64);
}
for (const name of names) await capture(name);
