'use client';
import { useEffect, useRef, useState } from 'react';
import { fixesForOnePass } from '@/lib/core/apply-edits';
import type { Finding, TextEdit } from '@/lib/core/finding';
import { toMarker } from '@/lib/studio/findings';
import type { EditorTexts, RenameOffer, RenameSupport } from '@/lib/studio/rename-support';
import { MessageController } from 'monaco-editor/editor/contrib/message/browser/messageController';
import { TabFocus } from 'monaco-editor/editor/browser/config/tabFocus';
import { useDark } from '../use-dark';
import { languageOf, modelUri, monaco, themeName } from './monaco-setup';
import { applyAsOneUndoStep, installMultiFileUndo, type ModelEdits } from './multi-file-edit';
import { watchEvalSchema } from './pack-eval-schema';
import { createTabKey, type TabKeyMode } from './tab-key';
import { TabKeyHint } from './tab-key-hint';
import { readJsonWordWrap, wordWrapFor, writeJsonWordWrap } from './word-wrap';

export type WorkbenchCommand = 'save' | 'check' | 'next-finding' | 'prev-finding';

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
}

/** One Monaco editor over one model per pack file; engine findings become markers (owner "hcp") beside the schema's own. */
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
    listeners.push(watchEvalSchema(packId));

    let jsonWrap = readJsonWordWrap();
    const applyWrap = (file: string) => {
      const wrap = wordWrapFor(languageOf(file), jsonWrap);
      editor.updateOptions({ wordWrap: wrap });
      host.current?.setAttribute('data-word-wrap', wrap);
    };
    const editor = monaco.editor.create(host.current!, {
      model: models.current.get(latest.current.activeFile) ?? null,
      theme: themeName(document.documentElement.classList.contains('dark')),
      automaticLayout: true,
      minimap: { enabled: false },
      fontSize: 13,
      lineHeight: 20,
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
      scrollBeyondLastLine: false,
      renderLineHighlight: 'all',
      padding: { top: 12, bottom: 12 },
      fixedOverflowWidgets: true,
      wordWrap: wordWrapFor(languageOf(latest.current.activeFile), jsonWrap),
      tabSize: 2,
      'semanticHighlighting.enabled': false,
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
    const { KeyMod, KeyCode } = monaco;
    editor.addCommand(KeyMod.CtrlCmd | KeyCode.KeyS, () => latest.current.onCommand('save'));
    editor.addCommand(KeyMod.CtrlCmd | KeyCode.Enter, () => latest.current.onCommand('check'));
    editor.addCommand(KeyCode.F8, () => latest.current.onCommand('next-finding'));
    editor.addCommand(KeyMod.Shift | KeyCode.F8, () => latest.current.onCommand('prev-finding'));
    editor.addCommand(KeyMod.Alt | KeyCode.KeyZ, () => {
      jsonWrap = !jsonWrap;
      writeJsonWordWrap(jsonWrap);
      applyWrap(latest.current.activeFile);
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
    const revealed = editor.createDecorationsCollection();
    // Opening another file can change the editor's width just after a reveal (HARNESS.md brings its preview beside
    // it): the lines wrap anew and the revealed one can fall out of view. A layout change soon after a reveal
    // centres it again.
    let recentReveal: { position: { lineNumber: number; column: number }; until: number } | null = null;
    editor.onDidLayoutChange(() => {
      if (recentReveal && Date.now() < recentReveal.until) editor.revealPositionInCenter(recentReveal.position);
    });
    const handle: WorkbenchHandle = {
      reveal(file, line, column) {
        show(file);
        const model = models.current.get(file);
        if (!model) return;
        const lineNumber = Math.min(Math.max(1, line), model.getLineCount());
        const position = { lineNumber, column: Math.min(Math.max(1, column), model.getLineMaxColumn(lineNumber)) };
        editor.setPosition(position);
        // Always centred: "if outside viewport" leaves a line near the top under the sticky-scroll header.
        editor.revealPositionInCenter(position);
        recentReveal = { position, until: Date.now() + 1000 };
        // Marked until the next reveal, so the line is found at a glance even when no live marker sits on it
        // (a probe or eval finding from the dashboard).
        revealed.set([
          {
            range: new monaco.Range(lineNumber, 1, lineNumber, 1),
            options: {
              isWholeLine: true,
              className: 'revealed-line',
              linesDecorationsClassName: 'revealed-line-gutter',
            },
          },
        ]);
        editor.focus();
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

    // Quick fixes as code actions (the lightbulb, Ctrl+.): one per finding on the lines asked about, and "Fix all"
    // for the file's `fix`es (never its suggestions). The edits carry each model's version, so a fix offered on
    // text that has changed since is refused by the editor instead of landing in the wrong place.
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
    const codeActions: monaco.languages.CodeActionProvider = {
      provideCodeActions(model, range) {
        const file = fileOf(model);
        // None while the text is ahead of the last check (a keystroke since): the next check offers them again.
        const fixable = file
          ? latest.current.findings.filter((f) => f.file === file && f.quickFix && current(f.quickFix.edits))
          : [];
        const actions: monaco.languages.CodeAction[] = [];
        for (const f of fixable) {
          const marker = toMarker(f, model);
          if (marker.endLineNumber < range.startLineNumber || marker.startLineNumber > range.endLineNumber) continue;
          const edit = workspaceEdit(f.quickFix!.edits);
          if (edit)
            actions.push({
              title: `${f.quickFix!.title} (${f.id})`,
              kind: 'quickfix',
              diagnostics: [marker],
              isPreferred: f.quickFix!.kind === 'fix',
              edit,
            });
        }
        const renaming = latest.current.rename;
        const onRename = latest.current.onRenameRequest;
        for (const f of renaming && onRename && file ? latest.current.findings.filter((g) => g.file === file) : []) {
          const offer = renaming!.offerOf(f);
          const marker = toMarker(f, model);
          if (!offer || marker.endLineNumber < range.startLineNumber || marker.startLineNumber > range.endLineNumber)
            continue;
          actions.push({
            title: `Rename ${JSON.stringify(offer.from)}… (${f.id})`,
            kind: 'refactor.rename',
            diagnostics: [marker],
            command: { id: RENAME_REQUEST, title: 'Rename…', arguments: [offer] },
          });
        }
        const all = fixesForOnePass(fixable);
        const allEdit = all.length > 0 ? workspaceEdit(all.flatMap((f) => f.quickFix!.edits)) : null;
        if (allEdit)
          actions.push({
            title: `Fix all fixable problems in this file (${all.length})`,
            kind: 'quickfix',
            edit: allEdit,
          });
        return { actions, dispose() {} };
      },
    };
    listeners.push(
      monaco.languages.registerCodeActionProvider('json', codeActions),
      monaco.languages.registerCodeActionProvider('markdown', codeActions),
    );
    listeners.push(
      monaco.editor.registerCommand(RENAME_REQUEST, (_services, offer: RenameOffer) =>
        latest.current.onRenameRequest?.(offer),
      ),
    );

    // F2: the format's rename, checked on the editor's texts of every file and applied as one undo step (the bulk
    // edit service is patched for that by installMultiFileUndo).
    const renaming = latest.current.rename;
    if (renaming) {
      const here = (position: monaco.IPosition) =>
        new monaco.Range(position.lineNumber, position.column, position.lineNumber, position.column);
      const renameProvider: monaco.languages.RenameProvider = {
        resolveRenameLocation(model, position) {
          const file = fileOf(model);
          if (!file) return { range: here(position), text: '', rejectReason: "Rename works in the pack's own files." };
          const at = renaming.at(currentTexts(), file, model.getOffsetAt(position));
          if (!at.ok) return { range: here(position), text: '', rejectReason: at.reason };
          return { range: rangeOf(model, at), text: at.name };
        },
        provideRenameEdits(model, position, newName) {
          const file = fileOf(model);
          const texts = currentTexts();
          const at = file ? renaming.at(texts, file, model.getOffsetAt(position)) : null;
          const plan = !at ? null : at.ok ? renaming.plan(texts, at.name, newName.trim()) : at;
          if (!plan?.ok) {
            const reason = plan?.reason ?? "Rename works in the pack's own files.";
            // Standalone Monaco only logs a rename's rejectReason: the author sees it where they typed.
            MessageController.get(editor)?.showMessage(reason, position);
            return { edits: [], rejectReason: reason };
          }
          return (
            workspaceEdit(plan.edits) ?? { edits: [], rejectReason: 'A file of the rename is not open in the editor.' }
          );
        },
      };
      listeners.push(
        monaco.languages.registerRenameProvider('json', renameProvider),
        monaco.languages.registerRenameProvider('markdown', renameProvider),
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
        'hcp',
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

/** The command a finding's "Rename…" code action runs: it hands the offer to the studio, which asks for the name. */
const RENAME_REQUEST = 'packstudio.renameRequest';

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
