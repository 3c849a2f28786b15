'use client';
import type { WorkdirRecord } from '@/lib/core/report';
import { describeWorkdir } from '@/lib/core/workdir';
import type { PlannedWrite } from '@/lib/formats/types';

/** Where the last run's CLI ran (the report's or the job's `workdir`), in words. */
export function RunFolder({ workdir }: { workdir: WorkdirRecord }) {
  return (
    <p className="text-xs text-muted" data-testid="run-workdir">
      The CLI ran in {describeWorkdir(workdir)}.
    </p>
  );
}

/**
 * The eval cases that will run a write, said before they run (a write not gated, or gated and confirmed in the
 * case's args): from the files while no check runs, from the job once it does.
 */
export function PlannedWrites({ writes, where }: { writes: readonly PlannedWrite[]; where: string }) {
  if (writes.length === 0) return null;
  return (
    <div className="mt-3 rounded-md bg-warn-soft px-3 py-2 text-xs text-warn-fg" data-testid="planned-writes">
      <p className="font-medium">
        With eval, {writes.length === 1 ? 'one case runs a write' : `${writes.length} cases run a write`} in {where}:
      </p>
      <ul className="mt-1 list-disc pl-5">
        {writes.map((w) => (
          <li key={w.index} data-testid="planned-write">
            case {w.index + 1} “{w.name}” runs <code className="font-mono">{w.verb}</code>
            {w.confirmed ? ' (confirm: true in its args)' : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
