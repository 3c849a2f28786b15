import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Finding } from '../../core/finding';
import { createReport, type LayerRecord } from '../../core/report';
import { scoreRecordOf, scoreStory, type ScoreStory } from '../../core/score-story';
import { packCategories } from '../../formats';
import { openHistory } from './database';
import { MIGRATIONS } from './migrations';
import { fileHistory, hashFiles, runOf } from './record';
import { scoreOfRecord, workspaceRecords } from './score-of-record';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'packstudio-story-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const finding = (id: string, severity: Finding['severity'], category: Finding['category']): Finding => ({
  id,
  severity,
  category,
  file: 'surface.json',
  pointer: `/verbs/${id}`,
  line: 1,
  column: 1,
  message: 'm',
  fix: 'f',
  docs: `/rules/${id}`,
});

// A check that asked for probe and eval; eval could not run (the pack has no cases), as for broken-demo.
const layers: LayerRecord[] = [
  { layer: 'structure', status: 'ran' },
  { layer: 'static', status: 'ran' },
  { layer: 'probe', status: 'ran' },
  { layer: 'eval', status: 'not_run', reason: 'the pack has no hcp.eval.json (E001)' },
];
const report = createReport({
  pack_id: 'demo',
  format: 'hcp',
  scoredCategories: packCategories().map((c) => c.id),
  findings: [finding('R006', 'error', 'probe'), finding('M004', 'warn', 'manifest')],
  // Suppressed: left out of the counts and of the history's findings, still counted by the spec score.
  suppressed: [{ finding: finding('P004', 'warn', 'policy'), reason: 'the CLI never prompts' }],
  layers,
});
const files = hashFiles({ 'surface.json': '{}', 'HARNESS.md': '# demo' });

/** The figures every place shows. */
const figures = ({ score, grade, counts, line, verdict, full }: ScoreStory) => ({
  score,
  grade,
  counts,
  line,
  verdict,
  full,
});

describe('one score story, right after a check and after a reload', () => {
  it('the header, the dashboard, the workspace row, the breakdown and the sparkline read equal figures from one record', async () => {
    const rightAfter = figures(scoreStory(scoreRecordOf(report, packCategories())));
    expect(rightAfter).toEqual({
      score: 80,
      grade: 'D',
      counts: { error: 1, warn: 1, info: 0 },
      line: 'Score 80/100: probe −12 (R006), static −8 (M004, P004); eval did not run.',
      verdict: { ready: false, label: 'Not ready' },
      full: true,
    });

    const history = fileHistory(join(dir, 'history.db'));
    const recorded = await history.record(runOf(report, { pack: 'demo', source: 'studio', files }));
    if (!recorded.ok) throw new Error(recorded.error);
    const reload = await history.read(null, async (runs) => ({
      // The header and the dashboard's record card (the score of record action).
      header: (await scoreOfRecord(runs, 'demo', files)).last!.record,
      // The workspace row.
      row: (await workspaceRecords(runs, new Map([['demo', files]]))).get('demo')!.record,
      // The history's run.
      run: (await runs.getRun(recorded.id))!.record,
      sparkline: (await runs.recentScores(20, { full: true })).demo,
    }));
    if (!reload.ok || !reload.value) throw new Error('the history did not answer');
    const { header, row, run, sparkline } = reload.value;
    expect(figures(scoreStory(header))).toEqual(rightAfter);
    expect(figures(scoreStory(row))).toEqual(rightAfter);
    expect(figures(scoreStory(run))).toEqual(rightAfter);
    expect(sparkline.at(-1)).toBe(rightAfter.score);
  });

  it('reads a run recorded before records were kept (schema 2) from its columns and findings, and migrates its "full"', async () => {
    const path = join(dir, 'old.db');
    const old = openHistory(path, MIGRATIONS.slice(0, 2));
    old
      .prepare(
        `INSERT INTO runs (pack, format, source, at, score, grade, errors, warnings, infos, layers)
         VALUES ('demo', 'hcp', 'cli', 1, 84, 'D', 1, 1, 0, '["structure","static","probe","eval"]')`,
      )
      .run();
    old.prepare("INSERT INTO run_files (run_id, file, sha256) VALUES (1, 'surface.json', 'x')").run();
    const insert = old.prepare(
      `INSERT INTO findings (run_id, seq, rule_id, severity, category, file, pointer, line, col, message, fix, docs)
       VALUES (1, ?, ?, ?, ?, 'surface.json', '/', 1, 1, 'm', 'f', '/rules/x')`,
    );
    insert.run(0, 'R006', 'error', 'probe');
    insert.run(1, 'M004', 'warn', 'manifest');
    old.close();

    const read = await fileHistory(path).read(null, (runs) => scoreOfRecord(runs, 'demo', { 'surface.json': 'x' }));
    if (!read.ok || !read.value?.last) throw new Error('the old run was not read as the score of record');
    expect(figures(scoreStory(read.value.last.record))).toMatchObject({
      score: 84,
      grade: 'D',
      counts: { error: 1, warn: 1, info: 0 },
      line: 'Score 84/100: probe −12 (R006), static −4 (M004).',
      full: true,
    });
  });
});
