import { describe, expect, it } from 'vitest';
import { createTabKey, type TabFocusSwitch, type TabKeyMode } from './tab-key';

/** Monaco's tab focus switch, in memory. */
function fakeSwitch(on = false) {
  const listeners = new Set<(on: boolean) => void>();
  const sw: TabFocusSwitch = {
    getTabFocusMode: () => on,
    setTabFocusMode(next) {
      on = next;
      listeners.forEach((l) => l(next));
    },
    onDidChangeTabFocus(listener) {
      listeners.add(listener);
      return { dispose: () => listeners.delete(listener) };
    },
  };
  return { sw, isOn: () => on };
}

function setup(on = false) {
  const { sw, isOn } = fakeSwitch(on);
  const modes: TabKeyMode[] = [];
  const key = createTabKey(sw, (m) => modes.push(m));
  return { sw, isOn, modes, key };
}

describe('createTabKey', () => {
  it('leaves Tab indenting until the author asks otherwise', () => {
    const { key, isOn, modes } = setup();
    key.keyDown('a');
    key.keyDown('Tab');
    expect(isOn()).toBe(false);
    expect(key.mode()).toBe('indent');
    expect(modes).toEqual([]);
  });

  it('Esc makes the next Tab leave the editor, and leaving goes back to indenting', () => {
    const { key, isOn, modes } = setup();
    key.keyDown('Escape');
    expect(isOn()).toBe(true);
    expect(key.mode()).toBe('leave');
    key.keyDown('Shift'); // Shift+Tab: the modifier alone changes nothing
    key.keyDown('Tab');
    expect(isOn()).toBe(true); // Monaco lets the browser move the focus
    key.blur();
    expect(isOn()).toBe(false);
    expect(modes).toEqual(['leave', 'indent']);
  });

  it('Esc then any other key goes back to indenting without leaving', () => {
    const { key, isOn } = setup();
    key.keyDown('Escape');
    key.keyDown('x');
    expect(isOn()).toBe(false);
    expect(key.mode()).toBe('indent');
  });

  it('Ctrl+M (or the hint button) switches for good, and Esc then changes nothing', () => {
    const { key, sw, isOn, modes } = setup();
    sw.setTabFocusMode(true); // Monaco's own Ctrl+M
    expect(key.mode()).toBe('focus');
    key.keyDown('Escape');
    key.keyDown('x');
    key.blur();
    expect(isOn()).toBe(true);
    key.toggle();
    expect(isOn()).toBe(false);
    expect(modes).toEqual(['focus', 'indent']);
  });

  it('Ctrl+M during an escape keeps the author choice', () => {
    const { key, sw, isOn } = setup();
    key.keyDown('Escape');
    sw.setTabFocusMode(false); // Ctrl+M pressed after Esc: back to indenting
    expect(key.mode()).toBe('indent');
    key.blur();
    expect(isOn()).toBe(false);
    key.toggle();
    expect(key.mode()).toBe('focus');
    key.blur();
    expect(isOn()).toBe(true);
  });

  it('starts in the mode Monaco is in, and gives the switch back when disposed mid-escape', () => {
    expect(setup(true).key.mode()).toBe('focus');
    const { key, isOn } = setup();
    key.keyDown('Escape');
    key.dispose();
    expect(isOn()).toBe(false);
  });
});
