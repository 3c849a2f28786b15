import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, runNode } from './process-run';

/**
 * How long `packstudio` takes as a whole process, against `node -e 0` measured in the same rounds (each round runs
 * every variant once, in turn, so a load that comes and goes moves them together): `--help` and a one-pack static
 * check, started from the prebuilt bundle and from the TypeScript source through tsx (what every start paid before);
 * and `packstudio mcp` until it answers a host's `initialize`.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'lib/cli/bin.mjs');
const ROUNDS = 11;
/** tsx takes seconds a start on a loaded machine: fewer rounds of it. */
const SOURCE_ROUNDS = 5;

export interface StartupFigures {
  nodeMs: number;
  bundle: { helpMs: number; checkMs: number; mcpMs: number };
  source: { helpMs: number; checkMs: number; mcpMs: number };
}

const HELP = [bin, '--help'];
const CHECK = [bin, 'check', 'packs/ledger', '--no-eval'];
const FROM_SOURCE = { PACKSTUDIO_CLI_SOURCE: '1' };
const MCP = [bin, 'mcp', 'packs/ledger'];
const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'packstudio-bench', version: '0' } },
});

/** What a host waits for: from spawning `packstudio mcp` to the first line of its answer to `initialize`. */
function mcpAnswerMs(env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, MCP, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    let answered = false;
    child.stdout.on('data', () => {
      if (answered) return;
      answered = true;
      resolve(performance.now() - started);
      child.stdin.end();
    });
    child.on('error', reject);
    child.on('close', (code) => answered || reject(new Error(`packstudio mcp exited ${code} before answering`)));
    child.stdin.write(`${INITIALIZE}\n`);
  });
}

/**
 * The bundle's start-up with the machine's other core kept busy by a process of the bench's own (a spin loop), as
 * a CI runner or a studio checking in the background would: `node -e 0` and `check packs/ledger --no-eval`, in turns.
 */
export async function busyStartupBench(): Promise<{ nodeMs: number; checkMs: number }> {
  const spinner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  try {
    const node: number[] = [];
    const check: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      node.push((await runNode(['-e', '0'], { cwd: root, usage: false })).wallMs);
      const run = await runNode(CHECK, { cwd: root, usage: false });
      if (run.code !== 0) throw new Error(`${CHECK.join(' ')}: exit ${run.code}\n${run.stderr}`);
      check.push(run.wallMs);
    }
    return { nodeMs: median(node), checkMs: median(check) };
  } finally {
    spinner.kill();
  }
}

export async function startupBench(): Promise<StartupFigures> {
  // Untimed: brings the bundle up to date and lets its code cache learn both commands.
  for (let i = 0; i < 2; i++) for (const argv of [HELP, CHECK]) await runNode(argv, { cwd: root, usage: false });
  await mcpAnswerMs();
  const variants: Record<string, { argv: string[]; env?: Record<string, string>; rounds: number; ms: number[] }> = {
    node: { argv: ['-e', '0'], rounds: ROUNDS, ms: [] },
    bundleHelp: { argv: HELP, rounds: ROUNDS, ms: [] },
    bundleCheck: { argv: CHECK, rounds: ROUNDS, ms: [] },
    sourceHelp: { argv: HELP, env: FROM_SOURCE, rounds: SOURCE_ROUNDS, ms: [] },
    sourceCheck: { argv: CHECK, env: FROM_SOURCE, rounds: SOURCE_ROUNDS, ms: [] },
    bundleMcp: { argv: MCP, rounds: ROUNDS, ms: [] },
    sourceMcp: { argv: MCP, env: FROM_SOURCE, rounds: SOURCE_ROUNDS, ms: [] },
  };
  for (let round = 0; round < ROUNDS; round++)
    for (const v of Object.values(variants)) {
      if (round >= v.rounds) continue;
      if (v.argv === MCP) {
        v.ms.push(await mcpAnswerMs(v.env));
        continue;
      }
      const run = await runNode(v.argv, { cwd: root, env: v.env, usage: false });
      if (run.code !== 0) throw new Error(`${v.argv.join(' ')}: exit ${run.code}\n${run.stderr}`);
      v.ms.push(run.wallMs);
    }
  const m = (name: keyof typeof variants) => median(variants[name]!.ms);
  return {
    nodeMs: m('node'),
    bundle: { helpMs: m('bundleHelp'), checkMs: m('bundleCheck'), mcpMs: m('bundleMcp') },
    source: { helpMs: m('sourceHelp'), checkMs: m('sourceCheck'), mcpMs: m('sourceMcp') },
  };
}
