import { describe, expect, it } from 'vitest';
import type { Finding } from '../core/finding';
import {
  countBySeverity,
  findingKey,
  fixSnippet,
  groupFindings,
  inScope,
  nextFinding,
  panelOrder,
  toMarker,
} from './findings';

const f = (id: string, severity: Finding['severity'], file: Finding['file'], line: number, column = 1): Finding => ({
  id,
  severity,
  category: 'manifest',
  file,
  pointer: `/p/${id}`,
  line,
  column,
  message: `m ${id}`,
  fix: `fix ${id}`,
  docs: `/rules/${id}`,
});

const findings = [
  f('W1', 'warn', 'surface.json', 9),
  f('E2', 'error', 'surface.json', 3),
  f('E1', 'error', 'policy.json', 1),
  f('I1', 'info', 'HARNESS.md', 2),
  f('E3', 'error', 'policy.json', 7),
];

describe('groupFindings', () => {
  it('groups by severity (errors first), then file, each in line order', () => {
    const groups = groupFindings(findings);
    expect(groups.map((g) => [g.severity, g.count])).toEqual([
      ['error', 3],
      ['warn', 1],
      ['info', 1],
    ]);
    expect(groups[0].files.map((x) => [x.file, x.findings.map((y) => y.id)])).toEqual([
      ['policy.json', ['E1', 'E3']],
      ['surface.json', ['E2']],
    ]);
  });
  it('is empty for no findings', () => expect(groupFindings([])).toEqual([]));
});

describe('nextFinding (F8)', () => {
  it('walks the panel order and wraps around', () => {
    expect(panelOrder(findings).map((x) => x.id)).toEqual(['E1', 'E3', 'E2', 'W1', 'I1']);
    expect(nextFinding(findings, null)?.id).toBe('E1');
    expect(nextFinding(findings, findingKey(findings[2]))?.id).toBe('E3');
    expect(nextFinding(findings, findingKey(findings[3]))?.id).toBe('E1');
    expect(nextFinding(findings, findingKey(findings[2]), -1)?.id).toBe('I1');
  });
  it('starts over when the selected finding is gone, and answers null with no findings', () => {
    expect(nextFinding(findings, 'gone', 1)?.id).toBe('E1');
    expect(nextFinding([], null)).toBeNull();
  });
});

describe('toMarker', () => {
  const lines = (text: string) => ({
    getLineCount: () => text.split('\n').length,
    getLineContent: (n: number) => text.split('\n')[n - 1],
  });
  it('covers the JSON string at the finding', () => {
    const m = toMarker(f('E', 'error', 'surface.json', 2, 17), lines('{\n      "policy": "readx"\n}'));
    expect(m).toMatchObject({ severity: 8, code: 'E', startLineNumber: 2, startColumn: 17, endColumn: 24 });
    expect(m.message).toContain('Fix: fix E');
  });
  it('covers a line from its first non-blank character when the finding starts the line', () => {
    const m = toMarker(f('W', 'warn', 'HARNESS.md', 1, 1), lines('  ## Anti-patterns'));
    expect(m).toMatchObject({ severity: 4, startColumn: 3, endColumn: 19 });
  });
  it('clamps lines and columns past the end of the text', () => {
    const m = toMarker(f('I', 'info', 'surface.json', 40, 99), lines('{}'));
    expect(m).toMatchObject({ severity: 2, startLineNumber: 1, startColumn: 3 });
    expect(m.endColumn).toBeGreaterThan(m.startColumn);
  });
});

it('countBySeverity', () => expect(countBySeverity(findings)).toEqual({ error: 3, warn: 1, info: 1 }));

describe('the open file first, scope and fix snippets', () => {
  const f = (id: string, file: Finding['file'], line: number): Finding => ({
    id,
    severity: 'warn',
    category: 'manifest',
    file,
    pointer: '',
    line,
    column: 1,
    message: id,
    fix: '',
    docs: '',
  });
  const list = [f('A', 'HARNESS.md', 3), f('B', 'surface.json', 1), f('C', 'policy.json', 2)];

  it('puts the open file first in each severity, the rest by name', () => {
    expect(panelOrder(list).map((x) => x.id)).toEqual(['A', 'C', 'B']);
    expect(panelOrder(list, 'surface.json').map((x) => x.id)).toEqual(['B', 'A', 'C']);
    expect(nextFinding(list, null, 1, 'policy.json')?.id).toBe('C');
  });

  it('"This file" keeps only the open file\'s findings', () => {
    expect(inScope(list, 'file', 'policy.json').map((x) => x.id)).toEqual(['C']);
    expect(inScope(list, 'all', 'policy.json')).toHaveLength(3);
    expect(inScope(list, 'file', undefined)).toHaveLength(3);
  });

  it('finds the JSON to paste in a fix, with its key, brackets inside strings included', () => {
    expect(
      fixSnippet('Add to "x" in surface.json: "preview": {"kind":"removal","title":"Delete {{id}} [now]"} and save.'),
    ).toBe('"preview": {"kind":"removal","title":"Delete {{id}} [now]"}');
    expect(fixSnippet('Append it, e.g. "cli": ["ledger", "pay", "--yes"].')).toBe('"cli": ["ledger", "pay", "--yes"]');
    expect(fixSnippet('Run `ledger --help` and copy the commands.')).toBe('ledger --help');
    expect(fixSnippet('Rewrite the description as one sentence.')).toBeUndefined();
    expect(fixSnippet('An unclosed { here')).toBeUndefined();
  });
});
