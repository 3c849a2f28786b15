// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkbenchHandle } from '../editor/monaco-workbench';
import { EDITOR_VIEW, FINDINGS_TAB, useStudioNavigation } from './use-studio-navigation';

afterEach(() => window.history.replaceState(null, '', '/'));

function setup(query: { file?: string; view?: string; tab?: string }, texts: Record<string, string> = {}) {
  const reveal = vi.fn();
  const workbench = { current: { reveal } as unknown as WorkbenchHandle };
  const hook = renderHook(() =>
    useStudioNavigation({
      files: ['main.json', 'notes.md'],
      mainFile: 'main.json',
      viewIds: ['commands'],
      panelIds: ['preview'],
      query,
      workbench,
      texts: () => texts,
    }),
  );
  return { hook, reveal };
}

describe('useStudioNavigation', () => {
  it('opens what the address names when the studio has it, else the editor, the main file and the findings', () => {
    const known = setup({ file: 'notes.md', view: 'commands', tab: 'preview' }).hook.result.current;
    expect([known.activeFile, known.view, known.tab]).toEqual(['notes.md', 'commands', 'preview']);
    const unknown = setup({ file: '../etc/passwd', view: 'nope', tab: 'nope' }).hook.result.current;
    expect([unknown.activeFile, unknown.view, unknown.tab]).toEqual(['main.json', EDITOR_VIEW, FINDINGS_TAB]);
  });

  it('a place in a file the pack does not list opens the main file there, on the findings tab and the editor', () => {
    const { hook, reveal } = setup({ view: 'commands', tab: 'preview' });
    act(() => hook.result.current.showPlace({ file: 'elsewhere.json', line: 3, column: 5 }));
    expect(reveal).toHaveBeenCalledWith('main.json', 3, 5);
    expect([hook.result.current.activeFile, hook.result.current.view, hook.result.current.tab]).toEqual([
      'main.json',
      EDITOR_VIEW,
      FINDINGS_TAB,
    ]);
  });

  it('a JSON pointer opens the line and column of its value, and nothing for a file with no text', () => {
    const { hook, reveal } = setup({}, { 'notes.md': '{\n  "a": {\n    "b": 1\n  }\n}\n' });
    act(() => hook.result.current.revealPointer('notes.md', '/a/b'));
    expect(reveal).toHaveBeenCalledWith('notes.md', 3, 10);
    expect(hook.result.current.activeFile).toBe('notes.md');
    act(() => hook.result.current.revealPointer('main.json', '/a'));
    expect(reveal).toHaveBeenCalledTimes(1);
  });

  it('keeps the address in step: the main file, the editor and the findings leave it clean', () => {
    const { hook } = setup({});
    act(() => hook.result.current.setActiveFile('notes.md'));
    act(() => hook.result.current.setView('commands'));
    expect(new URL(window.location.href).search).toBe('?file=notes.md&view=commands');
    act(() => hook.result.current.setActiveFile('main.json'));
    act(() => hook.result.current.setView(EDITOR_VIEW));
    expect(new URL(window.location.href).search).toBe('');
  });
});
