/** An incorrect or correct excerpt, framed and labelled so the two read side by side. */
export function ExampleBlock({ kind, code, file }: { kind: 'incorrect' | 'correct'; code: string; file?: string }) {
  const bad = kind === 'incorrect';
  return (
    <figure
      className={`flex flex-col overflow-hidden rounded-lg border ${bad ? 'border-red-200 dark:border-red-900/70' : 'border-emerald-200 dark:border-emerald-900/70'}`}
      data-example={kind}
    >
      <figcaption
        className={`flex items-center gap-2 px-3 py-1.5 text-xs font-semibold ${
          bad ? 'bg-red-50 text-red-700 dark:bg-red-950/50 dark:text-red-300' : 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950/50 dark:text-emerald-300'
        }`}
      >
        <span aria-hidden className="text-sm leading-none">{bad ? '✕' : '✓'}</span>
        {bad ? 'Incorrect' : 'Correct'}
        {file && <span className="ml-auto font-mono font-normal opacity-70">{file}</span>}
      </figcaption>
      <pre className="flex-1 whitespace-pre-wrap break-words bg-zinc-50 p-3 font-mono text-[13px] leading-5 text-zinc-800 dark:bg-zinc-900 dark:text-zinc-200">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
