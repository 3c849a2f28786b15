'use client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Select } from '../ui/field';
import { historyRun, packHistory } from '@/app/actions/history-actions';
import { diffReports } from '@/lib/diff/diff';
import { formatById } from '@/lib/formats';
import { RunDiff } from './run-diff';
import { ScoreChart } from './score-chart';

/** A recorded run as the history action returns it (components take the action's types, not lib/node's). */
type RunSummary = Extract<Awaited<ReturnType<typeof packHistory>>, { ok: true }>['runs'][number];

const when = (at: number) =>
  new Date(at).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
const runLabel = (r: RunSummary) =>
  `#${r.id} · ${when(r.at)} · ${r.score ?? 'not scored'}${r.grade ? ` (${r.grade})` : ''} · ${r.source}`;

/**
 * A pack's recorded checks: its score over time and "what changed" between any two runs (the last two unless
 * picked). `refreshKey` changes when a new run is recorded, so the panel follows the check that just finished.
 */
export function PackHistory({ packId, refreshKey }: { packId: string; refreshKey?: string | number | null }) {
  const history = useQuery({
    queryKey: ['history', 'pack', packId, refreshKey ?? null],
    queryFn: () => packHistory({ packId }),
  });
  const runs = useMemo(() => (history.data?.ok ? history.data.runs : []), [history.data]);
  const [pick, setPick] = useState<{ from: number | null; to: number | null }>({ from: null, to: null });
  // A new run moves the comparison to "previous → latest" unless the author picked runs themselves.
  const [picked, setPicked] = useState(false);
  useEffect(() => {
    if (!picked && runs.length) setPick({ from: runs.at(-2)?.id ?? null, to: runs.at(-1)!.id });
  }, [runs, picked]);

  const choose = (which: 'from' | 'to', id: number) => {
    setPicked(true);
    setPick((p) => ({ ...p, [which]: id }));
  };
  // Clicking a point on the chart moves whichever end is nearer in time.
  const pickPoint = (id: number) => {
    const index = (rid: number | null) => runs.findIndex((r) => r.id === rid);
    const i = index(id);
    choose(Math.abs(i - index(pick.from)) <= Math.abs(i - index(pick.to)) && i <= index(pick.to) ? 'from' : 'to', id);
  };

  const scored = runs.filter((r): r is RunSummary & { score: number } => r.score !== null);
  return (
    <section
      id="history"
      className="rounded-xl border border-line bg-surface-raised p-5 shadow-sm"
      data-testid="pack-history"
    >
      <header className="mb-4">
        <h3 className="text-sm font-semibold">History</h3>
        <p className="text-xs text-muted">
          Every check of this pack, from the studio and from{' '}
          <code className="font-mono">packstudio check --record</code>
          {history.data?.ok && (
            <>
              , kept in <code className="font-mono break-all">{history.data.path}</code>
            </>
          )}
          .
        </p>
      </header>
      {history.data && !history.data.ok && (
        <p
          role="alert"
          className="rounded-md border border-warn-line bg-warn-soft px-3 py-2 text-sm text-warn-fg"
          data-testid="history-error"
        >
          The history cannot be read: {history.data.error}
        </p>
      )}
      {history.data?.ok && runs.length === 0 && (
        <p className="text-sm text-muted">No check recorded yet: run one and it appears here.</p>
      )}
      {scored.length > 0 && <ScoreChart runs={scored} from={pick.from} to={pick.to} onPick={pickPoint} />}
      {runs.length === 1 && (
        <p className="mt-2 text-sm text-muted">One check so far: run another to see what changed.</p>
      )}
      {runs.length > 1 && (
        <div className="mt-4 space-y-4 border-t border-line-soft pt-4">
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="font-medium">What changed</span>
            <RunSelect label="from" runs={runs} value={pick.from} onChange={(id) => choose('from', id)} />
            <span aria-hidden>→</span>
            <RunSelect label="to" runs={runs} value={pick.to} onChange={(id) => choose('to', id)} />
          </div>
          {pick.from !== null && pick.to !== null && <RunComparison packId={packId} from={pick.from} to={pick.to} />}
        </div>
      )}
    </section>
  );
}

function RunSelect({
  label,
  runs,
  value,
  onChange,
}: {
  label: string;
  runs: RunSummary[];
  value: number | null;
  onChange(id: number): void;
}) {
  return (
    <label className="flex items-center gap-1.5">
      <span className="text-xs text-muted">{label}</span>
      <Select
        value={value ?? ''}
        onChange={(e) => onChange(Number(e.target.value))}
        className="w-auto text-xs"
        data-testid={`history-${label}`}
      >
        {[...runs].reverse().map((r) => (
          <option key={r.id} value={r.id}>
            {runLabel(r)}
          </option>
        ))}
      </Select>
    </label>
  );
}

function useRun(packId: string, runId: number) {
  return useQuery({
    queryKey: ['history', 'run', packId, runId],
    queryFn: () => historyRun({ packId, runId }),
    staleTime: Infinity,
  });
}

function RunComparison({ packId, from, to }: { packId: string; from: number; to: number }) {
  const a = useRun(packId, from);
  const b = useRun(packId, to);
  const error = [a.data, b.data].find((d) => d && !d.ok);
  if (error && !error.ok)
    return (
      <p role="alert" className="text-sm text-error">
        {error.error}
      </p>
    );
  if (!a.data?.ok || !b.data?.ok) return <p className="text-sm text-muted">Loading the two runs…</p>;
  const diff = diffReports(a.data.run, b.data.run, { categories: formatById(b.data.run.format)?.categories });
  return <RunDiff diff={diff} before={`run #${from}`} after={`run #${to}`} />;
}
