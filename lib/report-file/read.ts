import { isRecord } from '../core/guards';
import type { Report, ReportSections } from '../core/report';
import type { ReportSection, SectionsOf } from '../report/formatters/section-view';
import { ReportSchema } from './schema';

export type ReadReportResult = { ok: true; report: Report } | { ok: false; error: string };

const MAX_ISSUES_SHOWN = 3;

/**
 * A JSON report file's text, made anywhere (CLI, CI, the studio's download), as a Report; or one message that says
 * why it cannot be read: damaged JSON, not a report at all, or a report of another version of the tool.
 */
export function readReport(text: string, name: string, sectionsOf: SectionsOf): ReadReportResult {
  const parsed = parseJson(text, name);
  if (!parsed.ok) return parsed;
  // The many-pack object `check DIR… --json` prints: say so, rather than that it is no report at all.
  const set = isRecord(parsed.value) && Array.isArray(parsed.value.reports) ? parsed.value.reports : null;
  if (set)
    return {
      ok: false,
      error: `${name} holds the reports of ${set.length} pack${set.length === 1 ? '' : 's'} (\`packstudio check DIR… --json\`); open one pack's report, as \`packstudio check DIR --json\` writes it.`,
    };
  return reportFromJson(parsed.value, name, sectionsOf);
}

export type ReadReportsResult = { ok: true; reports: Report[] } | { ok: false; error: string };

/**
 * A JSON report file of one pack or of several: a Report, `check DIR…`'s `{ "reports": [...] }`, or an array of
 * Reports. Each report is read as readReport reads one; the first that cannot be says which it is.
 */
export function readReports(text: string, name: string, sectionsOf: SectionsOf): ReadReportsResult {
  const parsed = parseJson(text, name);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  const list = Array.isArray(value) ? value : isRecord(value) && Array.isArray(value.reports) ? value.reports : null;
  if (list === null) {
    const one = reportFromJson(value, name, sectionsOf);
    return one.ok ? { ok: true, reports: [one.report] } : one;
  }
  const reports: Report[] = [];
  for (const [i, item] of list.entries()) {
    const one = reportFromJson(item, `${name} (report ${i + 1})`, sectionsOf);
    if (!one.ok) return one;
    reports.push(one.report);
  }
  return { ok: true, reports };
}

/** The file's JSON, or why it is damaged. */
export function parseJson(text: string, name: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `${name} is not valid JSON, so it is damaged or cut short (${reason}).` };
  }
}

/**
 * A report as a check wrote it, validated like reportFromJson but handed back untouched (every key, in its order,
 * `quickFix` edits included): `packstudio merge` prints exactly what each shard's check printed.
 */
export function reportAsWritten(value: unknown, name: string, sectionsOf: SectionsOf): ReadReportResult {
  const read = reportFromJson(value, name, sectionsOf);
  // Its sections as read, for the formatters that draw them; the JSON formatter writes them back in their places.
  return read.ok ? { ok: true, report: { ...(value as Report), sections: read.report.sections } } : read;
}

export function reportFromJson(value: unknown, name: string, sectionsOf: SectionsOf): ReadReportResult {
  if (!isRecord(value) || !Array.isArray(value.findings))
    return {
      ok: false,
      error: `${name} is not a Pack Studio report: expected a JSON object with a "findings" list, as \`packstudio check --json\` writes.`,
    };
  const parsed = ReportSchema.safeParse(value);
  if (!parsed.success) return otherVersion(name, parsed.error);
  const sections = readSections(value, sectionsOf(parsed.data.format));
  if (!sections.ok) return otherVersion(name, sections.error);
  const { scoreAfterSuppressions, gradeAfterSuppressions, ...rest } = parsed.data;
  // Reports from before suppressions: nothing was suppressed, so the score after them is the spec score.
  return {
    ok: true,
    report: {
      ...rest,
      sections: sections.sections,
      scoreAfterSuppressions: scoreAfterSuppressions === undefined ? rest.score : scoreAfterSuppressions,
      gradeAfterSuppressions: gradeAfterSuppressions === undefined ? rest.grade : gradeAfterSuppressions,
    } as Report,
  };
}

/**
 * A report's sections, each validated by the schema its format declares: found under `sections`, else at the top
 * level (as the JSON report writes them, and every report before sections were the format's). A format this studio
 * does not have keeps what its report carries under `sections`, unread.
 */
function readSections(
  value: Record<string, unknown>,
  declared: readonly ReportSection[] | undefined,
): { ok: true; sections: ReportSections } | { ok: false; error: Issues } {
  const stored = isRecord(value.sections) ? value.sections : null;
  if (!declared) return { ok: true, sections: stored ?? {} };
  const from = stored ?? value;
  const sections: ReportSections = {};
  for (const section of declared) {
    if (!(section.id in from)) continue;
    const parsed = section.schema.safeParse(from[section.id]);
    if (!parsed.success) return { ok: false, error: prefixed(parsed.error, section.id) };
    sections[section.id] = parsed.data;
  }
  return { ok: true, sections };
}

/** What a schema found wrong, each issue with its path from the report's top. */
interface Issues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** A section's issues with their path from the report's top (`probes.0.argv`), as the core fields' read. */
function prefixed(error: Issues, key: string): Issues {
  return { issues: error.issues.map((issue) => ({ ...issue, path: [key, ...issue.path] })) };
}

function otherVersion(name: string, error: Issues): { ok: false; error: string } {
  const issues = error.issues
    .slice(0, MAX_ISSUES_SHOWN)
    .map((i) => `${i.path.map(String).join('.') || '(top level)'}: ${i.message}`);
  const more = error.issues.length > MAX_ISSUES_SHOWN ? ` (and ${error.issues.length - MAX_ISSUES_SHOWN} more)` : '';
  return {
    ok: false,
    error: `${name} looks like a report, but not one this version of Pack Studio can read (made by another version, or edited): ${issues.join('; ')}${more}.`,
  };
}
