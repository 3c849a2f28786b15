'use client';
import type { EditableFile } from '@/lib/formats';
import type { OtherDraft } from '@/lib/studio/drafts';
import { ConflictDialog, type ConflictChoice } from '../pack/conflict-dialog';
import type { PendingConflict } from './conflict-resolution';
import { OtherTabDrafts } from './other-tab-drafts';
import { RestoredBanner, StudioMessages, type SaveMessage } from './studio-messages';

/** What the session chrome reads of an editing session (components/editor/use-editing-session.ts). */
interface SessionChrome<F extends EditableFile> {
  draftError: string | null;
  saveMessage: SaveMessage | null;
  dismissSaveMessage(): void;
  restored: { file: F; savedAt: number; stale: boolean }[];
  discardRestored(file: F): void;
  otherDrafts: OtherDraft[];
  takeOtherDraft(other: OtherDraft): void;
  discardOtherDraft(other: OtherDraft): void;
  conflict: PendingConflict<F> | null;
  conflictsWaiting: number;
  resolveConflict(choice: ConflictChoice): Promise<void>;
}

/** The banners under a studio's toolbar for its session: restored drafts, other tabs' drafts, a draft-storage error, the save message. */
export function SessionMessages<F extends EditableFile>({ session }: { session: SessionChrome<F> }) {
  return (
    <StudioMessages
      draftError={session.draftError}
      saveMessage={session.saveMessage}
      onDismissSave={session.dismissSaveMessage}
    >
      {session.restored.map((r) => (
        <RestoredBanner
          key={r.file}
          file={r.file}
          savedAt={r.savedAt}
          stale={r.stale}
          onDiscard={() => session.discardRestored(r.file)}
        />
      ))}
      <OtherTabDrafts
        others={session.otherDrafts}
        onUse={session.takeOtherDraft}
        onDiscard={session.discardOtherDraft}
      />
    </StudioMessages>
  );
}

/** The session's first refused save, if any, with both versions side by side. */
export function SessionConflictDialog<F extends EditableFile>({ session }: { session: SessionChrome<F> }) {
  return (
    <ConflictDialog
      conflict={session.conflict}
      remaining={session.conflictsWaiting}
      onChoose={session.resolveConflict}
    />
  );
}
