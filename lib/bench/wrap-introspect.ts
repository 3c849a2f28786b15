/**
 * `npm run bench:wrap -- --introspect [CLI…]`: does framework introspection pay? Wraps each CLI installed here
 * (by default the cobra CLIs of the corpus and the held-out set: kubectl, docker, gh, podman, kpt) twice, live,
 * with and without asking its framework (cobra's `__complete`), and prints help runs, time, the names the framework
 * confirmed, and whether both drafts hold the same commands. Which CLI answered which framework is the figure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { whichOnPath } from '../node/runtime/sandbox';
import { wrapCli, type WrapOutcome } from '../node/wrap';
import { corpusPath } from './capture-help';

const DEFAULT = ['kubectl', 'docker', 'gh', 'podman', 'buildah', 'kpt'];

async function once(cli: string, cwd: string, introspect: boolean): Promise<{ outcome: WrapOutcome; ms: number }> {
  const started = performance.now();
  const outcome = await wrapCli(cli, {
    cwd,
    env: { ...process.env, PATH: corpusPath() },
    allowlist: [cli],
    totalMs: 120_000,
    introspect,
  });
  return { outcome, ms: Math.round(performance.now() - started) };
}

export async function introspectMain(names: readonly string[]): Promise<void> {
  const wanted = names.length ? names : DEFAULT;
  const rows: string[][] = [
    ['cli', 'framework', 'help runs (with / without)', 'time (with / without)', 'confirmed by it', 'same commands'],
  ];
  const work = mkdtempSync(join(tmpdir(), 'wrap-introspect-'));
  try {
    for (const cli of wanted) {
      if (!(await whichOnPath(cli, corpusPath()))) {
        console.error(`${cli}: not installed here, skipped`);
        continue;
      }
      const without = await once(cli, work, false);
      const withIt = await once(cli, work, true);
      if (!without.outcome.ok || !withIt.outcome.ok) {
        console.error(
          `${cli}: ${!without.outcome.ok ? without.outcome.error : (withIt.outcome as { error: string }).error}`,
        );
        continue;
      }
      const a = withIt.outcome;
      const b = without.outcome;
      const keys = (o: typeof a) =>
        o.draft.commands
          .map((c) => c.key)
          .sort()
          .join(' ');
      // cobra's layout with no run: every chosen name had its own page, read for its arguments anyway
      const framework =
        a.stats.introspection?.framework ??
        (a.layout === 'cobra' ? 'cobra (not asked: no name left to check)' : 'none');
      rows.push([
        cli,
        framework,
        `${a.helpRuns} / ${b.helpRuns}`,
        `${(withIt.ms / 1000).toFixed(1)} s / ${(without.ms / 1000).toFixed(1)} s`,
        String(a.stats.introspection?.confirmed ?? 0),
        keys(a) === keys(b) ? 'yes' : 'no',
      ]);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  console.log(
    rows
      .map((r) =>
        r
          .map((c, i) => c.padEnd(widths[i]))
          .join('  ')
          .trimEnd(),
      )
      .join('\n'),
  );
}
