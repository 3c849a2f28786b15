import type { saveImportedPack } from '@/app/actions/import-actions';
import type { GivenFile } from '@/lib/recued/import/from-text';
import type { ImportOptions, ImportOutcome, ImportResult } from '@/lib/recued/import/import';
import { DIALOG_WORDS } from '@/lib/recued/import/option-words';
import { normalizeHandle } from '@/lib/recued/ui-publisher';
import { newPackIdProblem } from '@/lib/studio/limits';

/**
 * "New pack from an API description" as a plain store (no React), like the Run tab's session (run-session.ts): the
 * description given (files, pasted text or a URL), the import's options, what the import made of it, and the new
 * pack written from it. What it needs of the world (the import, the fetch, the save action, the workspace's handle)
 * comes in as ports, so a test drives it with fakes; a thin hook (use-import-session.ts) holds it while the dialog
 * is open.
 */

/** What the save answers, as the action declares it (components never import lib/node, not even its types). */
type SaveAnswer = Awaited<ReturnType<typeof saveImportedPack>>;

/** The workspace's publisher handle, and whether someone set it (use-workspace-publisher.ts). */
export interface WorkspaceHandle {
  handle: string;
  set: boolean;
}

export interface ImportState {
  /** Picked or dropped; they win over pasted text and a URL. */
  files: GivenFile[];
  pasted: string;
  url: string;
  base: string;
  /** As typed: at most this many operations. */
  ops: string;
  /** As typed: comma-separated patterns of the operations to take. */
  include: string;
  /** null: the workspace's handle as it is; typed: stored for the workspace when the description is read. */
  publisher: string | null;
  packId: string;
  outcome: ImportOutcome | null;
  busy: 'reading' | 'saving' | null;
  saveError: string | null;
  /** Files are dragged over the drop zone. */
  dragging: boolean;
}

export interface ImportPorts {
  importFromFiles(files: readonly GivenFile[], options: ImportOptions): Promise<ImportOutcome>;
  /** The author's URL, fetched from the browser. */
  fetchDescription(url: string): Promise<GivenFile[]>;
  /** Stores a new handle for the workspace. */
  savePublisher(handle: string): Promise<unknown>;
  save(request: {
    packId: string;
    text: string;
    authType?: NonNullable<ImportResult['authType']>;
  }): Promise<SaveAnswer>;
  /** The pack was written: the workspace list learns of it and the pack opens. */
  opened(packId: string): void;
}

export const DEFAULT_OPS = '12';

type Listener = () => void;

export class ImportSession {
  private state: ImportState = {
    files: [],
    pasted: '',
    url: '',
    base: '',
    ops: DEFAULT_OPS,
    include: '',
    publisher: null,
    packId: '',
    outcome: null,
    busy: null,
    saveError: null,
    dragging: false,
  };
  private workspace: WorkspaceHandle;
  private existing: readonly string[];
  private readonly listeners = new Set<Listener>();

  constructor(
    private readonly ports: ImportPorts,
    workspace: WorkspaceHandle,
    existing: readonly string[] = [],
  ) {
    this.workspace = workspace;
    this.existing = existing;
  }

  // ---- reading the state

  getState = (): ImportState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The workspace as the studio has it now: its handle (read once loaded) and the pack ids already taken. */
  setWorkspace(workspace: WorkspaceHandle, existing: readonly string[]): void {
    this.workspace = workspace;
    this.existing = existing;
  }

  /** The handle the pack is made for: the one typed, else the workspace's. */
  handle(): string {
    return normalizeHandle(this.state.publisher ?? this.workspace.handle);
  }

  /** The publisher field's text: as typed, else the workspace's handle once someone set it. */
  publisherText(): string {
    return this.state.publisher ?? (this.workspace.set ? this.workspace.handle : '');
  }

  hasInput(): boolean {
    const { files, pasted, url } = this.state;
    return files.length > 0 || pasted.trim() !== '' || url.trim() !== '';
  }

  packId(): string {
    return this.state.packId.trim();
  }

  /** Why the pack id cannot be used (taken, or not an id); undefined when it can or none is typed. */
  idProblem(): string | undefined {
    return newPackIdProblem(this.packId(), this.existing) ?? undefined;
  }

  canSave(): boolean {
    return this.state.outcome?.ok === true && this.packId() !== '' && !this.idProblem() && this.state.busy === null;
  }

  // ---- the form (a new description, or a new handle, asks for a new read)

  setFiles = (files: GivenFile[]): void => this.set({ files, outcome: null });
  setPasted = (pasted: string): void => this.set({ pasted, outcome: null });
  setPublisher = (publisher: string): void => this.set({ publisher, outcome: null });
  setUrl = (url: string): void => this.set({ url });
  setBase = (base: string): void => this.set({ base });
  setOps = (ops: string): void => this.set({ ops });
  setInclude = (include: string): void => this.set({ include });
  setPackId = (packId: string): void => this.set({ packId: packId.toLowerCase() });
  setDragging = (dragging: boolean): void => this.set({ dragging });

  // ---- reading the description and writing the pack

  /** Reads the description given (files, else pasted text, else the URL) into a pack.json shown before it is written. */
  read = async (): Promise<void> => {
    if (!this.hasInput() || this.state.busy) return;
    this.set({ busy: 'reading', saveError: null });
    try {
      const given = await this.sources();
      // The handle the pack is made for is the workspace's: a new one typed here becomes it, so the pack page and
      // the workspace row check the new pack for the same publisher.
      const { publisher } = this.state;
      if (publisher !== null && (this.handle() !== this.workspace.handle || !this.workspace.set))
        await this.ports.savePublisher(publisher);
      const outcome = await this.ports.importFromFiles(given, this.options());
      this.set({ outcome, packId: outcome.ok && !this.state.packId ? outcome.slug : this.state.packId });
    } catch (error) {
      this.set({ outcome: { ok: false, error: error instanceof Error ? error.message : String(error) } });
    } finally {
      this.set({ busy: null });
    }
  };

  /** Writes the pack read, under the id typed, and opens it; a refusal is shown. */
  save = async (): Promise<void> => {
    const { outcome } = this.state;
    if (!outcome?.ok || !this.canSave()) return;
    const packId = this.packId();
    this.set({ busy: 'saving' });
    const result = await this.ports
      .save({ packId, text: outcome.text, ...(outcome.authType ? { authType: outcome.authType } : {}) })
      .catch((e: unknown) => ({ ok: false as const, error: String(e) }));
    this.set({ busy: null });
    if (!result.ok) return this.set({ saveError: result.error });
    this.ports.opened(packId);
  };

  private sources(): Promise<GivenFile[]> | GivenFile[] {
    const { files, pasted, url } = this.state;
    if (files.length) return files;
    if (pasted.trim()) return [{ name: 'pasted.yaml', text: pasted }];
    if (url.trim()) return this.ports.fetchDescription(url.trim());
    return [];
  }

  private options(): ImportOptions {
    const base = this.state.base.trim();
    const include = this.state.include.trim();
    return {
      publisher: this.handle(),
      words: DIALOG_WORDS,
      ops: Number(this.state.ops),
      ...(base ? { base } : {}),
      ...(include
        ? {
            include: include
              .split(',')
              .map((p) => p.trim())
              .filter(Boolean),
          }
        : {}),
    };
  }

  private set(change: Partial<ImportState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}
