'use client';
import { useEffect, useRef, useState } from 'react';
import type { Finding, TextEdit } from '@/lib/core/finding';
import { MARKER_OWNER, toMarker } from '@/lib/studio/findings';
import type { EditorTexts, RenameOffer, RenameSupport } from '@/lib/studio/rename-support';
import { MessageController } from 'monaco-editor/editor/contrib/message/browser/messageController';
import { TabFocus } from 'monaco-editor/editor/browser/config/tabFocus';
import { useDark } from '../use-dark';
import { provideCodeActions, RENAME_REQUEST, type CodeActionDeps } from './code-actions';
import { attachExtensions, type EditorExtension } from './extensions';
import { bindWorkbenchKeys, EDITOR_OPTIONS, type WorkbenchCommand } from './keys-and-options';
import { languageOf, modelUri, monaco, themeName } from './monaco-setup';
import { applyAsOneUndoStep, installMultiFileUndo, type ModelEdits } from './multi-file-edit';
import { renameProvider } from './rename-provider';
import { createRevealer } from './reveal';
import { createTabKey, type TabKeyMode } from './tab-key';
import { TabKeyHint } from './tab-key-hint';
import { readJsonWordWrap, wordWrapFor, writeJsonWordWrap } from './word-wrap';

export type { WorkbenchCommand };

export interface WorkbenchHandle {
  /** Shows the file and puts the cursor at line/column, scrolled into view. */
  reveal(file: string, line: number, column: number): void;
  /** Replaces a file's text as one undoable edit (creating its model when the file was missing). */
  setText(file: string, text: string): void;
  getText(file: string): string | undefined;
  /** Applies edits (offsets into the current texts) as one undoable edit, however many files they touch. */
  applyEdits(edits: readonly TextEdit[], label?: string): void;
  /** Every file's current text in the editor. */
  texts(): EditorTexts;
  /**
   * Applies a quick fix's edits as one undoable edit. Refused (false) when a file has changed since the check that
   * computed them, whose offsets would land in the wrong place.
   */
  applyFix(edits: readonly TextEdit[]): boolean;
  focus(): void;
}

export interface WorkbenchProps {
  packId: string;
  initialTexts: Partial<Record<string, string>>;
  activeFile: string;
  findings: readonly Finding[];
  /** The texts the findings were computed on (LiveCheck.texts): a quick fix is offered only while its files still hold them. */
  checkedTexts: Partial<Record<string, string>>;
  onChange(file: string, text: string): void;
  onCommand(command: WorkbenchCommand): void;
  onReady(handle: WorkbenchHandle | null): void;
  /** The format's renaming (F2), when it has one. Read once, when the editor mounts. */
  rename?: RenameSupport;
  /** A finding's "Rename…" chosen from the lightbulb: the studio asks for the name. */
  onRenameRequest?(offer: RenameOffer): void;
  /** The format's additions to the editor (its descriptor's `editorExtensions`). Read once, when the editor mounts. */
  extensions?: readonly EditorExtension[];
}

/**
 * One Monaco editor over one model per pack file; engine findings become markers (owner MARKER_OWNER) beside the
 * schema's own. The mount effect wires the parts, each its own module: models and the shown file here; the quick
 * fixes (./code-actions), F2 (./rename-provider), reveal (./reveal), Tab (./tab-key), the format's extensions.
 */
export default function MonacoWorkbench(props: WorkbenchProps) {
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const models = useRef(new Map<string, monaco.editor.ITextModel>());
  const viewStates = useRef(new Map<string, monaco.editor.ICodeEditorViewState | null>());
  const showRef = useRef<((file: string) => void) | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const dark = useDark();
  const { packId, activeFile, findings } = props;
  const [tabMode, setTabMode] = useState<TabKeyMode>('indent');
  const tabKey = useRef<ReturnType<typeof createTabKey> | null>(null);

  useEffect(() => {
    const listeners: monaco.IDisposable[] = [];
    const ensureModel = (file: string, text: string) => {
      const existing = models.current.get(file);
      if (existing) return existing;
      const uri = modelUri(packId, file);
      monaco.editor.getModel(uri)?.dispose();
      const model = monaco.editor.createModel(text, languageOf(file), uri);
      model.updateOptions({ tabSize: 2, insertSpaces: true });
      listeners.push(model.onDidChangeContent(() => latest.current.onChange(file, model.getValue())));
      models.current.set(file, model);
      return model;
    };
    for (const [file, text] of Object.entries(latest.current.initialTexts) as [string, string][])
      ensureModel(file, text);
    listeners.push(attachExtensions(latest.current.extensions ?? [], packId));

    let jsonWrap = readJsonWordWrap();
    const applyWrap = (file: string) => {
      const wrap = wordWrapFor(languageOf(file), jsonWrap);
      editor.updateOptions({ wordWrap: wrap });
      host.current?.setAttribute('data-word-wrap', wrap);
    };
    const editor = monaco.editor.create(host.current!, {
      ...EDITOR_OPTIONS,
      model: models.current.get(latest.current.activeFile) ?? null,
      theme: themeName(document.documentElement.classList.contains('dark')),
      wordWrap: wordWrapFor(languageOf(latest.current.activeFile), jsonWrap),
    });
    editorRef.current = editor;
    installMultiFileUndo();
    // Tab indents; Esc then Tab leaves the editor, Ctrl+M switches for good (the hint under the editor says so).
    const tabs = createTabKey(TabFocus, setTabMode);
    tabKey.current = tabs;
    setTabMode(tabs.mode());
    listeners.push(
      editor.onKeyDown((e) => tabs.keyDown(e.browserEvent.key)),
      editor.onDidBlurEditorWidget(() => tabs.blur()),
      tabs,
    );
    bindWorkbenchKeys(editor, {
      command: (command) => latest.current.onCommand(command),
      toggleJsonWrap() {
        jsonWrap = !jsonWrap;
        writeJsonWordWrap(jsonWrap);
        applyWrap(latest.current.activeFile);
      },
    });
    host.current?.setAttribute('data-word-wrap', wordWrapFor(languageOf(latest.current.activeFile), jsonWrap));

    const show = (file: string) => {
      const model = models.current.get(file) ?? null;
      if (editor.getModel() === model) return;
      const current = [...models.current.entries()].find(([, m]) => m === editor.getModel())?.[0];
      if (current) viewStates.current.set(current, editor.saveViewState());
      editor.setModel(model);
      applyWrap(file);
      const state = viewStates.current.get(file);
      if (model && state) editor.restoreViewState(state);
    };

    const currentTexts = (): EditorTexts =>
      Object.fromEntries([...models.current].map(([file, model]) => [file, model.getValue()]));
    // A quick fix's offsets hold for the text its check ran on: every file it edits must still hold that text.
    const current = (edits: readonly TextEdit[]) =>
      edits.every(
        (e) => models.current.get(e.file as string)?.getValue() === latest.current.checkedTexts[e.file as string],
      );
    const revealer = createRevealer(editor);
    listeners.push(revealer);
    const handle: WorkbenchHandle = {
      reveal(file, line, column) {
        show(file);
        const model = models.current.get(file);
        if (model) revealer.reveal(model, line, column);
      },
      setText(file, text) {
        const model = ensureModel(file, text);
        if (model.getValue() !== text) {
          model.pushEditOperations([], [{ range: model.getFullModelRange(), text }], () => null);
          model.pushStackElement();
        }
        if (file === latest.current.activeFile) show(file);
      },
      getText: (file) => models.current.get(file)?.getValue(),
      applyEdits(edits, label = 'Quick fix') {
        const byModel: ModelEdits = new Map();
        for (const [file, list] of editsByFile(edits)) {
          const model = models.current.get(file as string);
          if (model)
            byModel.set(
              model,
              list.map((e) => ({ range: rangeOf(model, e), text: e.newText })),
            );
        }
        applyAsOneUndoStep(label, byModel);
      },
      applyFix(edits) {
        if (!current(edits)) return false;
        handle.applyEdits(edits);
        return true;
      },
      texts: currentTexts,
      focus: () => editor.focus(),
    };
    showRef.current = show;
    latest.current.onReady(handle);

    const fileOf = (model: monaco.editor.ITextModel) => [...models.current.entries()].find(([, m]) => m === model)?.[0];
    const workspaceEdit = (edits: readonly TextEdit[]): monaco.languages.WorkspaceEdit | null => {
      const out: monaco.languages.IWorkspaceTextEdit[] = [];
      for (const e of edits) {
        const target = models.current.get(e.file as string);
        if (!target) return null;
        out.push({
          resource: target.uri,
          textEdit: { range: rangeOf(target, e), text: e.newText },
          versionId: target.getVersionId(),
        });
      }
      return { edits: out };
    };
    const actionDeps: CodeActionDeps = {
      fileOf,
      findings: () => latest.current.findings,
      isCurrent: current,
      workspaceEdit,
      markerOf: toMarker,
      rename: () => (latest.current.onRenameRequest ? latest.current.rename : undefined),
    };
    const codeActions: monaco.languages.CodeActionProvider = {
      provideCodeActions: (model, range) => ({ actions: provideCodeActions(actionDeps, model, range), dispose() {} }),
    };
    listeners.push(
      monaco.languages.registerCodeActionProvider('json', codeActions),
      monaco.languages.registerCodeActionProvider('markdown', codeActions),
      monaco.editor.registerCommand(RENAME_REQUEST, (_services, offer: RenameOffer) =>
        latest.current.onRenameRequest?.(offer),
      ),
    );
    const renaming = latest.current.rename;
    if (renaming) {
      const provider = renameProvider({
        renaming,
        fileOf,
        texts: currentTexts,
        workspaceEdit,
        showMessage: (text, position) => MessageController.get(editor)?.showMessage(text, position),
      });
      listeners.push(
        monaco.languages.registerRenameProvider('json', provider),
        monaco.languages.registerRenameProvider('markdown', provider),
      );
    }

    // The maps themselves never change (only their entries): the cleanup clears the ones this editor filled.
    const openModels = models.current;
    const openViewStates = viewStates.current;
    return () => {
      latest.current.onReady(null);
      showRef.current = null;
      listeners.forEach((l) => l.dispose());
      editor.dispose();
      openModels.forEach((m) => m.dispose());
      openModels.clear();
      openViewStates.clear();
      editorRef.current = null;
      tabKey.current = null;
    };
  }, [packId]);

  useEffect(() => {
    showRef.current?.(activeFile);
  }, [activeFile]);

  useEffect(() => {
    for (const [file, model] of models.current)
      monaco.editor.setModelMarkers(
        model,
        MARKER_OWNER,
        findings.filter((f) => f.file === file).map((f) => toMarker(f, model)),
      );
  }, [findings]);

  useEffect(() => {
    monaco.editor.setTheme(themeName(dark));
  }, [dark]);

  return (
    <div className="flex h-full w-full flex-col">
      <div ref={host} className="min-h-0 w-full flex-1" data-testid="monaco-host" />
      <TabKeyHint
        mode={tabMode}
        onToggle={() => {
          tabKey.current?.toggle();
          editorRef.current?.focus();
        }}
      />
    </div>
  );
}

function editsByFile(edits: readonly TextEdit[]): Map<string, TextEdit[]> {
  const out = new Map<string, TextEdit[]>();
  for (const e of edits) out.set(e.file, [...(out.get(e.file) ?? []), e]);
  return out;
}

function rangeOf(model: monaco.editor.ITextModel, e: Pick<TextEdit, 'offset' | 'length'>): monaco.Range {
  const start = model.getPositionAt(e.offset);
  const end = model.getPositionAt(e.offset + e.length);
  return new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column);
}
