import { inlineParts } from './inline';

/** Text with `code` spans, as the rule catalogue writes it. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {inlineParts(text).map((part, i) =>
        part.code ? (
          <code key={i} className="rounded bg-surface-muted px-1 py-0.5 font-mono text-[0.9em] text-fg">
            {part.text}
          </code>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
