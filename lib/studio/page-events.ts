import type { SaveFileRequest, SaveFileResult } from './save-result';
import { realClock } from './check-scheduler';
import { browserStorage, browserTabId, isDraftStateKey } from './drafts';
import type { EditingSession, SessionPorts } from './editing-session';
import { browserTabPresence } from './tab-presence';

/** The session's ports in a browser tab: localStorage, this tab's id, the real clock, and the server's save. */
export function browserPorts(save: (request: SaveFileRequest) => Promise<SaveFileResult>): SessionPorts {
  return {
    save,
    storage: browserStorage,
    tabId: browserTabId,
    clock: realClock,
    wallNow: () => Date.now(),
    timeOfDay: () => new Date().toLocaleTimeString(),
    presence: () => browserTabPresence(browserTabId()),
  };
}

type PageSide = Pick<EditingSession<string, never>, 'flushDrafts' | 'refreshOtherDrafts' | 'pageShown'>;

/**
 * Connects a session to its page: pending drafts are written when the page is hidden or left (a debounce timer does
 * not survive the page), another tab's draft change is seen the moment its storage event arrives, and a page that
 * comes back into view says at once that its tab is open. Returns the call that disconnects it.
 */
export function bindSessionToPage(session: PageSide, page: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (isDraftStateKey(event.key)) session.refreshOtherDrafts();
  };
  const onHide = () => session.flushDrafts();
  const onVisibility = () => {
    if (page.document.visibilityState === 'hidden') session.flushDrafts();
    else session.pageShown();
  };
  page.addEventListener('storage', onStorage);
  page.addEventListener('pagehide', onHide);
  page.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    page.removeEventListener('storage', onStorage);
    page.removeEventListener('pagehide', onHide);
    page.document.removeEventListener('visibilitychange', onVisibility);
  };
}
