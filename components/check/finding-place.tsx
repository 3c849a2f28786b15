import type { Finding } from '@/lib/core/finding';

/** A finding's file and line, then its message: how the report cards name one. */
export function FindingPlace({ finding: f }: { finding: Finding }) {
  return (
    <>
      <span className="mr-2 font-mono text-xs text-muted">
        {f.file}:{f.line}
      </span>
      {f.message}
    </>
  );
}
