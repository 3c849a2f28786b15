import { monaco } from './monaco-setup';

export type WorkbenchCommand = 'save' | 'check' | 'next-finding' | 'prev-finding';

/** How every pack editor looks and behaves, whatever the file (the model, theme and wrap are set per mount). */
export const EDITOR_OPTIONS: monaco.editor.IStandaloneEditorConstructionOptions = {
  automaticLayout: true,
  minimap: { enabled: false },
  fontSize: 13,
  lineHeight: 20,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  scrollBeyondLastLine: false,
  renderLineHighlight: 'all',
  padding: { top: 12, bottom: 12 },
  fixedOverflowWidgets: true,
  tabSize: 2,
  'semanticHighlighting.enabled': false,
};

/** The studio's keys inside the editor: Ctrl+S saves, Ctrl+Enter checks, F8 / Shift+F8 walk the findings, Alt+Z wraps JSON. */
export function bindWorkbenchKeys(
  editor: monaco.editor.IStandaloneCodeEditor,
  on: { command(command: WorkbenchCommand): void; toggleJsonWrap(): void },
): void {
  const { KeyMod, KeyCode } = monaco;
  editor.addCommand(KeyMod.CtrlCmd | KeyCode.KeyS, () => on.command('save'));
  editor.addCommand(KeyMod.CtrlCmd | KeyCode.Enter, () => on.command('check'));
  editor.addCommand(KeyCode.F8, () => on.command('next-finding'));
  editor.addCommand(KeyMod.Shift | KeyCode.F8, () => on.command('prev-finding'));
  editor.addCommand(KeyMod.Alt | KeyCode.KeyZ, () => on.toggleJsonWrap());
}
