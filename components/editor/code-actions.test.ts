import { describe, expect, it } from 'vitest';
import type * as monaco from 'monaco-editor';
import type { Finding, TextEdit } from '@/lib/core/finding';
import { toMarker } from '@/lib/studio/findings';
import { provideCodeActions, RENAME_REQUEST, type CodeActionDeps } from './code-actions';

/** A model of three lines, as the provider reads one. */
const model = {
  getLineCount: () => 3,
  getLineContent: (n: number) => ['{', '  "id": "x",', '}'][n - 1]!,
} as unknown as monaco.editor.ITextModel;

const edit = (newText: string): TextEdit => ({ file: 'surface.json', offset: 9, length: 3, newText });
const finding = (id: string, line: number, quickFix?: Finding['quickFix']): Finding => ({
  id,
  severity: 'error',
  category: 'manifest',
  file: 'surface.json',
  pointer: '/id',
  line,
  column: 3,
  message: `${id} message`,
  fix: 'fix it',
  docs: `/rules/${id}`,
  ...(quickFix ? { quickFix } : {}),
});
const fix = (title: string, newText: string, kind: 'fix' | 'suggestion' = 'fix') => ({
  title,
  kind,
  edits: [edit(newText)],
});

function deps(findings: Finding[], over: Partial<CodeActionDeps> = {}): CodeActionDeps {
  return {
    fileOf: () => 'surface.json',
    findings: () => findings,
    isCurrent: () => true,
    workspaceEdit: (edits) => ({ edits: edits.map((e) => ({ resource: e.file, textEdit: e, versionId: 1 })) }) as never,
    markerOf: toMarker,
    rename: () => undefined,
    ...over,
  };
}
const lines = (start: number, end = start) => ({
  startLineNumber: start,
  startColumn: 1,
  endLineNumber: end,
  endColumn: 1,
});

describe('the lightbulb: quick fixes as code actions', () => {
  it("offers each finding's fix on its line, preferred for a fix, and Fix all for the fixes only", () => {
    const findings = [finding('M001', 2, fix('Set id', '"y"')), finding('M002', 2, fix('Maybe', '"z"', 'suggestion'))];
    const actions = provideCodeActions(deps(findings), model, lines(2));
    expect(actions.map((a) => [a.title, a.kind, a.isPreferred])).toEqual([
      ['Set id (M001)', 'quickfix', true],
      ['Maybe (M002)', 'quickfix', false],
      ['Fix all fixable problems in this file (1)', 'quickfix', undefined],
    ]);
  });

  it('offers nothing on other lines but Fix all, and nothing at all once the text is ahead of the check', () => {
    const findings = [finding('M001', 2, fix('Set id', '"y"'))];
    expect(provideCodeActions(deps(findings), model, lines(3)).map((a) => a.title)).toEqual([
      'Fix all fixable problems in this file (1)',
    ]);
    expect(provideCodeActions(deps(findings, { isCurrent: () => false }), model, lines(2))).toEqual([]);
    expect(provideCodeActions(deps(findings, { fileOf: () => undefined }), model, lines(2))).toEqual([]);
    expect(provideCodeActions(deps(findings, { workspaceEdit: () => null }), model, lines(2))).toEqual([]);
  });

  it('a finding the format can rename offers "Rename…", which runs the studio\'s rename request', () => {
    const offer = { from: 'x', title: 'Rename' };
    const rename = { offerOf: (f: Pick<Finding, 'id'>) => (f.id === 'M016' ? (offer as never) : undefined) };
    const actions = provideCodeActions(deps([finding('M016', 2)], { rename: () => rename }), model, lines(1, 2));
    expect(actions).toMatchObject([
      { title: 'Rename "x"… (M016)', kind: 'refactor.rename', command: { id: RENAME_REQUEST, arguments: [offer] } },
    ]);
  });
});
