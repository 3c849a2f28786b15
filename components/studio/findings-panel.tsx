'use client';
import { useEffect, useRef, useState } from 'react';
import type { Finding } from '@/lib/core/finding';
import type { RenameOffer } from '@/lib/studio/rename-support';
import type { StudioNote, SuppressedFinding } from '@/lib/core/report';
import { SUPPRESSIONS_FILE } from '@/lib/core/suppressions-file';
import { SEVERITY_LABEL, findingKey, fixSnippet, groupFindings, inScope } from '@/lib/studio/findings';
import { setFindingsScope, useFindingsScope } from './use-findings-scope';
import { SeverityIcon } from '../ui/badges';
import { FindingSummary } from '../ui/finding-summary';
import { Button, Kbd } from '../ui/button';
import { CopyButton } from '../ui/copy-button';
import { SafeLink } from '../ui/safe-link';
import { ToggleGroup } from '../ui/toggle-group';
import { SuppressDialog } from './suppress-dialog';

export interface FindingsPanelProps {
  findings: readonly Finding[];
  selectedKey: string | null;
  onSelect(finding: Finding): void;
  /** Increments with every check of the editor's text; the e2e latency probe watches it. */
  revision: number;
  checkMs: number | null;
  /** The line under "No findings": what passed (each format says it in its descriptor). */
  emptyHint?: string;
  /** The file open in the editor: its findings come first, and "This file" lists only them. */
  activeFile?: string;
  /** Applies a finding's quick fix in the editor; without it no Fix button is shown. */
  onApplyFix?(finding: Finding): void;
  /** The "Rename…" a finding offers (M002's badly named command); with onRename, a Rename… button asks for the name. */
  renameOfferOf?(finding: Finding): RenameOffer | undefined;
  onRename?(offer: RenameOffer): void;
  /** What packstudio.json suppresses: listed apart, under "Suppressed", each with its reason. */
  suppressed?: readonly SuppressedFinding[];
  /** Writes a suppression with its reason (a returned string says why it could not); without it no Suppress… button. */
  onSuppress?(finding: Finding, reason: string): string | null;
  /** Removes a finding's suppression; without it no Unsuppress button. */
  onUnsuppress?(finding: Finding): void;
  /** The studio's notes where the spec's rules are silent: listed apart, never counted; a row opens its place. */
  notes?: readonly StudioNote[];
  onSelectNote?(note: StudioNote): void;
}

/** The engine's findings for the text in the editor, grouped by severity and file; a row opens its place. */
export function FindingsPanel({
  findings,
  selectedKey,
  onSelect,
  onApplyFix,
  renameOfferOf,
  onRename,
  suppressed = [],
  onSuppress,
  onUnsuppress,
  notes = [],
  onSelectNote,
  revision,
  checkMs,
  activeFile,
  emptyHint = 'Every check passes on the text in the editor.',
}: FindingsPanelProps) {
  const scope = useFindingsScope();
  const [suppressing, setSuppressing] = useState<Finding | null>(null);
  // packstudio.json's own findings (a stale entry, a malformed file) are fixed there, never suppressed.
  const askToSuppress = onSuppress
    ? (f: Finding) => (f.file === SUPPRESSIONS_FILE ? undefined : () => setSuppressing(f))
    : () => undefined;
  const listed = inScope(findings, scope, activeFile);
  const groups = groupFindings(listed, activeFile);
  const hiddenElsewhere = findings.length - listed.length;
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!selectedKey) return;
    listRef.current?.querySelector<HTMLElement>('[aria-current="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [selectedKey]);

  return (
    <section
      className="flex h-full min-h-0 flex-col"
      aria-label="Findings"
      data-testid="findings-panel"
      data-revision={revision}
      data-count={findings.length}
    >
      <header className="flex items-center justify-between gap-2 border-b border-line px-4 py-2.5">
        <h2 className="text-sm font-semibold">
          Findings <span className="ml-1 font-normal text-muted tabular-nums">{listed.length}</span>
        </h2>
        {activeFile && (
          <ToggleGroup
            type="single"
            label="Which findings to list"
            value={scope}
            onChange={setFindingsScope}
            items={[
              { value: 'file', label: 'This file', testId: 'findings-scope-file' },
              { value: 'all', label: 'All files', testId: 'findings-scope-all' },
            ]}
          />
        )}
        <span
          className="flex items-center gap-1.5 text-xs text-muted"
          title="Static check of the text in the editor, run in this browser on each edit"
        >
          live{checkMs !== null && <> · {checkMs < 10 ? checkMs.toFixed(1) : Math.round(checkMs)} ms</>} · <Kbd>F8</Kbd>{' '}
          next
        </span>
      </header>
      <div ref={listRef} className="min-h-0 flex-1 overflow-y-auto">
        {groups.length === 0 && hiddenElsewhere > 0 && (
          <p className="px-4 py-6 text-center text-xs text-muted" data-testid="findings-elsewhere">
            Nothing in {activeFile}; {hiddenElsewhere} finding{hiddenElsewhere === 1 ? '' : 's'} in other files.{' '}
            <Button variant="link" onClick={() => setFindingsScope('all')}>
              Show all files
            </Button>
          </p>
        )}
        {groups.length === 0 && hiddenElsewhere === 0 && (
          <div className="flex flex-col items-center gap-2 px-6 py-12 text-center" data-testid="no-findings">
            <svg
              viewBox="0 0 24 24"
              className="size-8 text-ok"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              aria-hidden
            >
              <circle cx="12" cy="12" r="9" />
              <path d="m8 12.5 2.6 2.6L16 9.7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <p className="text-sm font-medium">No findings</p>
            <p className="text-xs text-muted">{emptyHint}</p>
          </div>
        )}
        {groups.map((group) => (
          <div key={group.severity} data-severity={group.severity}>
            <h3 className="sticky top-0 z-10 flex items-center gap-2 border-b border-line bg-surface-subtle/95 px-4 py-1.5 text-xs font-semibold tracking-wide text-fg-soft uppercase backdrop-blur">
              <SeverityIcon severity={group.severity} />
              {SEVERITY_LABEL[group.severity]}{' '}
              <span className="font-normal text-faint tabular-nums">{group.count}</span>
            </h3>
            {group.files.map((fileGroup) => (
              <div key={fileGroup.file}>
                <div className="px-4 pt-2.5 pb-1 font-mono text-[11px] text-muted">{fileGroup.file}</div>
                <ul>
                  {fileGroup.findings.map((f) => (
                    <FindingRow
                      key={findingKey(f) + f.line}
                      finding={f}
                      selected={selectedKey === findingKey(f)}
                      onSelect={onSelect}
                      onApplyFix={onApplyFix}
                      rename={onRename && renameOfferOf?.(f)}
                      onRename={onRename}
                      onSuppress={askToSuppress(f)}
                    />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ))}
        {suppressed.length > 0 && (
          <SuppressedList suppressed={suppressed} onSelect={onSelect} onUnsuppress={onUnsuppress} />
        )}
        {notes.length > 0 && <StudioNotesList notes={notes} onSelect={onSelectNote} />}
      </div>
      {onSuppress && (
        <SuppressDialog
          finding={suppressing}
          onCancel={() => setSuppressing(null)}
          onSuppress={(f, reason) => {
            const refused = onSuppress(f, reason);
            if (!refused) setSuppressing(null);
            return refused;
          }}
        />
      )}
    </section>
  );
}

/** The suppressed findings, apart from the others: each with its reason, its place, and Unsuppress. */
function SuppressedList({
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
            <Button variant="bare" onClick={() => onSelect(f)} className="w-full">
              <FindingSummary
                severity={f.severity}
                message={f.message}
                place={f.file}
                id={f.id}
                pointer={f.pointer}
                dimmed
              />
            </Button>
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

/** A finding's actions (Fix, Rename…, Suppress…): small bordered buttons in a row that wraps. */
const ACTION = 'mt-1 mr-3 whitespace-normal';

function FindingRow({
  finding: f,
  selected,
  onSelect,
  onApplyFix,
  rename,
  onRename,
  onSuppress,
}: {
  finding: Finding;
  selected: boolean;
  onSelect(f: Finding): void;
  onApplyFix?(f: Finding): void;
  rename?: RenameOffer;
  onRename?(offer: RenameOffer): void;
  onSuppress?(): void;
}) {
  const snippet = fixSnippet(f.fix);
  return (
    <li
      aria-current={selected ? 'true' : undefined}
      data-testid="finding"
      data-id={f.id}
      data-file={f.file}
      data-line={f.line}
      className="group relative border-l-2 border-transparent px-4 py-2 aria-[current=true]:border-accent aria-[current=true]:bg-accent-soft/70"
    >
      <Button variant="bare" onClick={() => onSelect(f)} className="w-full">
        <FindingSummary
          severity={f.severity}
          message={f.message}
          place={`${f.line}:${f.column}`}
          id={f.id}
          pointer={f.pointer}
        />
      </Button>
      <div className="mt-1.5 ml-6 text-xs leading-relaxed text-muted">
        {/* Whole, never cut: the part an author copies is often at its end. */}
        <p className="whitespace-pre-wrap break-words" data-testid="finding-fix">
          <span className="font-medium text-fg-soft">Fix: </span>
          {f.fix}
        </p>
        {snippet && (
          <div className="mt-1 flex items-start gap-2">
            <code
              className="min-w-0 flex-1 overflow-x-auto rounded bg-surface-muted px-1.5 py-1 font-mono text-[11px] whitespace-pre text-fg"
              data-testid="fix-snippet"
            >
              {snippet}
            </code>
            <CopyButton text={snippet} describe={`the fix for ${f.id}`} />
          </div>
        )}
        {f.quickFix && onApplyFix && (
          <Button
            variant="outline"
            onClick={() => onApplyFix(f)}
            data-testid="apply-fix"
            data-kind={f.quickFix.kind}
            title={
              f.quickFix.kind === 'suggestion'
                ? 'A suggestion: read the change in the editor before you save it'
                : 'A mechanical fix, safe to apply'
            }
            className={ACTION}
          >
            {f.quickFix.kind === 'suggestion' ? 'Apply suggestion' : 'Fix'}: {f.quickFix.title}
          </Button>
        )}
        {rename && onRename && (
          <Button
            variant="outline"
            onClick={() => onRename(rename)}
            data-testid="rename-finding"
            data-kind="suggestion"
            title="A suggestion: choose the new name; it is renamed in every file as one undoable edit"
            className={ACTION}
          >
            Rename…
          </Button>
        )}
        {onSuppress && (
          <Button
            variant="outline"
            onClick={onSuppress}
            data-testid="suppress"
            title="Keep this finding on purpose: asks for the reason and writes it to packstudio.json"
            className={`${ACTION} text-fg-soft hover:text-fg`}
          >
            Suppress…
          </Button>
        )}
        <SafeLink href={f.docs} newTab className="mt-0.5 inline-block font-medium text-accent hover:underline">
          Why, and examples: rule {f.id} →
        </SafeLink>
      </div>
    </li>
  );
}
