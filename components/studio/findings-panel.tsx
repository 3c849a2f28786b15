'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Finding } from '@/lib/core/finding';
import type { RenameOffer } from '@/lib/studio/rename-support';
import type { StudioNote, SuppressedFinding } from '@/lib/core/report';
import { SUPPRESSIONS_FILE } from '@/lib/core/suppressions-file';
import {
  SEVERITY_LABEL,
  findingKey,
  groupFindings,
  inScope,
  type FindingsScope,
  type SeverityGroup,
} from '@/lib/studio/findings';
import { checkDurationLabel } from '@/lib/studio/check-duration';
import { plural } from '@/lib/report/formatters/types';
import { setFindingsScope, useFindingsScope } from './use-findings-scope';
import { SeverityIcon } from '../ui/badges';
import { Button, Kbd } from '../ui/button';
import { ToggleGroup } from '../ui/toggle-group';
import { SuppressDialog } from './suppress-dialog';
import { FindingRow } from './finding-row';
import { StudioNotesList, SuppressedList } from './findings-side-lists';

export { StudioNotesList } from './findings-side-lists';

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
  const listRef = useSelectedIntoView(selectedKey);

  return (
    <section
      className="flex h-full min-h-0 flex-col"
      aria-label="Findings"
      data-testid="findings-panel"
      data-revision={revision}
      data-count={findings.length}
    >
      <FindingsHeader listed={listed.length} scope={scope} activeFile={activeFile} checkMs={checkMs} />
      <div ref={listRef} className="min-h-0 flex-1 overflow-y-auto">
        {groups.length === 0 && (
          <NothingListed hiddenElsewhere={findings.length - listed.length} activeFile={activeFile} hint={emptyHint} />
        )}
        {groups.map((group) => (
          <SeverityGroupList key={group.severity} group={group}>
            {(f) => (
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
            )}
          </SeverityGroupList>
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

/** Keeps the selected row in sight: when the selection changes, the list scrolls it just into view. */
function useSelectedIntoView(selectedKey: string | null) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!selectedKey) return;
    listRef.current?.querySelector<HTMLElement>('[aria-current="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [selectedKey]);
  return listRef;
}

/** The count listed, the This file / All files switch (with a file open), and how long the live check took. */
function FindingsHeader({
  listed,
  scope,
  activeFile,
  checkMs,
}: {
  listed: number;
  scope: FindingsScope;
  activeFile?: string;
  checkMs: number | null;
}) {
  return (
    <header className="flex items-center justify-between gap-2 border-b border-line px-4 py-2.5">
      <h2 className="text-sm font-semibold">
        Findings <span className="ml-1 font-normal text-muted tabular-nums">{listed}</span>
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
        live{checkMs !== null && <> · {checkDurationLabel(checkMs)}</>} · <Kbd>F8</Kbd> next
      </span>
    </header>
  );
}

/** An empty list: either the open file is clean while others are not (with "Show all files"), or nothing at all. */
function NothingListed({
  hiddenElsewhere,
  activeFile,
  hint,
}: {
  hiddenElsewhere: number;
  activeFile?: string;
  hint: string;
}) {
  if (hiddenElsewhere > 0) {
    return (
      <p className="px-4 py-6 text-center text-xs text-muted" data-testid="findings-elsewhere">
        Nothing in {activeFile}; {plural(hiddenElsewhere, 'finding')} in other files.{' '}
        <Button variant="link" onClick={() => setFindingsScope('all')}>
          Show all files
        </Button>
      </p>
    );
  }
  return (
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
      <p className="text-xs text-muted">{hint}</p>
    </div>
  );
}

/** One severity's findings under its sticky heading, then by file; each finding is drawn by `children`. */
function SeverityGroupList({ group, children }: { group: SeverityGroup; children(f: Finding): ReactNode }) {
  return (
    <div data-severity={group.severity}>
      <h3 className="sticky top-0 z-10 flex items-center gap-2 border-b border-line bg-surface-subtle/95 px-4 py-1.5 text-xs font-semibold tracking-wide text-fg-soft uppercase backdrop-blur">
        <SeverityIcon severity={group.severity} />
        {SEVERITY_LABEL[group.severity]} <span className="font-normal text-faint tabular-nums">{group.count}</span>
      </h3>
      {group.files.map((fileGroup) => (
        <div key={fileGroup.file}>
          <div className="px-4 pt-2.5 pb-1 font-mono text-[11px] text-muted">{fileGroup.file}</div>
          <ul>{fileGroup.findings.map(children)}</ul>
        </div>
      ))}
    </div>
  );
}
