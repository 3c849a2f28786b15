import Link from 'next/link';
import { Sparkline } from '@/components/history/sparkline';
import { GradeBadge } from '@/components/ui/badges';
import type { Grade } from '@/lib/core/score';
import { shortSha } from './format';

export interface MatrixView {
  project: string;
  builds: { id: number; commit: string; branch: string; weakened: number; regressions: number }[];
  packs: { pack: string; cells: ({ score: number | null; grade: string | null; errors: number } | null)[] }[];
  nextPack: string | null;
}

/**
 * Packs × builds: each pack's latest score, grade and errors, its score over the builds shown (a sparkline), and
 * one column per build, newest first. The table scrolls sideways on a phone; the pack column stays put.
 */
export function ProjectMatrix({ view }: { view: MatrixView }) {
  const base = `/projects/${encodeURIComponent(view.project)}`;
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface-raised">
      <table className="w-full text-sm" data-testid="project-matrix">
        <thead className="text-left text-xs text-muted">
          <tr className="border-b border-line">
            <th scope="col" className="sticky left-0 bg-surface-raised px-3 py-2 font-medium">
              Pack
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Trend
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Grade
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Errors
            </th>
            {view.builds.map((b) => (
              <th key={b.id} scope="col" className="px-2 py-2 font-mono font-normal whitespace-nowrap">
                <Link href={`${base}/builds/${b.id}`} className="text-accent hover:underline">
                  {shortSha(b.commit).slice(0, 7)}
                </Link>
                {b.weakened > 0 && (
                  <span className="ml-1 text-error" title={`${b.weakened} policy weakened`}>
                    ●
                  </span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.packs.map(({ pack, cells }) => {
            const latest = cells[0];
            const scores = cells
              .map((c) => c?.score)
              .filter((s): s is number => typeof s === 'number')
              .reverse();
            return (
              <tr key={pack} className="border-b border-line last:border-0">
                <th
                  scope="row"
                  className="sticky left-0 max-w-48 truncate bg-surface-raised px-3 py-1.5 text-left font-mono font-normal"
                >
                  {pack}
                </th>
                <td className="px-3 py-1.5">
                  <Sparkline scores={scores} label={`${pack}: score over the last ${scores.length} builds`} />
                </td>
                <td className="px-3 py-1.5">
                  <GradeBadge grade={(latest?.grade as Grade | null) ?? null} />
                </td>
                <td className={`px-3 py-1.5 tabular-nums ${latest?.errors ? 'text-error' : 'text-faint'}`}>
                  {latest?.errors ?? '–'}
                </td>
                {cells.map((c, i) => (
                  <td key={view.builds[i]!.id} className="px-2 py-1.5 text-center tabular-nums">
                    {c ? (c.score ?? '·') : <span className="text-faint">–</span>}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
