/// <reference lib="webworker" />
import { renderMarkdownBounded } from './markdown';

/**
 * The preview's renderer, off the page's thread: the page posts `{ id, text }` and gets `{ id, ...BoundedMarkdown }`
 * back. A text that still takes too long is cut off by the page, which ends this worker (markdown-preview.tsx).
 */
self.onmessage = (event: MessageEvent<{ id: number; text: string }>) => {
  const { id, text } = event.data;
  // The page's deadline starts here, not when it posted: loading this worker on a busy machine is not rendering.
  self.postMessage({ id, started: true });
  self.postMessage({ id, ...renderMarkdownBounded(text) });
};
