'use client';
import { useDeferredValue, useMemo } from 'react';
import { renderMarkdown } from '@/lib/studio/markdown';

/** HARNESS.md rendered as the agent's host would show it; raw HTML in the source appears as text. */
export function MarkdownPreview({ text }: { text: string }) {
  const deferred = useDeferredValue(text);
  const html = useMemo(() => renderMarkdown(deferred), [deferred]);
  return (
    <div className="h-full overflow-auto bg-surface px-6 py-5" data-testid="markdown-preview">
      <div className="md-preview max-w-prose" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
