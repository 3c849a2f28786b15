/**
 * `npm run bench:wrap [-- CLI…] [--family NAME]`: drafts every captured CLI of the corpus (lib/wrap/fixtures/real,
 * written by `npm run wrap:capture`) through the whole wrap, its help replayed in-process, and prints per CLI and
 * in total (lib/bench/wrap-figures.ts): template or not, the draft's shape, commands drafted, first reads,
 * positionals against the spec and the usage line, risk against Fig's isDangerous and the vocabulary, prose names,
 * static findings and time; then the figures per family and the previous issue's eleven alone. Exits 1 when a
 * drafted name is prose or a state-changing or dangerous write is left ungated.
 *
 * `--live [CLI…]` wraps the CLIs installed here instead and runs the full check (lib/bench/wrap-live.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REAL_FIXTURES } from '../node/wrap/real-fixtures';
import { readCapture, wrapCaptured } from '../node/wrap/replay';
import { figuresOf, type CorpusFigures } from './wrap-figures';
import { liveMain } from './wrap-live';
import { CORPUS, corpusEntry, type CorpusCli } from './wrap-corpus';

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
  '≥ 2 first reads',
  'drafted',
  'args = spec',
  'args = usage',
  'ungated',
  'reads as writes',
  'prose',
  'time',
];

async function replayMain(names: readonly string[], family: string | undefined) {
  const captured = existsSync(REAL_FIXTURES)
    ? readdirSync(REAL_FIXTURES)
        .filter((f) => f.endsWith('.json.gz'))
        .map((f) => f.replace(/\.json\.gz$/, ''))
    : [];
  const wanted = names.length ? names : captured;
  const entries: CorpusCli[] = wanted
    .filter((cli) => captured.includes(cli))
    .map((cli) => corpusEntry(cli) ?? { cli, family: 'dev tool' as const })
    .filter((e) => !family || e.family === family)
    .sort((a, b) => CORPUS.indexOf(a) - CORPUS.indexOf(b));
  const missing = wanted.filter((cli) => !captured.includes(cli));
  const figures: CorpusFigures[] = [];
  for (const entry of entries) {
    const capture = readCapture(entry.cli);
    const started = performance.now();
    const outcome = await wrapCaptured(capture, { cwd: join(REAL_FIXTURES, '..') });
    const ms = Math.round(performance.now() - started);
    if (!outcome.ok) {
      console.error(`${entry.cli}: ${outcome.error}`);
      continue;
    }
    figures.push(figuresOf(entry, outcome, ms));
  }
  console.log(table([HEADER, ...figures.map(perCli)]));
  console.log('');
  const families = [...new Set(figures.map((f) => f.family))];
  console.log(
    table([
      TOTAL_HEADER,
      totals('all', figures),
      totals(
        'previous eleven',
        figures.filter((f) => f.previous),
      ),
      totals(
        'new',
        figures.filter((f) => !f.previous),
      ),
      ...families.map((fam) =>
        totals(
          fam,
          figures.filter((f) => f.family === fam),
        ),
      ),
    ]),
  );
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
  const problems = figures.flatMap((f) => [
    ...f.prose.map((n) => `${f.cli}: "${n}" is prose (in no spec, not verified live)`),
    ...f.stateUngated.map((n) => `${f.cli}: "${n}" changes state and has no confirm gate`),
    ...f.dangerousUngated.map((n) => `${f.cli}: "${n}" is dangerous (spec or help) and has no confirm gate`),
    ...f.readsAsWrites.map((n) => `${f.cli}: "${n}" reads but was drafted as a write`),
  ]);
  if (problems.length) console.log(`\n${problems.join('\n')}`);
  if (missing.length) console.log(`\nno capture (npm run wrap:capture -- NAME): ${missing.join(', ')}`);
  if (figures.some((f) => f.prose.length || f.stateUngated.length || f.dangerousUngated.length)) process.exitCode = 1;
}

const args = process.argv.slice(2);
const familyAt = args.indexOf('--family');
const family = familyAt >= 0 ? args[familyAt + 1] : undefined;
const names = args.filter((a, i) => !a.startsWith('--') && i !== familyAt + 1);
if (args.includes('--live')) await liveMain(names);
else await replayMain(names, family);
