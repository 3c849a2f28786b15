'use client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { pollRun, startRun, stopRun } from '@/app/actions/run-actions';
import { loadPackFromTexts } from '@/lib/hcp/load';
import { isConfirmGated, needsApproval, policyRow, type CommandView, type PackModel } from '@/lib/hcp/model';
import { argInputs, initialValues } from '@/lib/hcp/approval-card';
import { TryForm } from '../preview/try-form';
import { Button } from '../ui/button';
import { Field, Select } from '../ui/field';
import { formArgs, maskFields } from './form-args';
import { JsonTree } from './json-tree';
import { RunApproval } from './run-approval';

/** What a poll answers, as the action declares it (components never import lib/node, not even its types). */
type Polled = Extract<Awaited<ReturnType<typeof pollRun>>, { ok: true }>;
type JobStatus = Polled['status'];
type RunView = NonNullable<Polled['run']>;

/**
 * One run of the session: what was asked, and what came back once it finished. The values of fields marked secret
 * are kept as •••• (the form holds the typed value while the tab is open; the history never does).
 */
interface RunRecord {
  id: number;
  verb: string;
  values: Record<string, string>;
  args: Record<string, string | number | boolean>;
  /** The fields that were marked secret for this run. */
  secret: string[];
  confirmed: boolean;
  jobId?: string;
  status: JobStatus;
  view?: RunView;
  error?: string;
}

const POLL_MS = 250;

/** Reads run at once; a write, and any confirm-gated command, asks through its approval card first (the server too). */
const asksFirst = (model: PackModel, verb: string) => needsApproval(model, verb, 'every-write');

/**
 * The Run tab: choose a command, fill its form, Run it through the runtime's exec (the saved files on disk, as an
 * agent would). The session keeps every run, to reopen and run again.
 */
export function RunPanel({
  packId,
  surfaceText,
  policyText,
  dirtyCount,
}: {
  packId: string;
  surfaceText: string;
  policyText: string;
  dirtyCount: number;
}) {
  const model = useMemo(
    () =>
      loadPackFromTexts({
        ...(surfaceText.trim() ? { 'surface.json': surfaceText } : {}),
        ...(policyText.trim() ? { 'policy.json': policyText } : {}),
      }).model,
    [surfaceText, policyText],
  );
  const [verb, setVerb] = useState<string>('');
  const command = model.commands.find((c) => c.key === verb) ?? model.commands[0];
  const [values, setValues] = useState<Record<string, Record<string, string>>>({});
  // Per command, the text fields the author marked secret.
  const [secrets, setSecrets] = useState<Record<string, string[]>>({});
  const [asking, setAsking] = useState(false);
  const [declined, setDeclined] = useState(false);
  const [runs, setRuns] = useState<RunRecord[]>([]);
  const [shown, setShown] = useState<number | null>(null);
  const nextId = useRef(1);

  const running = runs.find((r) => r.status === 'queued' || r.status === 'running');
  const record = runs.find((r) => r.id === shown);

  // Poll the run in flight until it finishes.
  const runningId = running?.id;
  const runningJob = running?.jobId;
  useEffect(() => {
    if (runningId === undefined || !runningJob) return;
    const [id, jobId] = [runningId, runningJob];
    const timer = setInterval(async () => {
      const polled = await pollRun({ jobId });
      setRuns((all) =>
        all.map((r) =>
          r.id !== id
            ? r
            : polled.ok
              ? { ...r, status: polled.status, view: polled.run, error: polled.error }
              : { ...r, status: 'failed', error: polled.error },
        ),
      );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [runningId, runningJob]);

  if (!command) return <p className="px-6 py-6 text-sm text-muted">This pack declares no commands to run.</p>;

  const formValues = values[command.key] ?? initialValues(command);
  const inputs = argInputs(command);
  const setFormValues = (next: Record<string, string>) => setValues((v) => ({ ...v, [command.key]: next }));
  const marked = secrets[command.key] ?? [];
  const toggleSecret = (name: string, on: boolean) =>
    setSecrets((s) => ({ ...s, [command.key]: on ? [...marked, name] : marked.filter((n) => n !== name) }));
  /** A past run's values for the form: its own, with the secrets the form holds now (the history has only ••••). */
  const valuesOf = (r: RunRecord) => ({
    ...r.values,
    ...Object.fromEntries(r.secret.map((name) => [name, values[r.verb]?.[name] ?? ''])),
  });

  const launch = async (
    cmd: CommandView,
    vals: Record<string, string>,
    confirmed: boolean,
    marking: readonly string[],
  ) => {
    const id = nextId.current++;
    const args = formArgs(argInputs(cmd), vals);
    const secret = marking.filter((name) => name in args);
    setRuns((all) => [
      {
        id,
        verb: cmd.key,
        values: maskFields(vals, secret),
        args: maskFields(args, secret),
        secret,
        confirmed,
        status: 'queued',
      },
      ...all,
    ]);
    setShown(id);
    // The server masks the marked values in all it returns, so what the command prints never reaches the page.
    const started = await startRun({ packId, verb: cmd.key, args, confirm: confirmed, secret });
    setRuns((all) =>
      all.map((r) =>
        r.id !== id
          ? r
          : started.ok
            ? { ...r, jobId: started.jobId }
            : { ...r, status: 'failed', error: started.error },
      ),
    );
  };

  const run = () => {
    setDeclined(false);
    if (asksFirst(model, command.key)) setAsking(true);
    else void launch(command, formValues, false, marked);
  };

  const answer = (approved: boolean) => {
    setAsking(false);
    if (approved) void launch(command, formValues, true, marked);
    else setDeclined(true);
  };

  const reopen = (r: RunRecord) => {
    setVerb(r.verb);
    const cmd = model.commands.find((c) => c.key === r.verb);
    if (cmd) setValues((v) => ({ ...v, [r.verb]: valuesOf(r) }));
    setSecrets((s) => ({ ...s, [r.verb]: [...new Set([...(s[r.verb] ?? []), ...r.secret])] }));
    setShown(r.id);
    setAsking(false);
    setDeclined(false);
  };

  return (
    <div
      className="mx-auto grid w-full max-w-6xl gap-6 px-6 py-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]"
      data-testid="run-view"
    >
      <div className="space-y-4">
        <Field
          id="run-command"
          label="Command"
          labelClassName="text-xs font-semibold tracking-wider text-muted uppercase"
          hint={command.description}
        >
          <Select
            data-testid="run-command"
            value={command.key}
            onChange={(e) => {
              setVerb(e.target.value);
              setAsking(false);
              setDeclined(false);
            }}
            className="h-auto px-2.5 py-1.5 font-mono"
          >
            {model.commands.map((c) => (
              <option key={c.key} value={c.key}>
                {c.key} · {policyRow(model, c.key)?.risk ?? 'no policy row'}
                {isConfirmGated(model, c.key) ? ' · asks first' : ''}
              </option>
            ))}
          </Select>
        </Field>
        <TryForm
          inputs={inputs}
          values={formValues}
          onChange={(name, value) => setFormValues({ ...formValues, [name]: value })}
          onReset={() => setFormValues(initialValues(command))}
          secret={{ marked, onToggle: toggleSecret }}
        />
        <div className="flex items-center gap-2">
          <Button variant="primary" onClick={run} disabled={running !== undefined || asking} data-testid="run-start">
            {asksFirst(model, command.key) ? 'Run (asks first)' : 'Run'}
          </Button>
          {running && (
            <Button
              onClick={() => running.jobId && void stopRun({ jobId: running.jobId })}
              disabled={!running.jobId}
              data-testid="run-stop"
            >
              Stop
            </Button>
          )}
        </div>
        {dirtyCount > 0 && (
          <p className="text-xs text-warn">
            Runs the saved files: {dirtyCount} unsaved change{dirtyCount === 1 ? '' : 's'} not included.
          </p>
        )}
        {runs.length > 0 && (
          <History
            runs={runs}
            shown={shown}
            onReopen={reopen}
            onRerun={(r) => {
              const cmd = model.commands.find((c) => c.key === r.verb);
              if (!cmd) return;
              reopen(r);
              if (asksFirst(model, r.verb)) setAsking(true);
              else void launch(cmd, valuesOf(r), false, [...new Set([...(secrets[r.verb] ?? []), ...r.secret])]);
            }}
            busy={running !== undefined}
          />
        )}
      </div>
      <div className="min-w-0 space-y-4">
        {asking && (
          <RunApproval
            model={model}
            command={command}
            values={maskFields(formValues, marked)}
            packName={model.id ?? packId}
            onAnswer={answer}
          />
        )}
        {declined && (
          <p className="rounded-xl border border-line bg-surface-subtle px-4 py-3 text-sm" data-testid="run-declined">
            Declined: nothing ran.
          </p>
        )}
        {record && !asking && <RunResult record={record} />}
        {!record && !asking && !declined && (
          <p className="text-sm text-muted">
            Run a command to see its result, exit code, duration, tokens, argv and log here.
          </p>
        )}
      </div>
    </div>
  );
}

function History({
  runs,
  shown,
  onReopen,
  onRerun,
  busy,
}: {
  runs: RunRecord[];
  shown: number | null;
  onReopen(r: RunRecord): void;
  onRerun(r: RunRecord): void;
  busy: boolean;
}) {
  return (
    <section>
      <h4 className="mb-1 text-xs font-semibold uppercase tracking-wider text-muted">This session&apos;s runs</h4>
      <ul className="divide-y divide-line-soft rounded-md border border-line text-sm" data-testid="run-history">
        {runs.map((r) => (
          <li key={r.id} className={`flex items-center gap-2 px-2.5 py-1.5 ${r.id === shown ? 'bg-accent-soft' : ''}`}>
            <Button
              variant="bare"
              onClick={() => onReopen(r)}
              className="min-w-0 flex-1 truncate text-left font-mono text-xs hover:underline"
            >
              #{r.id} {r.verb} {Object.keys(r.args).length ? JSON.stringify(r.args) : ''}
            </Button>
            <span className="text-xs text-faint">{statusLabel(r)}</span>
            <Button variant="link" onClick={() => onRerun(r)} disabled={busy} className="text-xs">
              Re-run
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const statusLabel = (r: RunRecord) =>
  r.status === 'done'
    ? r.view?.ok
      ? `exit ${r.view.exitCode}`
      : (r.view?.code ?? 'failed')
    : r.status === 'cancelled'
      ? 'stopped'
      : r.status;

function RunResult({ record }: { record: RunRecord }) {
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
