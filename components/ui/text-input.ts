/** The look of a one-line text field in a form (a path, a name): monospaced, the accent ring on focus. */
export const TEXT_INPUT =
  'h-8 w-full rounded-md border border-line-strong bg-surface px-2.5 font-mono text-sm shadow-sm placeholder:text-faint focus:border-accent focus:ring-2 focus:ring-accent/20 focus:outline-none';
