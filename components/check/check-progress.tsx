'use client';
import { describeWorkdir } from '@/lib/core/workdir';
import { queueText } from '@/lib/studio/queue-text';
import { Card } from '../ui/card';
import type { PollAnswer } from './check-session';
import { CheckWorker } from './check-worker';
import type { CheckLayer } from './full-check';
import { PlannedWrites, RunFolder } from './run-folder';
import type { CheckOptions } from './use-check-options';

/** What the check is doing, by the phase its progress names: the steps every check has, then the format's layers. */
const PHASE_LABEL: Record<string, string> = {
  queued: 'waiting in the queue',
  static: 'lint and the static rules',
  done: 'writing the report',
};

function phaseLabel(phase: string, layers: readonly CheckLayer[]): string {
  return PHASE_LABEL[phase] ?? layers.find((l) => l.declared.id === phase)?.doing ?? phase;
}

/** A section no item of which has finished yet. */
const NONE_YET = { done: 0, total: 0 };

/** A check in the queue or running: where it is, a bar per layer asked for, the worker, its folder and writes. */
export function CheckProgress({
  data,
  options,
  layers,
}: {
  data: Extract<PollAnswer, { ok: true }>;
  options: CheckOptions | null;
  layers: readonly CheckLayer[];
}) {
  const { progress } = data;
  if (data.status === 'queued')
    return (
      <Card>
        <p className="text-sm font-medium" data-testid="check-queued" aria-live="polite">
          Waiting:{' '}
          <span className="text-muted">
            {queueText(data.ahead, data.running)}. Timings count from when each process starts, not from the wait.
          </span>
        </p>
      </Card>
    );
  return (
    <Card>
      <div className="space-y-3" data-testid="check-progress" aria-live="polite">
        <p className="text-sm font-medium">
          Running: <span className="text-muted">{phaseLabel(progress.phase, layers)}</span>
        </p>
        {layers
          .filter((l) => options?.[l.declared.id])
          .map((l) => (
            <Bar key={l.section} label={l.progressLabel} {...(progress.sections[l.section] ?? NONE_YET)} />
          ))}
        <CheckWorker worker={data.worker} waiting={data.waiting} />
        {data.workdir && <RunFolder workdir={data.workdir} />}
        {data.workdir && (
          <PlannedWrites writes={data.writes} where={data.workdir.dir ?? describeWorkdir(data.workdir)} />
        )}
      </div>
    </Card>
  );
}

function Bar({ label, done, total }: { label: string; done: number; total: number }) {
  const pct = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="grid grid-cols-[6rem_1fr_4rem] items-center gap-3 text-sm">
      <span className="text-muted">{label}</span>
      <div
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
        role="progressbar"
        aria-valuenow={done}
        aria-valuemax={total}
        aria-label={label}
      >
        <div className="h-full rounded-full bg-indigo-500 transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      <span className="text-right tabular-nums">
        {done}/{total || '…'}
      </span>
    </div>
  );
}
