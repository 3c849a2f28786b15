'use client';
import { Button, Kbd } from '../ui/button';
import type { TabKeyMode } from './tab-key';

/** Monaco's own key for its tab focus mode: Ctrl+M, Ctrl+Shift+M on Apple keyboards. */
const toggleKey = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌃⇧M' : 'Ctrl+M';

const SAYS: Record<TabKeyMode, string> = {
  indent: 'Tab indents.',
  leave: 'Tab now leaves the editor; any other key goes back to indenting.',
  focus: 'Tab moves the focus out of the editor; it does not indent.',
};

/**
 * The line under the editor that says what Tab does and how to get out: Esc then Tab leaves once; the toggle
 * button (pressed: Tab moves the focus), like Ctrl+M, switches for good. Polite live region, so a screen reader
 * hears the change after Esc or Ctrl+M.
 */
export function TabKeyHint({ mode, onToggle }: { mode: TabKeyMode; onToggle(): void }) {
  const key = toggleKey();
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-line bg-surface-subtle px-3 py-1 text-[11px] text-muted"
      data-testid="tab-key-hint"
      data-mode={mode}
    >
      <span role="status" className="min-w-0 flex-1">
        {SAYS[mode]}
        {mode === 'indent' && (
          <span className="hidden sm:inline">
            {' '}
            <Kbd>Esc</Kbd> then <Kbd>Tab</Kbd> leaves the editor.
          </span>
        )}
      </span>
      <Button
        variant="bare"
        onClick={onToggle}
        aria-pressed={mode === 'focus'}
        title={`What Tab does in the editor (${key})`}
        className="rounded px-1.5 py-0.5 font-medium whitespace-nowrap text-fg-soft hover:bg-surface-muted aria-pressed:bg-accent-soft aria-pressed:text-accent-fg focus-visible:outline-2 focus-visible:outline-accent"
        data-testid="tab-key-toggle"
      >
        Tab moves focus <Kbd>{key}</Kbd>
      </Button>
    </div>
  );
}
