'use client';
import { Children, type ReactNode } from 'react';
import { JsonSource } from '@/lib/json/source';
import { Banner } from '../ui/banner';

/** The outcome of the last save or conflict choice, shown under the toolbar until dismissed or replaced. */
export interface SaveMessage {
  tone: 'ok' | 'warn' | 'error';
  text: string;
}

/**
 * What a save that wrote `saved` says: which files and when, and where each JSON file among them does not parse.
 * The file is written all the same (nothing typed is lost), but no check can read it until it parses.
 */
export function savedMessage(
  saved: readonly { file: string; text: string }[],
  at: Date,
  what = saved.map((s) => s.file).join(', '),
): SaveMessage {
  const unparsed = saved.flatMap(({ file, text }) => {
    const error = file.endsWith('.json') ? new JsonSource(text).error : null;
    return error ? [`${file} does not parse (line ${error.line}, column ${error.column}: ${error.message})`] : [];
  });
  const done = `Saved ${what} at ${at.toLocaleTimeString()}`;
  if (unparsed.length === 0) return { tone: 'ok', text: done };
  return { tone: 'warn', text: `${done}, but ${unparsed.join('; ')}. No check reads it until it parses.` };
}

/** A save that threw (network, server crash) rather than returning a refusal. */
export const saveFailed = (error: unknown): SaveMessage => ({
  tone: 'error',
  text: `Save failed: ${error instanceof Error ? error.message : String(error)}`,
});

/**
 * The strip of banners under a studio's toolbar: restored drafts (children) and a draft-storage error. The save
 * message floats over the page's corner instead, so saving never pushes the editor down by a banner's height.
 */
export function StudioMessages({
  children,
  draftError,
  saveMessage,
  onDismissSave,
}: {
  children?: ReactNode;
  draftError: string | null;
  saveMessage: SaveMessage | null;
  onDismissSave(): void;
}) {
  const strip = draftError !== null || Children.toArray(children).length > 0;
  return (
    <>
      {strip && (
        <div className="space-y-px" data-testid="studio-messages">
          {children}
          {draftError && <Banner tone="error">{draftError}</Banner>}
        </div>
      )}
      {saveMessage && (
        <div className="pointer-events-none fixed inset-x-4 bottom-4 z-30 flex justify-end" data-testid="save-toast">
          {/* Opaque under the tone's tint: dark mode's tints are translucent, and the toast floats over the editor. */}
          <div className="pointer-events-auto max-w-md overflow-hidden rounded-md bg-surface-raised shadow-lg ring-1 ring-line">
            <Banner tone={saveMessage.tone} testId="save-message" onClose={onDismissSave}>
              {saveMessage.text}
            </Banner>
          </div>
        </div>
      )}
    </>
  );
}

/** Says a file's editor text came from a draft kept by this browser, and offers to go back to the disk's text. */
export function RestoredBanner({
  file,
  savedAt,
  stale,
  onDiscard,
}: {
  file: string;
  savedAt: number;
  stale: boolean;
  onDiscard(): void;
}) {
  return (
    <Banner tone="info" testId="restored-banner">
      Restored unsaved edits to <b className="font-mono">{file}</b> from {new Date(savedAt).toLocaleString()}
      {stale ? ' — the file changed on disk since; saving will show both versions.' : '.'}
      <button type="button" className="ml-2 font-medium underline" onClick={onDiscard}>
        Discard them
      </button>
    </Banner>
  );
}
