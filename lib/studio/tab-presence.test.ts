import { afterEach, describe, expect, it } from 'vitest';
import { createTabPresence, type TabPresence } from './tab-presence';

// Node's BroadcastChannel is the browser's: every channel of a name hears the others, never itself.
const opened: TabPresence[] = [];
const tab = (id: string) => {
  const presence = createTabPresence(id, new BroadcastChannel(`packstudio:tabs:test:${Math.random()}`));
  opened.push(presence);
  return presence;
};
afterEach(() => opened.splice(0).forEach((p) => p.close()));

/** Tabs on one shared channel name, as tabs of one browser are. */
function browser(...ids: string[]) {
  const name = `packstudio:tabs:test:${Math.random()}`;
  return ids.map((id) => {
    const presence = createTabPresence(id, new BroadcastChannel(name));
    opened.push(presence);
    return presence;
  });
}

describe('createTabPresence', () => {
  it('hears an open tab answer for itself', async () => {
    const [a] = browser('a', 'b');
    expect(await a.alive(['b'])).toEqual(new Set(['b']));
  });

  it('says a tab that is gone (its browser closed since its last heartbeat) is not alive', async () => {
    const [a, b] = browser('a', 'b', 'c');
    b.close(); // the tab of an earlier session: its heartbeat may still look fresh, but nothing answers
    const started = Date.now();
    expect(await a.alive(['b', 'c'], 300)).toEqual(new Set(['c']));
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('answers at once when every tab asked has answered, without waiting for the timeout', async () => {
    const [a] = browser('a', 'b', 'c');
    const started = Date.now();
    expect(await a.alive(['b', 'c'], 5000)).toEqual(new Set(['b', 'c']));
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('never counts itself, nor a tab of another browser', async () => {
    const [a] = browser('a');
    tab('x'); // another channel: another browser profile
    expect(await a.alive(['a'])).toEqual(new Set());
    expect(await a.alive(['x'], 200)).toEqual(new Set());
  });
});
