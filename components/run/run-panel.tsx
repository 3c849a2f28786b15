'use client';
import { argInputs } from '@/lib/hcp/approval-card';
import { isConfirmGated, policyRow, type CommandView, type PackModel } from '@/lib/hcp/model';
import { TryForm } from '../preview/try-form';
import { Button } from '../ui/button';
import { Field, Select } from '../ui/field';
import { maskFields } from './form-args';
import { RunApproval } from './run-approval';
import { RunResult } from './run-result';
import type { RunRecord, RunSession, RunState } from './run-session';

/** What the Run tab can do: the session's actions, handed in (the panel calls no server action itself). */
export type RunActions = Pick<
  RunSession,
  'choose' | 'setValue' | 'resetValues' | 'toggleSecret' | 'run' | 'answer' | 'stopRun' | 'reopen' | 'rerun'
>;

export interface RunPanelProps {
  packId: string;
  model: PackModel;
  /** The command shown; undefined when the pack declares none. */
  command: CommandView | undefined;
  /** The shown command's form values and its fields marked secret. */
  values: Record<string, string>;
  marked: readonly string[];
  /** The shown command asks a person first. */
  asksFirst: boolean;
  state: Pick<RunState, 'asking' | 'declined' | 'runs' | 'shown'>;
  /** The run in flight, and the run whose result shows. */
  running: RunRecord | undefined;
  shownRun: RunRecord | undefined;
  dirtyCount: number;
  actions: RunActions;
}

/**
 * The Run tab as it renders: choose a command, fill its form, Run it (through the runtime's exec, on the saved files,
 * as an agent would), answer its approval, and see the result and every run of the session to reopen or run again.
 * The state and what the buttons do come in (run-tab.tsx, run-session.ts).
 */
export function RunPanel({
  packId,
  model,
  command,
  values: formValues,
  marked,
  asksFirst,
  state: { asking, declined, runs, shown },
  running,
  shownRun: record,
  dirtyCount,
  actions,
}: RunPanelProps) {
  if (!command) return <p className="px-6 py-6 text-sm text-muted">This pack declares no commands to run.</p>;
  const inputs = argInputs(command);

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
            onChange={(e) => actions.choose(e.target.value)}
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
          onChange={actions.setValue}
          onReset={actions.resetValues}
          secret={{ marked, onToggle: actions.toggleSecret }}
        />
        <div className="flex items-center gap-2">
          <Button
            variant="primary"
            onClick={actions.run}
            disabled={running !== undefined || asking}
            data-testid="run-start"
          >
            {asksFirst ? 'Run (asks first)' : 'Run'}
          </Button>
          {running && (
            <Button onClick={actions.stopRun} disabled={!running.jobId} data-testid="run-stop">
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
            onReopen={(r) => actions.reopen(r.id)}
            onRerun={(r) => actions.rerun(r.id)}
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
            onAnswer={actions.answer}
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
