'use client';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Button, Kbd } from '../ui/button';
import { ErrorBox } from '../ui/error-box';

/** The whole page when a pack cannot be loaded: the reason and the way back. */
export function CannotOpen({ packId, error }: { packId: string; error: string }) {
  return (
    <main className="mx-auto w-full max-w-xl px-6 py-16">
      <h1 className="mb-3 text-xl font-semibold">Cannot open “{packId}”</h1>
      <ErrorBox message={error} />
      <Link href="/" className="mt-4 inline-block text-sm font-medium text-accent hover:underline">
        ← Back to the workspace
      </Link>
    </main>
  );
}

/** A studio's top bar: the path back to the workspace and the pack id (then `crumbs`), followed by `children`. */
export function StudioToolbar({
  packId,
  crumbs,
  children,
}: {
  packId: string;
  crumbs?: ReactNode;
  children: ReactNode;
}) {
  return (
    // Sticky under the app header (h-12): on a narrow page that scrolls, the score and Save stay in view, not under it.
    <div
      className="sticky top-12 z-10 flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line bg-surface px-4 py-2"
      data-testid="studio-toolbar"
    >
      <div className="flex min-w-0 items-center gap-2 text-sm">
        <Link href="/" className="text-muted hover:text-fg">
          Workspace
        </Link>
        <span className="text-line-strong">/</span>
        <h1 className="truncate font-mono font-semibold">{packId}</h1>
        {crumbs}
      </div>
      {children}
    </div>
  );
}

/**
 * Covers the editor when its file cannot be edited: over the size limit (the reason), or missing on disk
 * (a button that starts it from a template; it is written when the author saves).
 */
export function FilePlaceholder({
  file,
  tooLarge,
  createHint,
  onCreate,
  createTestId,
}: {
  file: string;
  tooLarge: string | null;
  createHint: string;
  onCreate(): void;
  createTestId?: string;
}) {
  return (
    <div className="absolute inset-0 flex items-center justify-center bg-surface p-8">
      <div className="max-w-md text-center">
        {tooLarge ? (
          <>
            <p className="font-medium">{file} is not opened</p>
            <p className="mt-1 text-sm text-muted">{tooLarge}</p>
          </>
        ) : (
          <>
            <p className="font-medium">This pack has no {file}</p>
            <p className="mt-1 mb-4 text-sm text-muted">{createHint}</p>
            <Button variant="primary" onClick={onCreate} data-testid={createTestId}>
              Create {file}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

/** The toolbar's Save button: primary while something is unsaved, with its shortcut; `dirtyLabel` says what it saves. */
export function SaveButton({
  dirtyLabel,
  saving,
  disabled,
  title,
  shortcut,
  onSave,
}: {
  dirtyLabel: string | null;
  saving: boolean;
  disabled?: boolean;
  title: string;
  shortcut: string;
  onSave(): void;
}) {
  return (
    <Button
      variant={dirtyLabel ? 'primary' : 'secondary'}
      onClick={onSave}
      disabled={saving || disabled}
      data-testid="save"
      title={title}
    >
      {saving ? 'Saving…' : (dirtyLabel ?? 'Saved')}
      <span className="hidden sm:inline">
        <Kbd>{shortcut}</Kbd>
      </span>
    </Button>
  );
}
