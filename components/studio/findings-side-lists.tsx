'use client';
import type { Finding } from '@/lib/core/finding';
import type { StudioNote, SuppressedFinding } from '@/lib/core/report';
import { findingKey } from '@/lib/studio/findings';
import { FindingSummary } from '../ui/finding-summary';
import { Button } from '../ui/button';
import { FindingButton } from './finding-row';

/** The suppressed findings, apart from the others: each with its reason, its place, and Unsuppress. */
export function SuppressedList({
  suppressed,
  onSelect,
  onUnsuppress,
}: {
  suppressed: readonly SuppressedFinding[];
  onSelect(f: Finding): void;
  onUnsuppress?(f: Finding): void;
}) {
  return (
    <div data-testid="suppressed-section" data-count={suppressed.length}>
      <h3 className="sticky top-0 z-10 flex items-center gap-2 border-y border-line bg-surface-subtle/95 px-4 py-1.5 text-xs font-semibold tracking-wide text-fg-soft uppercase backdrop-blur">
        Suppressed <span className="font-normal text-faint tabular-nums">{suppressed.length}</span>
        <span className="ml-auto font-normal tracking-normal normal-case text-faint">
          not counted · in packstudio.json
        </span>
      </h3>
      <ul>
        {suppressed.map(({ finding: f, reason }) => (
          <li
            key={`${findingKey(f)}:${f.line}:${f.message}`}
            data-testid="suppressed-finding"
            data-id={f.id}
            data-file={f.file}
            className="border-l-2 border-transparent px-4 py-2 text-muted"
          >
            <FindingButton finding={f} place={f.file} dimmed onSelect={onSelect} />
            <div className="mt-1.5 ml-6 text-xs leading-relaxed">
              <p className="whitespace-pre-wrap break-words" data-testid="suppressed-reason">
                <span className="font-medium text-fg-soft">Reason: </span>
                {reason}
              </p>
              {onUnsuppress && (
                <Button variant="outline" onClick={() => onUnsuppress(f)} data-testid="unsuppress" className="mt-1">
                  Unsuppress
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The studio's notes, apart from the findings and labelled so: what the format's spec rules do not judge (a TODO
 * left in a file, a hint that disagrees with the file that decides), never in the score. Each row opens its place.
 */
export function StudioNotesList({
  notes,
  onSelect,
}: {
  notes: readonly StudioNote[];
  onSelect?(note: StudioNote): void;
}) {
  return (
    <div data-testid="studio-notes" data-count={notes.length}>
      <h3 className="sticky top-0 z-10 flex flex-wrap items-center gap-x-2 border-y border-line bg-surface-subtle/95 px-4 py-1.5 text-xs font-semibold tracking-wide text-fg-soft uppercase backdrop-blur">
        Studio notes <span className="font-normal text-faint tabular-nums">{notes.length}</span>
        <span className="ml-auto font-normal tracking-normal normal-case text-faint">not part of the spec score</span>
      </h3>
      <ul>
        {notes.map((n) => (
          <li
            key={`${n.id}:${n.file}:${n.pointer}:${n.line}:${n.message}`}
            data-testid="studio-note"
            data-id={n.id}
            className="border-l-2 border-transparent px-4 py-2"
          >
            <Button
              variant="bare"
              onClick={() => onSelect?.(n)}
              disabled={!onSelect}
              className="w-full disabled:cursor-default"
            >
              <FindingSummary message={n.message} place={`${n.file}:${n.line}`} id={n.id} />
            </Button>
            <p className="mt-1 text-xs text-muted">
              <span className="font-medium text-fg-soft">Fix: </span>
              {n.fix}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
