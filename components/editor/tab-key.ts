/**
 * What Tab does in the editor. `indent`: Tab indents (Monaco's default). `focus`: Tab moves the focus on, for good
 * (Monaco's tab focus mode, Ctrl+M). `leave`: the author pressed Esc, so the next Tab leaves the editor once; any
 * other key, or leaving, goes back to indenting. The escape is discoverable (the hint under the editor says it) and
 * costs nothing to authors who indent with Tab.
 */
export type TabKeyMode = 'indent' | 'focus' | 'leave';

/** Monaco's process-wide tab focus switch (monaco-editor/editor/browser/config/tabFocus), or a test's fake. */
export interface TabFocusSwitch {
  getTabFocusMode(): boolean;
  setTabFocusMode(on: boolean): void;
  onDidChangeTabFocus(listener: (on: boolean) => void): { dispose(): void };
}

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta']);

/** Esc-then-Tab on top of Monaco's tab focus mode: `keyDown` and `blur` come from the editor, `onMode` tells the hint. */
export function createTabKey(tabFocus: TabFocusSwitch, onMode: (mode: TabKeyMode) => void) {
  let leaving = false;
  let mode: TabKeyMode = tabFocus.getTabFocusMode() ? 'focus' : 'indent';
  const say = (next: TabKeyMode) => {
    if (next !== mode) onMode((mode = next));
  };
  const endLeave = () => {
    if (!leaving) return;
    leaving = false;
    tabFocus.setTabFocusMode(false);
  };
  // Ctrl+M (Monaco's own action) or the hint's button: an escape under way gives way to the author's choice.
  const subscription = tabFocus.onDidChangeTabFocus((on) => {
    if (leaving && on) return say('leave');
    leaving = false;
    say(on ? 'focus' : 'indent');
  });
  return {
    mode: () => mode,
    keyDown(key: string) {
      if (key === 'Escape') {
        if (!tabFocus.getTabFocusMode()) {
          leaving = true;
          tabFocus.setTabFocusMode(true);
        }
      } else if (key !== 'Tab' && !MODIFIERS.has(key)) endLeave();
    },
    /** The editor lost the focus (the Tab left it, or a click did). */
    blur: endLeave,
    /** The hint's button: what Ctrl+M does. */
    toggle() {
      leaving = false;
      tabFocus.setTabFocusMode(mode === 'indent');
    },
    dispose() {
      endLeave();
      subscription.dispose();
    },
  };
}
