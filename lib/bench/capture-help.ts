/**
 * `npm run wrap:capture [-- CLI…] [--no-install]`: installs the corpus (lib/bench/wrap-corpus.ts) from Debian's
 * packages and npm, wraps each CLI installed here and records every help run the wrap made (argv, stdout, stderr,
 * exit code; the man page under `@man`) into lib/wrap/fixtures/real/<cli>.json.gz. The tests and `npm run
 * bench:wrap` replay these in-process (lib/node/wrap/replay.ts), so they exercise the real layouts without the real
 * CLIs. Bounded: each CLI's wrap has its per-call and total timeouts and output cap, and a fixture over
 * MAX_FIXTURE_BYTES is refused. Masked: secrets (lib/secrets) and this machine's paths, user and host names. A name
 * outside the corpus is captured when it is on PATH, never installed; `--held-out` captures the first held-out set
 * (wrap-corpus.ts HELD_OUT_SETS) that is installed here into lib/wrap/fixtures/held-out, `--held-out-<n>` set n into
 * lib/wrap/fixtures/held-out-<n> (HELD_OUT_2 … HELD_OUT_5).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, hostname, tmpdir, userInfo } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { maskText } from '../secrets';
import { whichOnPath } from '../node/runtime/sandbox';
import { wrapCli } from '../node/wrap';
import { runKey } from '../node/wrap/replay';
import { REAL_FIXTURES, type Capture, type CapturedRun } from '../node/wrap/real-fixtures';
import { CORPUS, corpusEntry, HELD_OUT_SETS, type CorpusCli } from './wrap-corpus';

/** A gzipped fixture larger than this is not a help capture (git's, with 140 commands, is about 230 KB). */
const MAX_FIXTURE_BYTES = 700 * 1024;
/** The capture reads every page the wrap wants: more time than a live wrap gets, so the replay misses none. */
const CAPTURE_TOTAL_MS = 240_000;
/** gcloud takes seconds a page on a busy machine: a capture waits longer for each than a live wrap. */
const CAPTURE_CALL_MS = 30_000;
const PROJECT = resolve(import.meta.dirname, '../..');
const NPM_PREFIX = join(PROJECT, '.bench-cache', 'wrap-npm');

/** The PATH the CLIs are looked up on: this one, the project's node_modules/.bin and the npm corpus's. */
export function corpusPath(): string {
  return [process.env.PATH ?? '', join(PROJECT, 'node_modules', '.bin'), join(NPM_PREFIX, 'node_modules', '.bin')]
    .filter(Boolean)
    .join(delimiter);
}

/** Installs what the corpus entries need and this machine lacks: one `apt-get update`, one install, one npm install. */
async function install(entries: readonly CorpusCli[]): Promise<void> {
  const path = corpusPath();
  const missing: CorpusCli[] = [];
  for (const e of entries) if (!(await whichOnPath(e.cli, path))) missing.push(e);
  const apt = [...new Set(missing.flatMap((e) => (e.apt ? [e.apt] : [])))];
  if (apt.length) {
    console.error(`installing from Debian: ${apt.join(' ')}`);
    aptGet(['update', '-qq']);
    aptGet(['install', '-y', '-qq', '--no-install-recommends', ...apt]);
  }
  const npm = [...new Set(missing.flatMap((e) => (e.npm && e.npm !== 'local' ? [e.npm] : [])))];
  if (npm.length) {
    console.error(`installing from npm into .bench-cache/wrap-npm: ${npm.join(' ')}`);
    mkdirSync(NPM_PREFIX, { recursive: true });
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', NPM_PREFIX, ...npm], {
      stdio: 'inherit',
    });
  }
}

/** apt-get, waiting for another session's lock: up to 20 tries, each after the one before has failed on the lock. */
function aptGet(args: string[]): void {
  for (let attempt = 1; ; attempt++) {
    const r = spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=60', ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      encoding: 'utf8',
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    if (r.status === 0) return;
    const locked = /Could not get lock|Unable to acquire|is held by process/i.test(r.stderr ?? '');
    if (!locked || attempt >= 20) throw new Error(`apt-get ${args.join(' ')} failed: ${(r.stderr ?? '').trim()}`);
    console.error(`apt-get: the lock is held by another session; trying again (${attempt}/20)`);
  }
}

/** This machine's own names in a help text (home, project, user, host, the wrap's temp folder), made neutral. */
function neutral(text: string): string {
  let out = text.replace(/\/tmp\/packstudio-wrap-[A-Za-z0-9]+/g, '/tmp/wrap');
  const names: [string, string][] = [
    [PROJECT, '/project'],
    [homedir(), '/home/user'],
    [userInfo().username, 'user'],
    [hostname(), 'host'],
  ];
  for (const [mine, stand] of names)
    if (mine.length >= 4 && mine !== '/' && mine !== '/home/user') out = out.split(mine).join(stand);
  return maskText(out);
}

async function capture(cli: string, dir: string): Promise<boolean> {
  const env = { ...process.env, PATH: corpusPath() };
  if (!(await whichOnPath(cli, env.PATH))) {
    console.error(`${cli}: not installed here, skipped`);
    return false;
  }
  const runs: Record<string, CapturedRun> = {};
  const cwd = mkdtempSync(join(tmpdir(), 'capture-'));
  try {
    const outcome = await wrapCli(cli, {
      cwd,
      env,
      allowlist: [cli],
      totalMs: CAPTURE_TOTAL_MS,
      perCallMs: CAPTURE_CALL_MS,
      onRun: (args, r, via) =>
        (runs[runKey(args, via)] = { stdout: neutral(r.stdout), stderr: neutral(r.stderr), exit: r.exit_code }),
    });
    if (!outcome.ok) {
      console.error(`${cli}: ${outcome.error}`);
      return false;
    }
    const data: Capture = {
      cli,
      // a HOME of its own, as the wrap's help runs have: `pm2 --version` starts a daemon in ~/.pm2
      version: neutral(versionOf(cli, cwd, { ...env, HOME: cwd })),
      captured: new Date().toISOString().slice(0, 10),
      runs,
    };
    const gz = gzipSync(JSON.stringify(data));
    if (gz.length > MAX_FIXTURE_BYTES) {
      console.error(
        `${cli}: ${Math.round(gz.length / 1024)} KB of help, over ${MAX_FIXTURE_BYTES / 1024} KB: not written`,
      );
      return false;
    }
    const file = join(dir, `${cli}.json.gz`);
    writeFileSync(file, gz);
    console.log(
      `${cli}: ${Object.keys(runs).length} runs, ${outcome.draft.commands.length} commands${outcome.draft.template ? ' (template)' : ''} → ${Math.round(gz.length / 1024)} KB`,
    );
    return true;
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

/** The first line `CLI --version` (else `-V`, `version`) prints, for whoever recaptures. */
function versionOf(cli: string, cwd: string, env: NodeJS.ProcessEnv): string {
  for (const args of [['--version'], ['-V'], ['version']]) {
    const r = spawnSync(cli, args, { cwd, env, encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'pipe'] });
    const line = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim().split('\n')[0] ?? '';
    if (r.status === 0 && line) return line.slice(0, 200);
  }
  return '';
}

async function main() {
  const args = process.argv.slice(2);
  const names = args.filter((a) => !a.startsWith('--'));
  // the held-out CLIs are captured where they are installed, never installed: they stand for an author's own
  const set = HELD_OUT_SETS.find((s) => args.includes(s.flag));
  const heldOut = set !== undefined;
  const all = set?.entries ?? CORPUS;
  const entries = names.length ? names.flatMap((n) => corpusEntry(n) ?? []) : CORPUS;
  if (!heldOut && !args.includes('--no-install')) await install(entries);
  const dir = set?.dir ?? REAL_FIXTURES;
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  const failed: string[] = [];
  for (const name of names.length ? names : all.map((c) => c.cli)) if (!(await capture(name, dir))) failed.push(name);
  if (failed.length) {
    console.error(`not captured: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

// run as the script (`npm run wrap:capture`), not when the bench imports corpusPath
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
