'use client';
import type { ConflictChoice } from '@/lib/studio/conflicts';
import type { EditingSession, SessionState } from '@/lib/studio/editing-session';
import { ConflictDialog } from './conflict-dialog';
import { OtherTabDrafts } from './other-tab-drafts';
import { RestoredBanner, StudioMessages } from './studio-messages';

type Session = Pick<
  EditingSession<string, never>,
  'discardRestored' | 'takeOtherDraft' | 'discardOtherDraft' | 'dismissSaveMessage' | 'resolveConflict'
>;
type State = Pick<
  SessionState<string, unknown>,
  'draftError' | 'saveMessage' | 'restored' | 'otherDrafts' | 'conflict' | 'conflictsWaiting'
>;

/** The banners under a studio's toolbar for its session: restored drafts, other tabs' drafts, a draft-storage error, the save message. */
export function SessionMessages({ session, state }: { session: Session; state: State }) {
  return (
    <StudioMessages
      draftError={state.draftError}
      saveMessage={state.saveMessage}
      onDismissSave={session.dismissSaveMessage}
    >
      {state.restored.map((r) => (
        <RestoredBanner
          key={r.file}
          file={r.file}
          savedAt={r.savedAt}
          stale={r.stale}
          onDiscard={() => session.discardRestored(r.file)}
        />
      ))}
      <OtherTabDrafts
        others={state.otherDrafts}
        onUse={(other) => session.takeOtherDraft(other)}
        onDiscard={(other) => session.discardOtherDraft(other)}
      />
    </StudioMessages>
  );
}

/** The session's first refused save, if any, with both versions side by side. */
export function SessionConflictDialog({ session, state }: { session: Session; state: State }) {
  return (
    <ConflictDialog
      conflict={state.conflict}
      remaining={state.conflictsWaiting}
      onChoose={(choice: ConflictChoice) => session.resolveConflict(choice)}
    />
  );
}
