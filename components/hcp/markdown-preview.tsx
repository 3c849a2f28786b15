'use client';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { MARKDOWN_BUDGET, plainMarkdown, renderMarkdownBounded, type BoundedMarkdown } from '@/lib/studio/markdown';

/**
 * HARNESS.md rendered as the agent's host would show it; raw HTML in the source appears as text. A pack's text is
 * hostile: it is never rendered during the server's render, and in the browser it is rendered in a Web Worker with
 * a deadline (MARKDOWN_BUDGET.deadlineMs, from when the worker starts on the text) past which the worker is ended
 * and the text shown plain, with a note.
 */
export function MarkdownPreview({ text }: { text: string }) {
  const deferred = useDeferredValue(text);
  const rendered = useBoundedMarkdown(deferred);
  return (
    <div className="h-full overflow-auto bg-surface px-6 py-5" data-testid="markdown-preview">
      {rendered === null ? (
        <p className="text-sm text-muted">Rendering the preview…</p>
      ) : 'html' in rendered ? (
        <div className="md-preview max-w-prose" dangerouslySetInnerHTML={{ __html: rendered.html }} />
      ) : (
        <div className="max-w-prose">
          <p className="mb-3 rounded border border-line px-3 py-2 text-sm text-muted" data-testid="markdown-plain-note">
            {rendered.note}
          </p>
          <div className="whitespace-pre-wrap break-words font-mono text-sm" data-testid="markdown-plain">
            {rendered.plain}
          </div>
        </div>
      )}
    </div>
  );
}

/** The text's rendering, null until the first one arrives: from the worker, or the bounded renderer where none. */
function useBoundedMarkdown(text: string): BoundedMarkdown | null {
  const [rendered, setRendered] = useState<BoundedMarkdown | null>(null);
  // Bumped when a worker stuck on an older text is ended, so the latest text is posted to a fresh one.
  const [restarts, setRestarts] = useState(0);
  const worker = useRef<Worker | null>(null);
  const asked = useRef(0);
  // The deadline of the render the worker is in: one at a time, the worker takes texts in order.
  const running = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(running.current);
      worker.current?.terminate();
    },
    [],
  );
  useEffect(() => {
    if (typeof Worker === 'undefined') {
      setRendered(renderMarkdownBounded(text));
      return;
    }
    const id = ++asked.current;
    worker.current ??= new Worker(new URL('../../lib/studio/markdown.worker.ts', import.meta.url), {
      type: 'module',
      name: 'markdown-preview',
    });
    const own = worker.current;
    own.onmessage = (event: MessageEvent<{ id: number; started?: true } & BoundedMarkdown>) => {
      const { id: of, started, ...result } = event.data;
      if (started) {
        // Counted from here, not from the post: loading the worker on a busy machine is not rendering.
        running.current = setTimeout(() => {
          // Stuck in the renderer: end the worker. The current text is shown plain; a newer one gets a fresh worker.
          own.terminate();
          if (worker.current === own) worker.current = null;
          if (of === asked.current)
            setRendered(plainMarkdown(text, `rendering took longer than ${MARKDOWN_BUDGET.deadlineMs / 1000} s`));
          else setRestarts((n) => n + 1);
        }, MARKDOWN_BUDGET.deadlineMs);
        return;
      }
      clearTimeout(running.current);
      if (of === asked.current) setRendered(result as BoundedMarkdown);
    };
    own.postMessage({ id, text });
  }, [text, restarts]);
  return rendered;
}
