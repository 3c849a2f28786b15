'use client';
import { useState } from 'react';
import type { AgentFinding } from '@/lib/core/agent-readiness';
import { ReasonDialog, ReasonKeys } from '../studio/reason-dialog';
import { SeverityIcon } from '../ui/badges';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ToggleGroup } from '../ui/toggle-group';

type Filter = 'warn' | 'all';

/**
 * The layer's findings, warnings first; a row opens its place in the editor. "Accept…" asks for a reason and writes
 * an `acceptedDrift` entry of packstudio.json (the finding's id and subject) as an edit, so the finding leaves the
 * list as soon as the layer is computed again.
 */
export function ReadinessFindings({
  findings,
  accepted,
  onReveal,
  onAccept,
}: {
  findings: readonly AgentFinding[];
  accepted: number;
  onReveal(finding: AgentFinding): void;
  /** Writes the entry; a returned string is why it could not. Without it, no Accept… button. */
  onAccept?(finding: AgentFinding, reason: string): string | null;
}) {
  const warnings = findings.filter((f) => f.severity === 'warn');
  const [filter, setFilter] = useState<Filter>(warnings.length ? 'warn' : 'all');
  const [accepting, setAccepting] = useState<AgentFinding | null>(null);
  const shown = filter === 'warn' ? warnings : findings;
  return (
    <Card
      title={`Findings (${warnings.length} warning${warnings.length === 1 ? '' : 's'}, ${findings.length - warnings.length} note${findings.length - warnings.length === 1 ? '' : 's'})`}
      subtitle={`Where an agent using the pack will go wrong (the hosts' refusals are in their table below).${accepted ? ` ${accepted} accepted in packstudio.json's acceptedDrift.` : ''}`}
      action={
        <ToggleGroup<Filter>
          type="single"
          label="Show"
          value={filter}
          onChange={setFilter}
          items={[
            { value: 'warn', label: 'Warnings' },
            { value: 'all', label: 'All' },
          ]}
        />
      }
    >
      {shown.length === 0 ? (
        <p className="text-sm text-muted" data-testid="readiness-no-findings">
          {filter === 'warn' && findings.length
            ? 'No warnings; the notes are under All.'
            : 'Nothing an agent would trip on.'}
        </p>
      ) : (
        <ul className="divide-y divide-line-soft" data-testid="readiness-findings">
          {shown.map((f, i) => (
            <li key={`${f.id}-${f.subject}-${i}`} className="py-2.5 first:pt-0 last:pb-0" data-finding={f.id}>
              <div className="flex items-start gap-2">
                <SeverityIcon severity={f.severity} />
                <div className="min-w-0 flex-1 space-y-1">
                  <Button
                    variant="bare"
                    className="text-left text-sm hover:underline"
                    onClick={() => onReveal(f)}
                    title="Open in the editor"
                  >
                    <span className="font-mono text-xs text-muted">{f.id}</span>{' '}
                    <span className="text-xs text-faint">
                      {f.file}:{f.line}
                    </span>
                    <span className="block text-fg">{f.message}</span>
                  </Button>
                  <p className="text-xs text-fg-soft">
                    <span className="font-medium">Fix:</span> {f.fix}
                  </p>
                  {onAccept && (
                    <Button
                      size="xs"
                      variant="ghost"
                      className="-ml-2"
                      onClick={() => setAccepting(f)}
                      data-testid="accept-drift"
                      title="Keep this on purpose: an acceptedDrift entry of packstudio.json, with your reason"
                    >
                      Accept…
                    </Button>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {onAccept && (
        <ReasonDialog
          subject={accepting ? `${accepting.id}\0${accepting.subject}` : null}
          name="accept-drift"
          title="Accept this finding on purpose"
          summary={
            accepting && (
              <p>
                <span className="rounded bg-surface-muted px-1 font-mono text-xs text-fg">{accepting.id}</span>{' '}
                <span className="font-mono text-xs break-words">{accepting.subject}</span>
                <span className="mt-1 block text-[13px] text-fg">{accepting.message}</span>
              </p>
            )
          }
          placeholder="Why an agent is fine with it, for the reviewer: e.g. the flag is new in 2.4, which the pack requires."
          blank="Write why this stays: a reviewer reads it in packstudio.json."
          help={
            <>
              Written to packstudio.json&apos;s <code className="font-mono">acceptedDrift</code> as an edit: save to
              keep it. <ReasonKeys verb="accepts" />
            </>
          }
          confirmLabel="Accept"
          onConfirm={(reason) => {
            const refused = accepting ? onAccept(accepting, reason) : null;
            if (!refused) setAccepting(null);
            return refused;
          }}
          onCancel={() => setAccepting(null)}
        />
      )}
    </Card>
  );
}
