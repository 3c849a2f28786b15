import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Test helper (vitest and e2e): Microsoft's SARIF Multitool (a native binary in node_modules), run with argv, never through a shell. */
const multitool = createRequire(import.meta.url)('@microsoft/sarif-multitool') as string;

/** The notes we decline on purpose (README "Output formats"): message ids, VCS provenance, local help URIs, the spec's ids, snippets. */
export const DECLINED_NOTES = ['SARIF2002', 'SARIF2003', 'SARIF2006', 'SARIF2009', 'SARIF2010', 'SARIF2011'];

export interface MultitoolVerdict {
  status: number | null;
  output: string;
  results: { ruleId: string; level?: string }[];
}

/** What the Multitool says of a SARIF log, every level asked for. */
export function validateSarif(text: string): MultitoolVerdict {
  const work = mkdtempSync(join(tmpdir(), 'packstudio-multitool-'));
  try {
    const input = join(work, 'log.sarif');
    const output = join(work, 'validation.sarif');
    writeFileSync(input, text);
    const r = spawnSync(
      multitool,
      ['validate', input, '-o', output, '--level', 'Error;Warning;Note', '--log', 'ForceOverwrite'],
      { encoding: 'utf8', timeout: 60_000 },
    );
    if (r.error) throw r.error;
    const results =
      r.status === 0
        ? ((JSON.parse(readFileSync(output, 'utf8')) as { runs: { results?: MultitoolVerdict['results'] }[] }).runs[0]!
            .results ?? [])
        : [];
    return { status: r.status, output: r.stdout + r.stderr, results };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The findings of a verdict that are not clean: any error or warning, any note we do not decline on purpose. */
export function sarifProblems(verdict: MultitoolVerdict): MultitoolVerdict['results'] {
  return verdict.results.filter(
    (x) => x.level === 'error' || x.level === 'warning' || !DECLINED_NOTES.includes(x.ruleId),
  );
}
