import Link from 'next/link';
import type { AuditEntry } from '@/lib/builds/audit';
import { visibleText } from '@/lib/report/formatters/escape';
import { when } from './format';

/** An audit entry as the page shows it (the files' hash is not shown). */
export type AuditRow = Omit<AuditEntry, 'filesHash'>;

/** A project's audit log, newest first: who did what, to which pack at which build, and why. */
export function AuditLog({ base, project, entries }: { base: string; project: string; entries: readonly AuditRow[] }) {
  return (
    <>
      <h2 className="mt-8 mb-2 text-lg font-semibold">Audit log</h2>
      <p className="mb-2 text-sm text-muted">
        Every decision and token change, newest first; the log is append-only (the database refuses edits).{' '}
        <code className="font-mono">packstudio server audit {project}</code> prints all of it.
      </p>
      <ul
        className="divide-y divide-line rounded-xl border border-line bg-surface-raised text-sm"
        data-testid="audit-log"
      >
        {entries.map((e) => (
          <li key={e.id} className="grid gap-1 px-4 py-2 sm:grid-cols-[11rem_1fr]">
            <span className="text-xs text-faint">{when(e.at)}</span>
            <span className="min-w-0 break-words">
              <span className="font-medium">{visibleText(e.actor)}</span> {e.action}
              {e.pack && (
                <>
                  {' '}
                  <span className="font-mono">{e.pack}</span> ({e.subject}) at{' '}
                  <Link href={`${base}/builds/${e.buildId}`} className="text-accent hover:underline">
                    build {e.buildId}
                  </Link>
                </>
              )}
              : <span className="text-muted">{visibleText(e.reason)}</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
