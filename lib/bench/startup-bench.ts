import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, runNode } from './process-run';

/**
 * How long `packstudio` takes as a whole process, against `node -e 0` measured in the same rounds (each round runs
 * every variant once, in turn, so a load that comes and goes moves them together): `--help` and a one-pack static
 * check, started from the prebuilt bundle and from the TypeScript source through tsx (what every start paid before).
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'lib/cli/bin.mjs');
const ROUNDS = 11;
/** tsx takes seconds a start on a loaded machine: fewer rounds of it. */
const SOURCE_ROUNDS = 5;

export interface StartupFigures {
  nodeMs: number;
  bundle: { helpMs: number; checkMs: number };
  source: { helpMs: number; checkMs: number };
}

const HELP = [bin, '--help'];
const CHECK = [bin, 'check', 'packs/ledger', '--no-eval'];
const FROM_SOURCE = { PACKSTUDIO_CLI_SOURCE: '1' };

export async function startupBench(): Promise<StartupFigures> {
  // Untimed: brings the bundle up to date and lets its code cache learn both commands.
  for (let i = 0; i < 2; i++) for (const argv of [HELP, CHECK]) await runNode(argv, { cwd: root, usage: false });
  const variants: Record<string, { argv: string[]; env?: Record<string, string>; rounds: number; ms: number[] }> = {
    node: { argv: ['-e', '0'], rounds: ROUNDS, ms: [] },
    bundleHelp: { argv: HELP, rounds: ROUNDS, ms: [] },
    bundleCheck: { argv: CHECK, rounds: ROUNDS, ms: [] },
    sourceHelp: { argv: HELP, env: FROM_SOURCE, rounds: SOURCE_ROUNDS, ms: [] },
    sourceCheck: { argv: CHECK, env: FROM_SOURCE, rounds: SOURCE_ROUNDS, ms: [] },
  };
  for (let round = 0; round < ROUNDS; round++)
    for (const v of Object.values(variants)) {
      if (round >= v.rounds) continue;
      const run = await runNode(v.argv, { cwd: root, env: v.env, usage: false });
      if (run.code !== 0) throw new Error(`${v.argv.join(' ')}: exit ${run.code}\n${run.stderr}`);
      v.ms.push(run.wallMs);
    }
  const m = (name: keyof typeof variants) => median(variants[name]!.ms);
  return {
    nodeMs: m('node'),
    bundle: { helpMs: m('bundleHelp'), checkMs: m('bundleCheck') },
    source: { helpMs: m('sourceHelp'), checkMs: m('sourceCheck') },
  };
}
