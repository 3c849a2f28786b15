'use client';
import { useState } from 'react';
import type { AgentFinding } from '@/lib/core/agent-readiness';
import { SeverityIcon } from '../ui/badges';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { CopyButton } from '../ui/copy-button';
import { ToggleGroup } from '../ui/toggle-group';

type Filter = 'warn' | 'all';

/**
 * The layer's findings, warnings first; a row opens its place in the editor. Each finding's subject is what an
 * `acceptedDrift` entry of packstudio.json names, so it can be copied as one.
 */
export function ReadinessFindings({
  findings,
  accepted,
  onReveal,
}: {
  findings: readonly AgentFinding[];
  accepted: number;
  onReveal(finding: AgentFinding): void;
}) {
  const warnings = findings.filter((f) => f.severity === 'warn');
  const [filter, setFilter] = useState<Filter>(warnings.length ? 'warn' : 'all');
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
                  <details className="text-xs text-faint">
                    <summary className="cursor-pointer hover:text-muted">Accept it on purpose</summary>
                    <div className="mt-1 flex flex-wrap items-center gap-2">
                      <span>
                        An entry of packstudio.json&apos;s <code className="font-mono">acceptedDrift</code> (add your
                        reason):
                      </span>
                      <code className="font-mono break-all text-fg-soft">
                        {JSON.stringify({ id: f.id, subject: f.subject })}
                      </code>
                      <CopyButton
                        text={JSON.stringify({ id: f.id, subject: f.subject, reason: '' })}
                        label="Copy"
                        describe={f.subject}
                      />
                    </div>
                  </details>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
