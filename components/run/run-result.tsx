import { JsonTree } from './json-tree';
import type { RunRecord } from './run-session';

/** One run's result: in flight, stopped, failed before a result, or its exit code, time, tokens, argv, result and log. */
export function RunResult({ record }: { record: RunRecord }) {
  const view = record.view;
  if (record.status === 'queued' || record.status === 'running')
    return (
      <p className="flex items-center gap-2 text-sm" data-testid="run-status" data-status={record.status}>
        <span className="size-2 animate-pulse rounded-full bg-accent" aria-hidden /> {record.verb} is {record.status}…
      </p>
    );
  if (record.status === 'cancelled')
    return (
      <p
        className="rounded-xl border border-line bg-surface-subtle px-4 py-3 text-sm"
        data-testid="run-status"
        data-status="cancelled"
      >
        Stopped: the job was cancelled and its process group killed.
      </p>
    );
  if (!view)
    return (
      <p
        className="rounded-xl border border-error-line bg-error-soft px-4 py-3 text-sm text-error-fg"
        data-testid="run-status"
        data-status="failed"
      >
        {record.error ?? 'The run failed.'}
      </p>
    );
  return (
    <div className="space-y-4" data-testid="run-result" data-ok={view.ok}>
      <div
        className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm"
        data-testid="run-status"
        data-status={record.status}
      >
        <span className={`font-semibold ${view.ok ? 'text-ok' : 'text-error'}`}>
          {view.ok ? 'ok' : (view.code ?? 'failed')}
        </span>
        <span data-testid="run-exit">exit {view.exitCode ?? '—'}</span>
        <span data-testid="run-ms">{view.ms} ms</span>
        <span data-testid="run-tokens">~{view.tokens} tokens</span>
        {view.truncated && <span className="text-warn">output cut at the cap</span>}
      </div>
      {view.error && (
        <p className="rounded-md bg-error-soft px-3 py-2 text-sm text-error-fg" data-testid="run-error">
          {view.error}
        </p>
      )}
      {view.argv.length > 0 && (
        <div>
          <h4 className="mb-1 text-xs font-semibold uppercase tracking-wider text-muted">argv as run</h4>
          <code
            className="block overflow-x-auto rounded-md border border-line bg-surface-subtle px-3 py-2 font-mono text-xs"
            data-testid="run-argv"
          >
            {/* Shell-safe tokens (and the mask, ••••) bare, anything else quoted. */}
            {view.argv.map((a) => (/^[\w./:=@•-]+$/.test(a) ? a : JSON.stringify(a))).join(' ')}
          </code>
        </div>
      )}
      {view.result !== undefined && (
        <div>
          <h4 className="mb-1 text-xs font-semibold uppercase tracking-wider text-muted">Result</h4>
          <div className="overflow-x-auto rounded-md border border-line bg-surface p-2">
            {view.json ? (
              <JsonTree value={view.result} />
            ) : (
              <pre className="font-mono text-xs whitespace-pre-wrap" data-testid="run-text">
                {String(view.result)}
              </pre>
            )}
          </div>
        </div>
      )}
      <Log name="stdout" text={view.stdout} />
      <Log name="stderr" text={view.stderr} />
    </div>
  );
}

function Log({ name, text }: { name: string; text: string }) {
  return (
    <details open={name === 'stderr' && text !== ''}>
      <summary className="cursor-pointer text-xs font-semibold uppercase tracking-wider text-muted">
        {name} {text === '' ? '(empty)' : `(${text.length} characters)`}
      </summary>
      <pre
        className="mt-1 max-h-64 overflow-auto rounded-md border border-line bg-surface-subtle px-3 py-2 font-mono text-xs whitespace-pre-wrap"
        data-testid={`run-${name}`}
      >
        {text}
      </pre>
    </details>
  );
}
