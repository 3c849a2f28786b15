'use client';
import { Input } from '../ui/field';

/**
 * The publisher handle the check assumes (nobody signs in to the studio): pack.json's `publisher` is compared with
 * it, as Recued compares it with the signed-in account on publish. The workspace's: the header, the workspace rows
 * and the import dialog use the same one.
 */
export function PublisherSetting({ value, onChange }: { value: string; onChange(v: string): void }) {
  return (
    <label
      className="flex items-center gap-1.5 text-xs whitespace-nowrap text-muted"
      title="The publisher handle this check assumes, as if you were signed in to Recued as it. pack.json's publisher must equal it; only the first-party handle may declare connection_requirements or trust_summary."
    >
      <span>
        Check as publisher<span className="sr-only"> (the handle this check assumes)</span>
      </span>
      <span className="flex h-7 items-center rounded-md border border-line-strong bg-surface-raised pl-1.5 shadow-sm focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/20">
        <span className="text-faint">@</span>
        <Input
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="local"
          spellCheck={false}
          autoComplete="off"
          maxLength={64}
          aria-label="Publisher handle this check assumes"
          data-testid="publisher-handle"
          className="h-full w-24 rounded-none border-0 bg-transparent px-1 text-xs text-fg shadow-none focus:ring-0"
        />
      </span>
    </label>
  );
}
