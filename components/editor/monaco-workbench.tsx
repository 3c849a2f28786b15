'use client';
import { useEffect, useRef, useState } from 'react';
import type { Finding, TextEdit } from '@/lib/core/finding';
import { MARKER_OWNER, toMarker } from '@/lib/studio/findings';
import type { EditorTexts, RenameOffer, RenameSupport } from '@/lib/studio/rename-support';
import { TabFocus } from 'monaco-editor/editor/browser/config/tabFocus';
import { useDark } from '../use-dark';
import { attachExtensions, type EditorExtension } from './extensions';
import { bindWorkbenchKeys, EDITOR_OPTIONS, type WorkbenchCommand } from './keys-and-options';
import { languageOf, modelUri, monaco, themeName } from './monaco-setup';
import { applyAsOneUndoStep, installMultiFileUndo } from './multi-file-edit';
import { PackModels } from './pack-models';
import { registerPackProviders } from './pack-providers';
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
  const models = useRef<PackModels | null>(null);
  const showRef = useRef<((file: string) => void) | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const dark = useDark();
  const { packId, activeFile, findings } = props;
  const [tabMode, setTabMode] = useState<TabKeyMode>('indent');
  const tabKey = useRef<ReturnType<typeof createTabKey> | null>(null);

  useEffect(() => {
    const listeners: monaco.IDisposable[] = [];
    const pack = new PackModels((file, text) => {
      const uri = modelUri(packId, file);
      monaco.editor.getModel(uri)?.dispose();
      const model = monaco.editor.createModel(text, languageOf(file), uri);
      model.updateOptions({ tabSize: 2, insertSpaces: true });
      listeners.push(model.onDidChangeContent(() => latest.current.onChange(file, model.getValue())));
      return model;
    });
    models.current = pack;
    for (const [file, text] of Object.entries(latest.current.initialTexts) as [string, string][])
      pack.ensure(file, text);
    listeners.push(attachExtensions(latest.current.extensions ?? [], packId));

    let jsonWrap = readJsonWordWrap();
    const applyWrap = (file: string) => {
      const wrap = wordWrapFor(languageOf(file), jsonWrap);
      editor.updateOptions({ wordWrap: wrap });
      host.current?.setAttribute('data-word-wrap', wrap);
    };
    const editor = monaco.editor.create(host.current!, {
      ...EDITOR_OPTIONS,
      model: pack.get(latest.current.activeFile) ?? null,
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

    const show = (file: string) => pack.show(editor, file, () => applyWrap(file));
    // A quick fix's offsets hold for the text its check ran on: every file it edits must still hold that text.
    const current = (edits: readonly TextEdit[]) => pack.hold(edits, latest.current.checkedTexts);
    const revealer = createRevealer(editor);
    listeners.push(revealer);
    const handle: WorkbenchHandle = {
      reveal(file, line, column) {
        show(file);
        const model = pack.get(file);
        if (model) revealer.reveal(model, line, column);
      },
      setText(file, text) {
        pack.setText(file, text);
        if (file === latest.current.activeFile) show(file);
      },
      getText: (file) => pack.get(file)?.getValue(),
      applyEdits: (edits, label = 'Quick fix') => applyAsOneUndoStep(label, pack.byModel(edits)),
      applyFix(edits) {
        if (!current(edits)) return false;
        handle.applyEdits(edits);
        return true;
      },
      texts: () => pack.texts(),
      focus: () => editor.focus(),
    };
    showRef.current = show;
    latest.current.onReady(handle);
    listeners.push(
      ...registerPackProviders({
        editor,
        pack,
        isCurrent: current,
        findings: () => latest.current.findings,
        rename: () => latest.current.rename,
        onRenameRequest: () => latest.current.onRenameRequest,
      }),
    );

    return () => {
      latest.current.onReady(null);
      showRef.current = null;
      listeners.forEach((l) => l.dispose());
      editor.dispose();
      pack.dispose();
      models.current = null;
      editorRef.current = null;
      tabKey.current = null;
    };
  }, [packId]);

  useEffect(() => {
    showRef.current?.(activeFile);
  }, [activeFile]);

  useEffect(() => {
    for (const [file, model] of models.current?.entries() ?? [])
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
