'use client';
import { Button } from './button';
import { useCopy } from './use-copy';

/**
 * The one copy button: says "Copied" for a moment, or asks the person to select the text when the browser refuses.
 * `label` names the button; `describe` (default: the text itself) completes its accessible name, so a list of copy
 * buttons is told apart by a screen reader.
 */
export function CopyButton({
  text,
  label = 'Copy',
  describe,
  testId,
  className = '',
}: {
  text: string;
  label?: string;
  describe?: string;
  testId?: string;
  className?: string;
}) {
  const { state, copy } = useCopy();
  return (
    <Button
      size="sm"
      onClick={() => copy(text)}
      aria-label={`${label}: ${describe ?? text}`}
      data-testid={testId}
      data-state={state}
      className={className}
    >
      <span aria-live="polite">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Select and copy' : label}</span>
    </Button>
  );
}
