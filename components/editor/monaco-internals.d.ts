/**
 * The few Monaco internals the studio reaches (monaco-editor 0.57.0, pinned exactly in package.json): the undo
 * service that groups an edit over several files into one undo step, the bulk-edit service code actions and
 * rename apply their edits through, the in-editor message bubble, and the tab focus switch (Ctrl+M). Monaco ships
 * no types for these paths; only what the studio uses is declared, and a version bump must re-check it
 * (e2e/rename.spec.ts and e2e/keyboard.spec.ts do).
 */
declare module 'monaco-editor/platform/undoRedo/common/undoRedo' {
  export interface ServiceId<T> {
    readonly _serviceBrand?: T;
  }
  export interface UndoRedoService {
    pushElement(element: unknown, group?: UndoRedoGroup): void;
  }
  export const IUndoRedoService: ServiceId<UndoRedoService>;
  export class UndoRedoGroup {
    readonly id: number;
  }
}

declare module 'monaco-editor/editor/standalone/browser/standaloneServices' {
  import type { ServiceId } from 'monaco-editor/platform/undoRedo/common/undoRedo';
  export const StandaloneServices: { get<T>(id: ServiceId<T>): T };
}

declare module 'monaco-editor/editor/common/model/editStack' {
  import type { editor } from 'monaco-editor/editor';
  export class SingleModelEditStackElement {
    constructor(label: string, code: string, model: editor.ITextModel, beforeCursorState: null);
  }
  export class MultiModelEditStackElement {
    constructor(label: string, code: string, elements: SingleModelEditStackElement[]);
    close(): void;
  }
}

declare module 'monaco-editor/editor/browser/services/bulkEditService' {
  import type { ServiceId } from 'monaco-editor/platform/undoRedo/common/undoRedo';
  import type { IRange, Uri, languages } from 'monaco-editor/editor';
  export class ResourceEdit {
    static convert(edit: languages.WorkspaceEdit): ResourceEdit[];
  }
  export class ResourceTextEdit extends ResourceEdit {
    readonly resource: Uri;
    readonly textEdit: { range: IRange; text: string };
    readonly versionId: number | undefined;
  }
  export interface BulkEditOptions {
    label?: string;
  }
  export interface BulkEditResult {
    ariaSummary: string;
    isApplied: boolean;
  }
  export interface BulkEditService {
    apply(edits: ResourceEdit[] | languages.WorkspaceEdit, options?: BulkEditOptions): Promise<BulkEditResult>;
  }
  export const IBulkEditService: ServiceId<BulkEditService>;
}

declare module 'monaco-editor/editor/contrib/message/browser/messageController' {
  import type { IPosition, editor } from 'monaco-editor/editor';
  export class MessageController {
    static get(editor: editor.ICodeEditor): MessageController | null;
    showMessage(message: string, position: IPosition): void;
  }
}

declare module 'monaco-editor/editor/browser/config/tabFocus' {
  /** What Tab does in every editor of the page: false indents, true moves the focus (Monaco's Ctrl+M). */
  export const TabFocus: {
    getTabFocusMode(): boolean;
    setTabFocusMode(on: boolean): void;
    onDidChangeTabFocus(listener: (on: boolean) => void): { dispose(): void };
  };
}
