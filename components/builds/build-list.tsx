import Link from 'next/link';
import { plural } from '@/lib/report/formatters/types';
import { shortSha, when } from './format';

export interface BuildRow {
  id: number;
  commit: string;
  branch: string;
  at: number;
  packCount: number;
  weakened: number;
  regressions: number;
}

/** A project's builds, newest first: commit (a link to the build), branch, packs, what got worse, and when. */
export function BuildList({ base, builds }: { base: string; builds: readonly BuildRow[] }) {
  return (
    <ul
      className="divide-y divide-line rounded-xl border border-line bg-surface-raised text-sm"
      data-testid="build-list"
    >
      {builds.map((b) => (
        <li key={b.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
          <Link href={`${base}/builds/${b.id}`} className="font-mono text-accent hover:underline">
            {shortSha(b.commit)}
          </Link>
          <span className="min-w-0 truncate">{b.branch}</span>
          <span className="text-muted">{b.packCount} packs</span>
          {b.weakened > 0 && <span className="font-medium text-error">{b.weakened} policy weakened</span>}
          {b.regressions > 0 && <span className="text-warn">{plural(b.regressions, 'regression')}</span>}
          <span className="ml-auto text-xs text-faint">{when(b.at)}</span>
        </li>
      ))}
    </ul>
  );
}
