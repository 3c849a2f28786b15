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

/**
 * Findings grouped by severity (errors first), then by file, each group in line order. The file open in the editor
 * comes first in each group, since that is where the author is working; the others follow by name.
 */
export function groupFindings(findings: readonly Finding[], firstFile?: string): SeverityGroup[] {
  const bySeverity = new Map<Severity, Map<PackFileName, Finding[]>>();
  for (const f of findings) {
    const files = bySeverity.get(f.severity) ?? new Map<PackFileName, Finding[]>();
    bySeverity.set(f.severity, files);
    files.set(f.file, [...(files.get(f.file) ?? []), f]);
  }
  const fileOrder = (a: string, b: string) => Number(b === firstFile) - Number(a === firstFile) || a.localeCompare(b);
  return [...bySeverity.entries()]
    .sort(([a], [b]) => SEVERITY_ORDER[a] - SEVERITY_ORDER[b])
    .map(([severity, files]) => ({
      severity,
      count: [...files.values()].reduce((n, list) => n + list.length, 0),
      files: [...files.entries()]
        .sort(([a], [b]) => fileOrder(a, b))
        .map(([file, list]) => ({
          file,
          findings: [...list].sort((x, y) => x.line - y.line || x.column - y.column || x.id.localeCompare(y.id)),
        })),
    }));
}

/** Which findings the panel lists: those of the open file, or all. */
export type FindingsScope = 'file' | 'all';

export function inScope(findings: readonly Finding[], scope: FindingsScope, activeFile?: string): readonly Finding[] {
  return scope === 'file' && activeFile ? findings.filter((f) => f.file === activeFile) : findings;
}

/** The panel's reading order, flattened: what F8 walks through. */
export function panelOrder(findings: readonly Finding[], firstFile?: string): Finding[] {
  return groupFindings(findings, firstFile).flatMap((g) => g.files.flatMap((f) => f.findings));
}

/**
 * The part of a fix an author pastes: its first JSON value (an object or array, with the `"key":` before it), or a
 * backquoted snippet. undefined when the fix is prose only.
 */
export function fixSnippet(fix: string): string | undefined {
  const open = fix.search(/[{[]/);
  if (open >= 0) {
    const close = balancedEnd(fix, open);
    if (close > open) {
      const key = /"[^"]+":\s*$/.exec(fix.slice(0, open));
      return (key ? key[0] : '') + fix.slice(open, close + 1);
    }
  }
  const ticked = /`([^`]{3,})`/.exec(fix);
  return ticked?.[1];
}

/** Where the bracket at `open` closes, skipping brackets inside strings; -1 when it never does. */
function balancedEnd(text: string, open: number): number {
  let depth = 0;
  let inString = false;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** A stable key for a finding across re-checks, so the selected row survives an edit that does not touch it. */
export function findingKey(f: Pick<Finding, 'id' | 'file' | 'pointer' | 'message'>): string {
  return `${f.id}|${f.file}|${f.pointer}|${f.message}`;
}

/** The finding after `currentKey` in panel order, wrapping around; the first when nothing is selected. */
export function nextFinding(
  findings: readonly Finding[],
  currentKey: string | null,
  step: 1 | -1 = 1,
  firstFile?: string,
): Finding | null {
  const order = panelOrder(findings, firstFile);
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

/** The owner and source of the engine's markers in the editor (the schema's own are Monaco's), whatever the format. */
export const MARKER_OWNER = 'packstudio';

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
    source: MARKER_OWNER,
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
  if (i >= content.length || content.trim() === '')
    return { startColumn: start, endColumn: Math.max(start + 1, trimmedEnd) };
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
