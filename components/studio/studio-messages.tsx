'use client';
import { Children, type ReactNode } from 'react';
import type { SaveMessage } from '@/lib/studio/save-result';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';

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
      <Button variant="inline" className="ml-2" onClick={onDiscard}>
        Discard them
      </Button>
    </Banner>
  );
}
