'use client';
import type { Finding } from '@/lib/core/finding';
import type { RenameOffer } from '@/lib/studio/rename-support';
import { fixSnippet } from '@/lib/studio/findings';
import { FindingSummary } from '../ui/finding-summary';
import { Button } from '../ui/button';
import { CopyButton } from '../ui/copy-button';
import { SafeLink } from '../ui/safe-link';

/** A finding's actions (Fix, Rename…, Suppress…): small bordered buttons in a row that wraps. */
const ACTION = 'mt-1 mr-3 whitespace-normal';

export interface FindingRowProps {
  finding: Finding;
  selected: boolean;
  onSelect(f: Finding): void;
  onApplyFix?(f: Finding): void;
  rename?: RenameOffer;
  onRename?(offer: RenameOffer): void;
  onSuppress?(): void;
}

/** One finding in the panel: its summary opens its place; under it the fix, the actions and the rule's docs. */
export function FindingRow({ finding: f, selected, onSelect, ...actions }: FindingRowProps) {
  return (
    <li
      aria-current={selected ? 'true' : undefined}
      data-testid="finding"
      data-id={f.id}
      data-file={f.file}
      data-line={f.line}
      className="group relative border-l-2 border-transparent px-4 py-2 aria-[current=true]:border-accent aria-[current=true]:bg-accent-soft/70"
    >
      <FindingButton finding={f} place={`${f.line}:${f.column}`} onSelect={onSelect} />
      <div className="mt-1.5 ml-6 text-xs leading-relaxed text-muted">
        <FindingFix finding={f} />
        <FindingActions finding={f} {...actions} />
        <SafeLink href={f.docs} newTab className="mt-0.5 inline-block font-medium text-accent hover:underline">
          Why, and examples: rule {f.id} →
        </SafeLink>
      </div>
    </li>
  );
}

/** A finding's summary (severity, message, place, rule id and pointer) as the button that opens its place. */
export function FindingButton({
  finding: f,
  place,
  dimmed,
  onSelect,
}: {
  finding: Finding;
  place: string;
  dimmed?: boolean;
  onSelect(f: Finding): void;
}) {
  return (
    <Button variant="bare" onClick={() => onSelect(f)} className="w-full">
      <FindingSummary
        severity={f.severity}
        message={f.message}
        place={place}
        id={f.id}
        pointer={f.pointer}
        dimmed={dimmed}
      />
    </Button>
  );
}

/** The fix in words, whole, and the snippet it names (if any) with a Copy button. */
function FindingFix({ finding: f }: { finding: Finding }) {
  const snippet = fixSnippet(f.fix);
  return (
    <>
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
    </>
  );
}

/** Fix / Apply suggestion, Rename… and Suppress…, each shown only when its handler is given. */
function FindingActions({
  finding: f,
  onApplyFix,
  rename,
  onRename,
  onSuppress,
}: Omit<FindingRowProps, 'selected' | 'onSelect'>) {
  const suggestion = f.quickFix?.kind === 'suggestion';
  return (
    <>
      {f.quickFix && onApplyFix && (
        <Button
          variant="outline"
          onClick={() => onApplyFix(f)}
          data-testid="apply-fix"
          data-kind={f.quickFix.kind}
          title={
            suggestion
              ? 'A suggestion: read the change in the editor before you save it'
              : 'A mechanical fix, safe to apply'
          }
          className={ACTION}
        >
          {suggestion ? 'Apply suggestion' : 'Fix'}: {f.quickFix.title}
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
    </>
  );
}
