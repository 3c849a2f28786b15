/**
 * `npm run bench:wrap [-- CLI…] [--family NAME]`: drafts every captured CLI of the corpus (lib/wrap/fixtures/real,
 * written by `npm run wrap:capture`) through the whole wrap, its help replayed in-process, and prints per CLI and
 * in total (lib/bench/wrap-figures.ts): template or not, the draft's shape, commands drafted, first reads,
 * positionals against the spec and the usage line, risk against Fig's isDangerous and the vocabulary, prose names,
 * static findings and time; then the figures per family and the previous issue's eleven alone. Exits 1 when a
 * drafted name is prose or a state-changing or dangerous write is left ungated.
 *
 * The held-out sets (wrap-corpus.ts HELD_OUT_SETS: HELD_OUT … HELD_OUT_5, lib/wrap/fixtures/held-out and
 * held-out-<n>) follow, in tables of their own;
 * `--held-out [CLI…]` prints only them.
 *
 * `--writes` adds every drafted write without a confirm gate, per CLI with its help's description: the list a
 * person reads for a state change the vocabulary does not yet gate.
 *
 * `--introspect [CLI…]` measures framework introspection live (lib/bench/wrap-introspect.ts).
 *
 * `--live [CLI…]` wraps the CLIs installed here instead and runs the full check (lib/bench/wrap-live.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REAL_FIXTURES } from '../node/wrap/real-fixtures';
import { readCapture, wrapCaptured } from '../node/wrap/replay';
import { figuresOf, type CorpusFigures } from './wrap-figures';
import { introspectMain } from './wrap-introspect';
import { liveMain } from './wrap-live';
import { CORPUS, corpusEntry, HELD_OUT_SETS, type CorpusCli } from './wrap-corpus';

const pct = (n: number, d: number) => (d ? `${Math.round((100 * n) / d)} %` : '-');

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function perCli(f: CorpusFigures): string[] {
  const c = f.findings;
  return [
    f.cli,
    f.family,
    f.hasCommands ? 'yes' : 'no',
    f.template ? 'TEMPLATE' : f.shape,
    String(f.drafted),
    String(f.firstReads),
    `${f.positionalsSpec.match}/${f.positionalsSpec.of}`,
    `${f.positionalsUsage.match}/${f.positionalsUsage.of}`,
    String(f.dangerousUngated.length + f.stateUngated.length),
    String(f.readsAsWrites.length),
    String(f.prose.length),
    String(f.jsonFlags),
    c.error < 0 ? 'lint!' : `${c.error}/${c.warn}/${c.info}`,
    `${f.ms} ms`,
  ];
}

const HEADER = [
  'cli',
  'family',
  'has cmds',
  'draft',
  'drafted',
  'first reads',
  'args = spec',
  'args = usage',
  'ungated',
  'reads as writes',
  'prose',
  'JSON',
  'findings e/w/i',
  'time',
];

/** The totals the issue asks for, over a set of CLIs. */
function totals(label: string, figures: readonly CorpusFigures[]): string[] {
  const withCommands = figures.filter((f) => f.hasCommands);
  const templates = withCommands.filter((f) => f.template).length;
  const hot = withCommands.filter((f) => f.firstReads >= 2).length;
  const sum = (pick: (f: CorpusFigures) => number) => figures.reduce((n, f) => n + pick(f), 0);
  const spec = { match: sum((f) => f.positionalsSpec.match), of: sum((f) => f.positionalsSpec.of) };
  const usage = { match: sum((f) => f.positionalsUsage.match), of: sum((f) => f.positionalsUsage.of) };
  return [
    label,
    String(figures.length),
    `${templates}/${withCommands.length} (${pct(templates, withCommands.length)})`,
    `${figures.filter((f) => f.template).length}`,
    // a CLI with commands of its own that drafted none of them (the honest one-line path, but a miss)
    `${withCommands.filter((f) => f.shape === 'none' || f.shape === 'invocations').length}/${withCommands.length}`,
    `${hot}/${withCommands.length} (${pct(hot, withCommands.length)})`,
    String(sum((f) => f.drafted)),
    `${spec.match}/${spec.of}`,
    `${usage.match}/${usage.of}`,
    String(sum((f) => f.dangerousUngated.length + f.stateUngated.length)),
    String(sum((f) => f.readsAsWrites.length)),
    String(sum((f) => f.prose.length)),
    `${(sum((f) => f.ms) / 1000).toFixed(1)} s`,
  ];
}

const TOTAL_HEADER = [
  'set',
  'CLIs',
  'template (of CLIs with commands)',
  'template (all)',
  'none found (of CLIs with commands)',
  '≥ 2 first reads',
  'drafted',
  'args = spec',
  'args = usage',
  'ungated',
  'reads as writes',
  'prose',
  'time',
];

/** The captured CLIs of a fixture folder, by name. */
function capturedIn(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json.gz'))
        .map((f) => f.replace(/\.json\.gz$/, ''))
    : [];
}

/** Each entry drafted through the whole wrap from its capture in `dir`, replayed in-process. */
async function draftAll(entries: readonly CorpusCli[], dir: string): Promise<CorpusFigures[]> {
  const figures: CorpusFigures[] = [];
  for (const entry of entries) {
    const capture = readCapture(entry.cli, dir);
    const started = performance.now();
    const outcome = await wrapCaptured(capture, { cwd: join(dir, '..') });
    const ms = Math.round(performance.now() - started);
    if (!outcome.ok) {
      console.error(`${entry.cli}: ${outcome.error}`);
      continue;
    }
    figures.push(figuresOf(entry, outcome, ms));
  }
  return figures;
}

/** The per-CLI table, then the totals: in all, and per group. */
function report(figures: readonly CorpusFigures[], groups: [string, CorpusFigures[]][]): void {
  console.log(table([HEADER, ...figures.map(perCli)]));
  console.log('');
  console.log(table([TOTAL_HEADER, ...groups.map(([label, group]) => totals(label, group))]));
}

function problemsOf(figures: readonly CorpusFigures[]): string[] {
  return figures.flatMap((f) => [
    ...f.prose.map((n) => `${f.cli}: "${n}" is prose (in no spec, not verified live)`),
    ...f.stateUngated.map((n) => `${f.cli}: "${n}" changes state and has no confirm gate`),
    ...f.dangerousUngated.map((n) => `${f.cli}: "${n}" is dangerous (spec or help) and has no confirm gate`),
    ...f.readsAsWrites.map((n) => `${f.cli}: "${n}" reads but was drafted as a write`),
  ]);
}

const failing = (figures: readonly CorpusFigures[]) =>
  figures.some((f) => f.prose.length || f.stateUngated.length || f.dangerousUngated.length);

async function replayMain(names: readonly string[], family: string | undefined, heldOutOnly: boolean, writes: boolean) {
  const captured = capturedIn(REAL_FIXTURES);
  const wanted = heldOutOnly ? [] : names.length ? names : captured;
  const entries: CorpusCli[] = wanted
    .filter((cli) => captured.includes(cli))
    .map((cli) => corpusEntry(cli) ?? { cli, family: 'dev tool' as const })
    .filter((e) => !family || e.family === family)
    .sort((a, b) => CORPUS.indexOf(a) - CORPUS.indexOf(b));
  const missing = wanted.filter((cli) => !captured.includes(cli));
  const figures = await draftAll(entries, REAL_FIXTURES);
  if (figures.length) {
    const families = [...new Set(figures.map((f) => f.family))];
    report(figures, [
      ['all', figures],
      ['previous eleven', figures.filter((f) => f.previous)],
      ['new', figures.filter((f) => !f.previous)],
      ...families.map((fam): [string, CorpusFigures[]] => [fam, figures.filter((f) => f.family === fam)]),
    ]);
  }
  const previous = figures.filter((f) => f.previous);
  if (previous.length) {
    console.log(
      "\nThe previous issue's eleven, in its own columns (hot reads: status, list, ls, show, get, describe, ps, images, logs, log, plan, diff):",
    );
    console.log(
      table([
        ['cli', 'drafted', 'verified live (spec)', 'hot reads', 'args = usage', 'JSON flags', 'drafted e/w/i'],
        ...previous.map((f) => [
          f.cli,
          String(f.drafted),
          `${f.verifiedLive} (${f.fromSpec})`,
          String(f.hotReads),
          `${f.positionalsUsage.match}/${f.positionalsUsage.of}`,
          String(f.jsonFlags),
          `${f.findings.error}/${f.findings.warn}/${f.findings.info}`,
        ]),
      ]),
    );
  }
  // the held-out sets (never taught), apart from the corpus: with no names given, or --held-out
  const held: CorpusFigures[] = [];
  const sets: [string, CorpusFigures[]][] = [['corpus', figures]];
  for (const set of HELD_OUT_SETS) {
    const heldCaptured = capturedIn(set.dir);
    const heldWanted = heldOutOnly && names.length ? names : names.length ? [] : heldCaptured;
    const drafted = await draftAll(
      set.entries.filter(
        (e) => heldWanted.includes(e.cli) && heldCaptured.includes(e.cli) && (!family || e.family === family),
      ),
      set.dir,
    );
    if (!drafted.length) continue;
    console.log(`\n${set.title}:`);
    const families = [...new Set(drafted.map((f) => f.family))];
    report(drafted, [
      [set.label, drafted],
      ...families.map((fam): [string, CorpusFigures[]] => [fam, drafted.filter((f) => f.family === fam)]),
    ]);
    held.push(...drafted);
    sets.push([set.label, drafted]);
  }
  if (writes) {
    console.log('\nWrites without a confirm gate (read them for a state change left ungated):');
    for (const f of [...figures, ...held]) for (const w of f.plainWrites) console.log(`  ${f.cli} ${w}`);
    const count = (fs: CorpusFigures[]) => fs.reduce((n, f) => n + f.plainWrites.length, 0);
    console.log(`Per set: ${sets.map(([label, fs]) => `${label} ${count(fs)}`).join(', ')}`);
  }
  const problems = [...problemsOf(figures), ...problemsOf(held).map((p) => `held out: ${p}`)];
  if (problems.length) console.log(`\n${problems.join('\n')}`);
  if (missing.length) console.log(`\nno capture (npm run wrap:capture -- NAME): ${missing.join(', ')}`);
  if (failing(figures) || failing(held)) process.exitCode = 1;
}

const args = process.argv.slice(2);
const familyAt = args.indexOf('--family');
const family = familyAt >= 0 ? args[familyAt + 1] : undefined;
const names = args.filter((a, i) => !a.startsWith('--') && (familyAt < 0 || i !== familyAt + 1));
if (args.includes('--live')) await liveMain(names);
else if (args.includes('--introspect')) await introspectMain(names);
else await replayMain(names, family, args.includes('--held-out'), args.includes('--writes'));
