import { SEVERITY_ORDER, type Finding, type PackFileName, type Severity } from '../core/finding';

export interface FileGroup {
  file: PackFileName;
  findings: Finding[];
}

export interface SeverityGroup {
  severity: Severity;
  count: number;
  files: FileGroup[];
}

export const SEVERITY_LABEL: Record<Severity, string> = { error: 'Errors', warn: 'Warnings', info: 'Info' };

/** Findings grouped by severity (errors first), then by file, each group in line order. */
export function groupFindings(findings: readonly Finding[]): SeverityGroup[] {
  const bySeverity = new Map<Severity, Map<PackFileName, Finding[]>>();
  for (const f of findings) {
    const files = bySeverity.get(f.severity) ?? new Map<PackFileName, Finding[]>();
    bySeverity.set(f.severity, files);
    files.set(f.file, [...(files.get(f.file) ?? []), f]);
  }
  return [...bySeverity.entries()]
    .sort(([a], [b]) => SEVERITY_ORDER[a] - SEVERITY_ORDER[b])
    .map(([severity, files]) => ({
      severity,
      count: [...files.values()].reduce((n, list) => n + list.length, 0),
      files: [...files.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([file, list]) => ({ file, findings: [...list].sort((x, y) => x.line - y.line || x.column - y.column || x.id.localeCompare(y.id)) })),
    }));
}

/** The panel's reading order, flattened: what F8 walks through. */
export function panelOrder(findings: readonly Finding[]): Finding[] {
  return groupFindings(findings).flatMap((g) => g.files.flatMap((f) => f.findings));
}

/** A stable key for a finding across re-checks, so the selected row survives an edit that does not touch it. */
export function findingKey(f: Pick<Finding, 'id' | 'file' | 'pointer' | 'message'>): string {
  return `${f.id}|${f.file}|${f.pointer}|${f.message}`;
}

/** The finding after `currentKey` in panel order, wrapping around; the first when nothing is selected. */
export function nextFinding(findings: readonly Finding[], currentKey: string | null, step: 1 | -1 = 1): Finding | null {
  const order = panelOrder(findings);
  if (!order.length) return null;
  const at = currentKey === null ? -1 : order.findIndex((f) => findingKey(f) === currentKey);
  if (at === -1) return step === 1 ? order[0] : order[order.length - 1];
  return order[(at + step + order.length) % order.length];
}

export function countBySeverity(findings: readonly Finding[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warn: 0, info: 0 };
  for (const f of findings) counts[f.severity]++;
  return counts;
}

/** Monaco marker severities: Error 8, Warning 4, Info 2. */
const MARKER_SEVERITY: Record<Severity, 8 | 4 | 2> = { error: 8, warn: 4, info: 2 };

export interface MarkerData {
  severity: 8 | 4 | 2;
  message: string;
  source: string;
  code: string;
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
}

export interface LineSource {
  getLineCount(): number;
  getLineContent(line: number): string;
}

/**
 * A finding as a Monaco marker. The engine gives a start; the marker runs to the end of the token there
 * (a JSON string, a word) or, at a line start, over the line's text, so the squiggle is visible but not noisy.
 */
export function toMarker(f: Finding, lines: LineSource): MarkerData {
  const line = Math.min(Math.max(1, f.line), Math.max(1, lines.getLineCount()));
  const content = lines.getLineContent(line);
  const start = Math.min(Math.max(1, f.column), content.length + 1);
  const { startColumn, endColumn } = tokenRange(content, start);
  return {
    severity: MARKER_SEVERITY[f.severity],
    message: `${f.message}\nFix: ${f.fix}`,
    source: 'hcp',
    code: f.id,
    startLineNumber: line,
    startColumn,
    endLineNumber: line,
    endColumn,
  };
}

function tokenRange(content: string, start: number): { startColumn: number; endColumn: number } {
  const i = start - 1;
  const trimmedEnd = content.replace(/[\s,]+$/, '').length + 1;
  if (i >= content.length || content.trim() === '') return { startColumn: start, endColumn: Math.max(start + 1, trimmedEnd) };
  if (content[i] === '"') {
    let j = i + 1;
    while (j < content.length && content[j] !== '"') j += content[j] === '\\' ? 2 : 1;
    return { startColumn: start, endColumn: Math.min(content.length, j + 1) + 1 };
  }
  if (/\s/.test(content[i]) || i === 0 || content[i] === '{' || content[i] === '[') {
    const first = content.search(/\S/) + 1;
    return { startColumn: Math.max(start, first), endColumn: Math.max(Math.max(start, first) + 1, trimmedEnd) };
  }
  const rest = content.slice(i).match(/^[^\s,:}\]]+/);
  return { startColumn: start, endColumn: start + Math.max(1, rest ? rest[0].length : 1) };
}
