'use client';
import { useState } from 'react';
import { Button } from '../ui/button';
import { Input } from '../ui/field';

/** What the studio shows of a pack's project folder (the action's answer). */
export interface FolderView {
  dir: string | null;
  problem?: string;
}

/** Where a run will start the CLI, in words, before it runs: the folder chosen or a scratch folder. */
export function folderWords(folder: { dir: string | null; problem?: string } | null | undefined): string {
  return folder?.dir && !folder.problem ? `the project folder ${folder.dir}` : 'a fresh scratch folder';
}

/** What the folder setting is given: the folder (null while it is read), a read error, and the one way to set it. */
interface FolderSettingProps {
  folder: FolderView | null;
  readError: string | null;
  pending: boolean;
  /** Sets (a path) or clears (null) the folder; resolves to the server's refusal, or null when it took it. */
  onSet(dir: string | null): Promise<string | null>;
}

/**
 * Where a `project`-mode CLI of the pack runs (probes, eval, Run): the folder chosen, or a fresh scratch folder per
 * run until one is. A browser has no folder picker for a server's disk, so the path is typed; the server refuses a
 * relative path, a missing folder and the studio's own checkout, and the reason shows under the field.
 */
export function ProjectFolderSetting({ folder, readError, pending, onSet }: FolderSettingProps) {
  const edit = useFolderEdit(onSet);
  const dir = folder?.dir ?? null;
  return (
    <div className="text-sm" data-testid="project-folder">
      <FolderLine
        dir={dir}
        reading={folder === null && !readError}
        editing={edit.editing}
        pending={pending}
        onChange={() => edit.start(dir ?? '')}
        onClear={() => void onSet(null).then(edit.setError)}
      />
      <p className="mt-0.5 text-xs text-muted">
        {dir
          ? 'Probes, eval and Run start the CLI in this folder.'
          : 'Until you choose one, each probe, eval and Run starts the CLI in an empty folder made for it and removed after.'}
      </p>
      {folder?.problem && (
        <p className="mt-1 text-xs text-warn-fg" data-testid="project-folder-problem">
          {folder.problem}: runs use a scratch folder until it is fixed or changed.
        </p>
      )}
      {readError && (
        <p role="alert" className="mt-1 text-xs text-error-fg">
          {readError}
        </p>
      )}
      {edit.editing && <FolderForm edit={edit} pending={pending} />}
      {edit.error && (
        <p
          id="project-folder-error"
          role="alert"
          className="mt-1 text-xs text-error-fg"
          data-testid="project-folder-error"
        >
          {edit.error}
        </p>
      )}
    </div>
  );
}

/** The path being typed, whether the form is open, and the refusal (of the server, or of an empty path). */
function useFolderEdit(onSet: FolderSettingProps['onSet']) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    editing,
    draft,
    error,
    setError,
    start(from: string) {
      setDraft(from);
      setError(null);
      setEditing(true);
    },
    type(text: string) {
      setDraft(text);
      setError(null);
    },
    cancel: () => setEditing(false),
    async submit() {
      const path = draft.trim();
      if (!path) return setError('Type the absolute path of a folder on this machine, like /home/me/project.');
      const refused = await onSet(path);
      setError(refused);
      if (!refused) setEditing(false);
    },
  };
}

/** "Project folder", the folder (or "scratch folder per run"), and Change…/Choose… and Clear while not editing. */
function FolderLine({
  dir,
  reading,
  editing,
  pending,
  onChange,
  onClear,
}: {
  dir: string | null;
  reading: boolean;
  editing: boolean;
  pending: boolean;
  onChange(): void;
  onClear(): void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="font-medium">Project folder</span>
      <span className="min-w-0 font-mono text-xs break-all" data-testid="project-folder-dir">
        {reading ? '…' : (dir ?? <span className="font-sans text-muted">scratch folder per run</span>)}
      </span>
      {!editing && (
        <Button variant="link" className="text-xs" onClick={onChange} data-testid="project-folder-change">
          {dir ? 'Change…' : 'Choose…'}
        </Button>
      )}
      {!editing && dir && (
        <Button
          variant="link"
          className="text-xs"
          disabled={pending}
          onClick={onClear}
          data-testid="project-folder-clear"
        >
          Clear
        </Button>
      )}
    </div>
  );
}

/** The path field (Escape cancels), Set folder and Cancel. */
function FolderForm({ edit, pending }: { edit: ReturnType<typeof useFolderEdit>; pending: boolean }) {
  return (
    <form
      className="mt-2 flex flex-wrap items-start gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void edit.submit();
      }}
    >
      <Input
        className="max-w-xl min-w-60 flex-1"
        value={edit.draft}
        onChange={(e) => edit.type(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && edit.cancel()}
        placeholder="/home/me/project"
        aria-label="Project folder: an absolute path"
        aria-invalid={edit.error !== null}
        aria-describedby={edit.error ? 'project-folder-error' : undefined}
        spellCheck={false}
        autoComplete="off"
        autoFocus
        data-testid="project-folder-input"
      />
      <Button type="submit" variant="primary" disabled={pending} data-testid="project-folder-set">
        {pending ? 'Setting…' : 'Set folder'}
      </Button>
      <Button onClick={edit.cancel}>Cancel</Button>
    </form>
  );
}
