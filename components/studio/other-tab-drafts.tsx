'use client';
import type { OtherDraft } from '@/lib/studio/drafts';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';

/**
 * Unsaved edits of this pack that belong to other tabs: said at once, never taken silently. An open tab's edits
 * can be brought here (the other tab keeps them too); a closed tab's (one that did not answer, such as a tab of
 * the browser session before this one) can be brought here or discarded.
 */
export function OtherTabDrafts({
  others,
  onUse,
  onDiscard,
}: {
  others: OtherDraft[];
  onUse(other: OtherDraft): void;
  onDiscard(other: OtherDraft): void;
}) {
  return others.map((other) => (
    <Banner key={`${other.file}@${other.tabId}`} tone="info" testId="other-tab-draft">
      <b className="font-mono">{other.file}</b> has unsaved edits{' '}
      {other.open ? 'in another open tab' : 'from an earlier session, in a tab that is closed now'} (last changed{' '}
      {new Date(other.draft.savedAt).toLocaleString()}).{' '}
      {other.open ? 'They stay there; whichever tab saves second is asked which version to keep.' : ''}
      <Button variant="inline" className="ml-2" onClick={() => onUse(other)}>
        Use them here
      </Button>
      {!other.open && (
        <Button variant="inline" className="ml-2" onClick={() => onDiscard(other)}>
          Discard them
        </Button>
      )}
    </Banner>
  ));
}
