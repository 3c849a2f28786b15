import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it("lets the caller's class win over the primitive's for the same property, the studio's tokens included", () => {
    expect(cn('h-8 px-3 text-sm text-muted', 'px-2 text-fg')).toBe('h-8 text-sm px-2 text-fg');
    expect(cn('bg-surface-raised ring-line', 'bg-accent-soft ring-accent-line')).toBe(
      'bg-accent-soft ring-accent-line',
    );
    expect(cn('text-xs text-fg-soft', 'text-[13px]')).toBe('text-fg-soft text-[13px]');
  });

  it('keeps classes of different properties and drops falsy parts', () => {
    const hidden = (on: boolean) => on && 'hidden';
    expect(cn('rounded-md', hidden(false), null, undefined, ['border', { 'opacity-60': true, italic: false }])).toBe(
      'rounded-md border opacity-60',
    );
    expect(cn('rounded-md', hidden(true))).toBe('rounded-md hidden');
  });
});
