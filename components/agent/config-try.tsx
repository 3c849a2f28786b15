'use client';
import { useEffect, useState } from 'react';
import { cancelAgentConfigTry, pollAgentConfigTry, tryAgentConfig } from '@/app/actions/agent-actions';
import { commandLine, type GrantLevel, type HostConfig } from '@/lib/mcp/host-configs';
import { Badge } from '../ui/badges';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';

type Polled = Extract<Awaited<ReturnType<typeof pollAgentConfigTry>>, { ok: true }>;
type TryReport = NonNullable<Polled['report']>;

interface TryState {
  jobId?: string;
  status: Polled['status'];
  ahead: number | null;
  report?: TryReport;
  error?: string;
}

const POLL_MS = 250;

/**
 * "Try this config": the server starts the shown configuration as a host would (built again on the server from the
 * pack, the host and the grant), lists the tools and calls the first read; one line says what a host would see or
 * why it failed, and "Details" shows the launch, the tools, the call and what the server said on stderr. A result
 * belongs to the configuration's text: change the grant and it is tried afresh.
 */
export function ConfigTry({ packId, config, grant }: { packId: string; config: HostConfig; grant: GrantLevel }) {
  const key = `${config.id}\0${config.text}`;
  const [tries, setTries] = useState<Record<string, TryState>>({});
  const state = tries[key];
  const busy = state?.status === 'queued' || state?.status === 'running';

  const jobId = busy ? state.jobId : undefined;
  useEffect(() => {
    if (!jobId) return;
    const timer = setInterval(async () => {
      const polled = await pollAgentConfigTry({ jobId });
      setTries((all) => ({
        ...all,
        [key]: polled.ok
          ? { jobId, status: polled.status, ahead: polled.ahead, report: polled.report, error: polled.error }
          : { jobId, status: 'failed', ahead: null, error: polled.error },
      }));
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [jobId, key]);

  const start = async () => {
    setTries((all) => ({ ...all, [key]: { status: 'queued', ahead: null } }));
    const started = await tryAgentConfig({ packId, host: config.id, grant });
    setTries((all) => ({
      ...all,
      [key]: started.ok
        ? { jobId: started.jobId, status: 'queued', ahead: null }
        : { status: 'failed', ahead: null, error: started.error },
    }));
  };

  const cancel = async () => {
    if (!jobId) return;
    const stopped = await cancelAgentConfigTry({ jobId });
    if (stopped.ok) setTries((all) => ({ ...all, [key]: { jobId, status: stopped.status, ahead: null } }));
  };

  return (
    <div className="mt-3 space-y-2" data-testid="config-try">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button
          size="sm"
          onClick={() => void start()}
          disabled={busy}
          data-testid="try-host-config"
          title="Start the server exactly as this configuration says, list its tools and call the first read"
        >
          {busy ? 'Trying…' : state ? 'Try again' : 'Try this config'}
        </Button>
        {busy && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void cancel()}
            disabled={!jobId}
            data-testid="cancel-try"
            title="Stop the try: out of the line, or the server it started killed"
          >
            Cancel
          </Button>
        )}
        {!state && (
          <span className="text-xs text-muted">Starts it as {config.label} would, lists the tools, calls a read.</span>
        )}
      </div>
      {state && <TryLine state={state} label={config.label} />}
      {state?.report && <TryDetails report={state.report} />}
    </div>
  );
}

const MARK: Record<TryReport['status'], { mark: string; tone: string }> = {
  works: { mark: '✓', tone: 'text-ok' },
  listed: { mark: '!', tone: 'text-warn' },
  fails: { mark: '✗', tone: 'text-error' },
};

function TryLine({ state, label }: { state: TryState; label: string }) {
  const text =
    state.status === 'queued'
      ? state.ahead
        ? `Waiting for a process slot (${state.ahead} ahead)…`
        : 'Waiting for a process slot…'
      : state.status === 'running'
        ? `Starting the server as ${label} would…`
        : state.report
          ? state.report.line
          : state.status === 'cancelled'
            ? 'Cancelled.'
            : `Could not try it: ${state.error ?? 'no answer'}`;
  const mark = state.report ? MARK[state.report.status] : state.status === 'failed' ? MARK.fails : null;
  return (
    <p
      role="status"
      className="flex min-w-0 items-start gap-2 text-sm leading-5"
      data-testid="config-try-line"
      data-status={state.report?.status ?? state.status}
    >
      {mark ? (
        <span aria-hidden className={cn('font-semibold', mark.tone)}>
          {mark.mark}
        </span>
      ) : (
        <span aria-hidden className="mt-1.5 size-2 shrink-0 animate-pulse rounded-full bg-accent" />
      )}
      <span className={cn('min-w-0 break-words', mark ? 'text-fg' : 'text-muted')}>{text}</span>
    </p>
  );
}

function TryDetails({ report }: { report: TryReport }) {
  const pre =
    'max-h-60 overflow-auto rounded-md border border-line bg-surface-subtle px-3 py-2 font-mono text-xs break-words whitespace-pre-wrap';
  const term = 'text-xs font-medium text-muted';
  return (
    <details className="text-sm" data-testid="config-try-details">
      <summary className="cursor-pointer text-xs text-muted hover:text-fg">Details</summary>
      <dl className="mt-2 space-y-2">
        <div>
          <dt className={term}>Started (in the system temp folder, with the host&apos;s PATH and HOME)</dt>
          <dd>
            <pre className={pre}>{commandLine([report.launch.command, ...report.launch.args], report.launch.env)}</pre>
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-1 text-xs text-muted">
          <span>start-up {report.startMs === null ? '—' : `${report.startMs} ms`}</span>
          {report.server && (
            <span>
              server <span className="font-mono text-fg-soft">{report.server.name}</span> {report.server.version}
            </span>
          )}
          <span>instructions {report.instructions ? 'sent (HARNESS.md)' : 'none'}</span>
          <span>
            exit {report.exit ? (report.exit.signal ?? `code ${report.exit.code}`) : 'still running when the try ended'}
          </span>
          <span>whole try {report.ms} ms</span>
        </div>
        {report.tools.length > 0 && (
          <div>
            <dt className={term}>Tools ({report.tools.length})</dt>
            <dd className="mt-1 flex flex-wrap gap-1">
              {report.tools.map((t) => (
                <Badge key={t.name} tone={t.readOnly ? 'ok' : 'warn'} className="font-mono">
                  {t.name}
                </Badge>
              ))}
            </dd>
          </div>
        )}
        {report.call && (
          <div>
            <dt className={term}>
              Called <span className="font-mono">{report.call.tool}</span> {JSON.stringify(report.call.arguments)} (
              {report.call.ms} ms)
              {report.call.isError ? ': a tool error' : ''}
            </dt>
            <dd>
              <pre className={pre}>{report.call.text || '(no text)'}</pre>
            </dd>
          </div>
        )}
        {report.notCalled && <p className="text-xs text-muted">No read was called: {report.notCalled}.</p>}
        <div>
          <dt className={term}>What the server said on stderr (a host keeps it in its log)</dt>
          <dd>
            <pre className={pre}>{report.stderr.trim() || '(nothing)'}</pre>
          </dd>
        </div>
      </dl>
    </details>
  );
}
