import { categoryOfId, type CategoryInfo } from '../core/categories';
import { docsUrl, type Finding } from '../core/finding';
import { isRecord } from '../core/guards';
import {
  allPackFindings,
  createReport,
  type LayerName,
  type Report,
  type Suppression,
  type SuppressedFinding,
  type UnmatchedSuppression,
} from '../core/report';
import { unparsedFiles } from '../core/unparsed';
import { SUPPRESSIONS_FILE } from '../core/suppressions-file';
import { pointer } from '../json/pointer';
import { schemaProblems } from '../json/schema-problems';
import { JsonSource } from '../json/source';
import { INVALID_SUPPRESSIONS_ID, UNMATCHED_SUPPRESSION_ID } from './rules';
import { suppressionsSchemas } from './schema';

/** An entry of packstudio.json that can apply, with where it is in the file. */
export interface SuppressionEntry extends Suppression {
  /** `/suppressions/2` */
  entry: string;
  line: number;
  column: number;
}

export interface ReadSuppressions {
  entries: SuppressionEntry[];
  /** packstudio.json's own findings: it does not parse, or an entry is malformed (that entry then suppresses nothing). */
  findings: Finding[];
}

/** A finding on packstudio.json itself, at a pointer and its line and column. */
function fileFinding(
  at: { pointer: string; line: number; column: number },
  id: string,
  severity: Finding['severity'],
  message: string,
  fix: string,
): Finding {
  return { id, severity, category: 'structure', file: SUPPRESSIONS_FILE, ...at, message, fix, docs: docsUrl(id) };
}

const located = (source: JsonSource, at: string) => ({ pointer: at, ...source.locate(at) });

/**
 * packstudio.json's text read as suppressions of a pack whose format has `files`; never throws. A malformed entry
 * (one naming a file the format does not have included) is a finding and applies to nothing.
 */
export function readSuppressions(text: string, files: readonly string[]): ReadSuppressions {
  const schemas = suppressionsSchemas(files);
  const source = new JsonSource(text);
  if (source.error)
    return {
      entries: [],
      findings: [
        fileFinding(
          located(source, ''),
          INVALID_SUPPRESSIONS_ID,
          'error',
          `packstudio.json does not parse: ${source.error.message}; no suppression applies until it does.`,
          source.error.remedy?.fix ?? `Correct the JSON at line ${source.error.line}, column ${source.error.column}.`,
        ),
      ],
    };
  const findings = schemaProblems(schemas.file, source.value, { rootName: 'packstudio.json', max: 100 }).map((p) => {
    // The reason is the one field a reviewer reads: say so in words, not as the schema's pattern.
    const problem = /^\/suppressions\/\d+\/reason$/.test(p.pointer)
      ? {
          message: 'the reason is missing or blank; every suppression needs one a reviewer can read.',
          fix: 'Write why the finding stays in "reason".',
        }
      : p;
    const entryNote = /^\/suppressions\/\d+/.test(p.pointer) ? ' This entry suppresses nothing until it is fixed.' : '';
    return fileFinding(
      located(source, p.pointer),
      INVALID_SUPPRESSIONS_ID,
      'error',
      `packstudio.json${p.pointer ? ` ${p.pointer}` : ''}: ${problem.message}${entryNote}`,
      problem.fix,
    );
  });
  const list =
    isRecord(source.value) && Array.isArray(source.value.suppressions) ? (source.value.suppressions as unknown[]) : [];
  const entries = list.flatMap((raw, i): SuppressionEntry[] => {
    const parsed = schemas.entry.safeParse(raw);
    if (!parsed.success) return [];
    const entry = pointer('suppressions', i);
    return [{ ...parsed.data, entry, ...source.locate(entry) }];
  });
  return { entries, findings };
}

/** Same finding, whatever its line: id + file + pointer, as `check --baseline` matches, so a finding that moved stays suppressed. */
export function suppresses(
  s: Pick<Suppression, 'id' | 'file' | 'pointer'>,
  f: Pick<Suppression, 'id' | 'file' | 'pointer'>,
): boolean {
  return s.id === f.id && s.file === f.file && s.pointer === f.pointer;
}

/** What applying suppressions needs to know of the pack's format and of the run. */
export interface SuppressionScope {
  /**
   * The format's categories (lib/formats/<id>/categories.ts): the layer that reports an entry's id, by its prefix.
   * An entry whose layer did not run this time cannot be called unmatched.
   */
  categories: readonly Pick<CategoryInfo, 'prefix' | 'layer'>[];
  /** The format's pack files (packstudio.json aside): the ones an entry may name. */
  files: readonly string[];
  /** The caller knows the check read less than the pack (a file it checks did not parse). */
  partial?: boolean;
}

function couldMatch(report: Pick<Report, 'layers'>, entry: Suppression, scope: SuppressionScope): boolean {
  if (scope.partial) return false;
  const layer: LayerName | undefined = categoryOfId(scope.categories, entry.id)?.layer;
  const record = layer ? report.layers.find((l) => l.layer === layer) : undefined;
  return record === undefined || record.status === 'ran';
}

/**
 * The report with packstudio.json applied (`text` undefined: the pack has none). Pure, and idempotent: the findings
 * are taken from the report before any earlier suppression. A matched finding moves to `suppressed` with the entry's
 * reason; an entry that matches nothing becomes an L-unmatched_suppression warning on its line of packstudio.json,
 * unless the layer that reports its id did not run (a live static check never calls a probe suppression stale) or a
 * pack file does not parse (the rules that read it were skipped; `partial` says so where lint's finding does not). The
 * spec score keeps counting every pack finding.
 */
export function applySuppressions(report: Report, text: string | undefined, scope: SuppressionScope): Report {
  const findings = allPackFindings(report);
  const read: ReadSuppressions =
    text === undefined ? { entries: [], findings: [] } : readSuppressions(text, scope.files);
  const suppressed: SuppressedFinding[] = [];
  const active: Finding[] = [];
  for (const f of findings) {
    const by = read.entries.find((s) => suppresses(s, f));
    if (by) suppressed.push({ finding: f, reason: by.reason });
    else active.push(f);
  }
  const partial = scope.partial === true || unparsedFiles(findings).length > 0;
  const unmatched: UnmatchedSuppression[] = read.entries
    .filter((s) => !findings.some((f) => suppresses(s, f)) && couldMatch(report, s, { ...scope, partial }))
    .map(({ id, file, pointer: ptr, reason, entry }) => ({ id, file, pointer: ptr, reason, entry }));
  const unmatchedFindings = unmatched.map((u) => {
    const { line, column } = read.entries.find((e) => e.entry === u.entry)!;
    return fileFinding(
      { pointer: u.entry, line, column },
      UNMATCHED_SUPPRESSION_ID,
      'warn',
      `suppression of ${u.id} ${u.file} ${u.pointer || '(the whole file)'} matches no finding`,
      `Remove the entry from packstudio.json if ${u.id} was fixed, or correct its id, file or pointer to the finding it meant.`,
    );
  });
  return createReport({
    pack_id: report.pack_id,
    format: report.format,
    // A report's `ready` is null exactly when its format (or run) does not score; its categories are the ones scored
    // (none while a file does not parse, which suppressions do not change).
    scoredCategories: report.ready === null ? null : Object.keys(report.categories ?? {}),
    findings: [...active, ...read.findings, ...unmatchedFindings],
    suppressed,
    unmatchedSuppressions: unmatched,
    layers: report.layers,
    sections: report.sections,
    workdir: report.workdir,
  });
}
