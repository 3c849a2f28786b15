/**
 * `npm run bench:wrap -- --live`: wraps every CLI of the previous issue's list that is installed here and prints, per CLI, what the issue
 * asks to measure: the wrap's time, commands drafted, names verified live (and from the Fig spec), hot-path reads,
 * positional arguments against the usage line, JSON flags found, static findings as drafted and after filling the
 * TODOs (lib/bench/fill-todos.ts), and the full check (static, probe, eval) in a scratch project folder (git's a
 * repository, terraform's a configuration, made here), with
 * what cost the points (`--why` prints each of those findings). Figures, not targets: it exits 1 only when a
 * drafted name is neither in a spec nor verified live. `npm run bench:wrap -- --live terraform git` measures those only.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Finding } from '../core/finding';
import { lintLoadedPack } from '../hcp/lint/lint';
import { loadPackFromTexts } from '../hcp/load';
import { staticReport } from '../hcp/report';
import { runFullCheck } from '../formats/hcp/node';
import { loadPackFromDir } from '../node/load-dir';
import { withRunFolders } from '../node/project';
import { whichOnPath } from '../node/runtime/sandbox';
import { wrapCli, writeWrappedPack, type WrapResult } from '../node/wrap';
import { ownUsageLine } from '../wrap/command-args';
import type { PackFiles } from '../wrap/draft';
import { usagePositionals, usageTail } from '../wrap/usage';
import { fillTodos } from './fill-todos';
import { CORPUS } from './wrap-corpus';

export const BENCH_CLIS = CORPUS.filter((c) => c.previous).map((c) => c.cli);
/**
 * The project folder each CLI's full check runs in: what a person would point it at, made here (a git repository
 * with one commit, a terraform configuration with one output and no provider); an empty folder for the rest.
 */
const PROJECTS: Record<string, { what: string; make: (dir: string) => void }> = {
  git: {
    what: 'a repository with one commit',
    make: (dir) => {
      const git = (...args: string[]) =>
        execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.invalid', ...args], { cwd: dir });
      git('init', '-q');
      writeFileSync(join(dir, 'README.md'), '# bench\n');
      git('add', 'README.md');
      git('commit', '-q', '-m', 'first');
    },
  },
  terraform: {
    what: 'main.tf with one output, no provider',
    make: (dir) => writeFileSync(join(dir, 'main.tf'), 'output "greeting" {\n  value = "hello"\n}\n'),
  },
};

/** The reads a person runs first (the list). */
const HOT = new Set(['status', 'list', 'ls', 'show', 'get', 'describe', 'ps', 'images', 'logs', 'log', 'plan', 'diff']);

export interface WrapFigures {
  cli: string;
  ms: number;
  helpRuns: number;
  drafted: number;
  fromSpec: number;
  verifiedLive: number;
  /** Drafted names that are in no spec and did not answer live: must be 0. */
  unproven: number;
  hotReads: number;
  positionalsMatch: number;
  withUsage: number;
  jsonFlags: number;
  drafted_findings: Counts;
  filled_findings: Counts;
  score: number | null;
  /** The project folder the full check ran in. */
  project: string;
  /** What cost the full check's points, by rule id, with the count. */
  lost: string;
}

type Counts = { error: number; warn: number; info: number };

async function measure(cli: string, work: string): Promise<WrapFigures> {
  const started = performance.now();
  const outcome = await wrapCli(cli, { cwd: work, allowlist: [cli] });
  const ms = Math.round(performance.now() - started);
  if (!outcome.ok) throw new Error(`${cli}: ${outcome.error}`);
  const { draft } = outcome;
  const positionals = positionalFigures(outcome);
  const filled = fillTodos(draft.files, cli);
  const dir = join(work, 'packs', draft.packId);
  await writeWrappedPack(dir, { draft: { ...draft, files: filled } });
  const pack = await loadPackFromDir(dir);
  const setup = PROJECTS[cli];
  const project = setup ? mkdtempSync(join(work, `${cli}-project-`)) : undefined;
  if (setup && project) setup.make(project);
  const report = await withRunFolders(
    { packId: draft.packId, packDir: dir, ...(project ? { flag: { dir: project, cwd: work } } : {}) },
    (folders) =>
      runFullCheck(pack, dir, { layers: { probe: true, eval: true }, timeoutMs: 10000, folders, allowlist: [cli] }),
  );
  if (process.argv.includes('--why'))
    for (const f of report.findings.filter((x) => x.severity !== 'info'))
      console.error(`  ${cli} ${f.severity} ${f.id} ${f.pointer}: ${f.message.slice(0, 220)}`);
  return {
    cli,
    ms,
    helpRuns: outcome.helpRuns,
    drafted: draft.commands.length,
    fromSpec: draft.commands.filter((c) => c.source === 'spec').length,
    verifiedLive: draft.commands.filter((c) => c.verified).length,
    unproven: draft.commands.filter((c) => c.source !== 'spec' && !c.verified).length,
    hotReads: draft.commands.filter((c) => c.risk === 'read' && HOT.has(c.path[c.path.length - 1])).length,
    ...positionals,
    jsonFlags: draft.commands.filter((c) => c.jsonFlag).length,
    drafted_findings: counts(draft.files),
    filled_findings: counts(filled),
    score: report.score,
    project: setup?.what ?? 'an empty scratch folder',
    lost: lostPoints(report.findings),
  };
}

/** Drafted commands whose required positionals are those of their own usage line, of those that have one. */
function positionalFigures(outcome: WrapResult): { positionalsMatch: number; withUsage: number } {
  let positionalsMatch = 0;
  let withUsage = 0;
  const surface = JSON.parse(outcome.draft.files['surface.json']) as {
    verbs: Record<string, { args?: { required?: string[] } }>;
  };
  for (const c of outcome.draft.commands) {
    const page = outcome.help.pages[c.path.join(' ')];
    const line = ownUsageLine(c.path, page);
    if (!line) continue;
    withUsage++;
    // what the usage line requires (positionals and a flag's value, as `kubectl diff -f FILENAME`), at most 3
    const wanted = usagePositionals(usageTail(line, c.path)).filter((p) => p.required).length;
    if (Math.min(wanted, 3) === (surface.verbs[c.key].args?.required?.length ?? 0)) positionalsMatch++;
  }
  return { positionalsMatch, withUsage };
}

function counts(files: PackFiles): Counts {
  const pack = loadPackFromTexts(files);
  if (lintLoadedPack(pack).length) throw new Error('a draft that fails lint');
  return staticReport(pack).counts;
}

function lostPoints(findings: readonly Finding[]): string {
  const byId = new Map<string, number>();
  for (const f of findings) if (f.severity !== 'info') byId.set(f.id, (byId.get(f.id) ?? 0) + 1);
  return [...byId].map(([id, n]) => (n > 1 ? `${id}×${n}` : id)).join(' ') || '-';
}

function row(f: WrapFigures): string[] {
  const c = (x: Counts) => `${x.error}/${x.warn}/${x.info}`;
  return [
    f.cli,
    `${(f.ms / 1000).toFixed(1)} s`,
    String(f.helpRuns),
    String(f.drafted),
    `${f.verifiedLive} (+${f.fromSpec} spec)`,
    String(f.hotReads),
    `${f.positionalsMatch}/${f.withUsage}`,
    String(f.jsonFlags),
    c(f.drafted_findings),
    c(f.filled_findings),
    f.score === null ? '-' : String(f.score),
    f.lost,
  ];
}

/** The live bench: the CLIs named (else the previous issue's eleven), wrapped and fully checked here. */
export async function liveMain(only: readonly string[]) {
  const work = mkdtempSync(join(tmpdir(), 'wrap-bench-'));
  const figures: WrapFigures[] = [];
  const missing: string[] = [];
  try {
    for (const cli of only.length ? only : BENCH_CLIS) {
      if (!(await whichOnPath(cli, process.env.PATH ?? ''))) {
        missing.push(cli);
        continue;
      }
      figures.push(await measure(cli, work));
      console.error(`measured ${cli}`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const header = [
    'cli',
    'wrap',
    'help runs',
    'drafted',
    'verified live',
    'hot reads',
    'positionals = usage',
    'JSON flags',
    'findings drafted (e/w/i)',
    'after TODOs',
    'full check',
    'points lost to',
  ];
  const rows = [header, ...figures.map(row)];
  const widths = header.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows)
    console.log(
      r
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    );
  for (const f of figures)
    if (f.project !== 'an empty scratch folder') console.log(`${f.cli}'s full check ran in ${f.project}`);
  if (missing.length) console.log(`not installed here: ${missing.join(', ')}`);
  const unproven = figures.filter((f) => f.unproven > 0);
  if (unproven.length) {
    console.log(`drafted names neither in a spec nor verified live: ${unproven.map((f) => f.cli).join(', ')}`);
    process.exitCode = 1;
  }
}
