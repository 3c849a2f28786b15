/**
 * Which tabs are still open, asked of the tabs themselves. A tab's heartbeat in localStorage (lib/studio/drafts.ts)
 * stays fresh for minutes after the browser is closed, so on its own it cannot tell a tab still open from one left
 * by an earlier session. Each studio tab answers for itself on a BroadcastChannel, at once, even when hidden; a tab
 * that does not answer is gone.
 */

/** The part of a BroadcastChannel presence uses (a test can pass its own). */
export interface PresenceChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

export const PRESENCE_CHANNEL = 'packstudio:tabs';
/** How long a tab has to answer. Delivery between tabs takes milliseconds; a hidden tab's timers are slowed, its messages are not. */
export const PRESENCE_TIMEOUT_MS = 1000;

type Message = { type: 'ping'; ids: string[]; nonce: string } | { type: 'pong'; id: string; nonce: string };

function isMessage(data: unknown): data is Message {
  if (!data || typeof data !== 'object') return false;
  const m = data as Record<string, unknown>;
  if (typeof m.nonce !== 'string') return false;
  return (m.type === 'ping' && Array.isArray(m.ids)) || (m.type === 'pong' && typeof m.id === 'string');
}

let nonces = 0;

/** This tab's side: it answers for `tabId`, and asks which of other tabs answer. */
export function createTabPresence(tabId: string, channel: PresenceChannel) {
  const waiting = new Map<string, (id: string) => void>();
  const onMessage = (event: { data: unknown }) => {
    const m = event.data;
    if (!isMessage(m)) return;
    if (m.type === 'ping' && m.ids.includes(tabId)) channel.postMessage({ type: 'pong', id: tabId, nonce: m.nonce });
    else if (m.type === 'pong') waiting.get(m.nonce)?.(m.id);
  };
  channel.addEventListener('message', onMessage);
  return {
    /** The ids among `ids` whose tab answered within `timeoutMs`. */
    alive(ids: readonly string[], timeoutMs = PRESENCE_TIMEOUT_MS): Promise<Set<string>> {
      const asked = new Set(ids.filter((id) => id !== tabId));
      const answered = new Set<string>();
      if (asked.size === 0) return Promise.resolve(answered);
      const nonce = `${tabId}:${++nonces}`;
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(nonce);
          resolve(answered);
        };
        const timer = setTimeout(done, timeoutMs);
        waiting.set(nonce, (id) => {
          if (!asked.has(id)) return;
          answered.add(id);
          if (answered.size === asked.size) done();
        });
        channel.postMessage({ type: 'ping', ids: [...asked], nonce });
      });
    },
    close() {
      channel.removeEventListener('message', onMessage);
      channel.close(); // a question still open resolves at its timeout
    },
  };
}

export type TabPresence = ReturnType<typeof createTabPresence>;

/** The browser's presence for this tab; null where there is no BroadcastChannel (every heartbeat then counts). */
export function browserTabPresence(tabId: string): TabPresence | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  return createTabPresence(tabId, new BroadcastChannel(PRESENCE_CHANNEL));
}
