import Link from 'next/link';
import { plural } from '@/lib/report/formatters/types';
import { shortSha, when } from './format';

export interface BuildSummaryView {
  projectPath: string;
  baseBranch: string;
  build: {
    commit: string;
    branch: string;
    packCount: number;
    at: number;
    ancestor: string | null;
    weakened: number;
    regressions: number;
  };
  /** The build it is compared with, if any. */
  base: { id: number; commit: string } | null;
}

/** A build's heading: its commit, branch, packs and time, what it is compared with, and what got worse. */
export function BuildSummary({ view: { projectPath, baseBranch, build, base } }: { view: BuildSummaryView }) {
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">
        Build <span className="font-mono">{shortSha(build.commit)}</span>
      </h1>
      <p className="mt-1 text-sm text-muted">
        {build.branch} · {build.packCount} packs · {when(build.at)} ·{' '}
        {base ? (
          <>
            compared with{' '}
            <Link href={`${projectPath}/builds/${base.id}`} className="font-mono text-accent hover:underline">
              {shortSha(base.commit)}
            </Link>
            {build.ancestor ? ' (its ancestor)' : ` (latest on ${baseBranch})`}
          </>
        ) : (
          'no earlier build to compare with'
        )}
      </p>
    </>
  );
}

/** The build's two tallies: packs with policy weakened (red when any) and regressions (amber when any). */
export function BuildTallies({ weakened, regressions }: { weakened: number; regressions: number }) {
  return (
    <div className="mt-4 flex flex-wrap gap-2 text-sm">
      <span
        className={`rounded-md px-2 py-1 ${weakened ? 'bg-error-soft font-medium text-error' : 'bg-surface-muted text-muted'}`}
      >
        {plural(weakened, 'pack')} with policy weakened
      </span>
      <span
        className={`rounded-md px-2 py-1 ${regressions ? 'bg-warn-soft text-warn' : 'bg-surface-muted text-muted'}`}
      >
        {plural(regressions, 'regression')}
      </span>
    </div>
  );
}
