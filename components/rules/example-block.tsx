/** An incorrect or correct excerpt, framed and labelled so the two read side by side. */
export function ExampleBlock({ kind, code, file }: { kind: 'incorrect' | 'correct'; code: string; file?: string }) {
  const bad = kind === 'incorrect';
  return (
    <figure
      className={`flex flex-col overflow-hidden rounded-lg border ${bad ? 'border-error-line' : 'border-ok-line'}`}
      data-example={kind}
    >
      <figcaption
        className={`flex items-center gap-2 px-3 py-1.5 text-xs font-semibold ${
          bad ? 'bg-error-soft text-error' : 'bg-ok-soft text-ok'
        }`}
      >
        <span aria-hidden className="text-sm leading-none">
          {bad ? '✕' : '✓'}
        </span>
        {bad ? 'Incorrect' : 'Correct'}
        {file && <span className="ml-auto font-mono font-normal opacity-70">{file}</span>}
      </figcaption>
      <pre className="flex-1 whitespace-pre-wrap break-words bg-surface-subtle p-3 font-mono text-[13px] leading-5 text-fg">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
