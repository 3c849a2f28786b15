'use client';
import type { OperationRow } from '@/lib/recued/ui-model';
import { Badge } from '../ui/badges';
import { Button } from '../ui/button';

const ASPECTS: [key: keyof OperationRow['summary'], label: string][] = [
  ['risk', 'Risk'],
  ['approval', 'Approval'],
  ['idempotency', 'Repeats'],
  ['timeout', 'Time limit'],
  ['progress', 'Progress'],
  ['service', 'Service'],
];

/** Each operation with what it may do and how long it may run, in words; one table body per operation. */
export function OperationsTable({
  operations,
  onReveal,
}: {
  operations: OperationRow[];
  onReveal(pointer: string): void;
}) {
  if (operations.length === 0)
    return (
      <p className="text-sm text-muted">
        This composition declares no operations yet, so a recipe can call nothing on it.
      </p>
    );
  return (
    <table className="w-full border-separate border-spacing-0 text-left text-sm" data-testid="operations-table">
      <caption className="mb-3 text-left text-xs leading-5 text-muted">
        What each operation may do is decided by the grant it runs under and the approval gate, never by its name.
        Declared here as the author wrote it.
      </caption>
      {operations.map((op) => (
        <tbody key={op.pointer} data-testid={`op-${op.op}`} data-risk={op.risk ?? ''} data-approval={op.approval ?? ''}>
          <tr>
            <th colSpan={2} scope="colgroup" className="border-t border-line pt-4 pb-2 font-normal">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Button
                  variant="bare"
                  onClick={() => onReveal(op.pointer)}
                  className="font-mono text-sm font-semibold text-fg hover:text-accent-strong hover:underline"
                  title="Show in the editor"
                >
                  {op.op}
                </Button>
                <RiskBadge risk={op.risk} />
                {(op.approval === 'ask' || op.approval === 'always') && (
                  <Badge tone="accent" shape="pill" className="text-[11px]">
                    approval: {op.approval}
                  </Badge>
                )}
              </div>
              {op.description && <p className="mt-1 text-xs text-muted">{op.description}</p>}
              {op.request && (
                <code
                  className="mt-1 block truncate font-mono text-xs text-muted"
                  title={op.request}
                  data-testid="op-request"
                >
                  {op.request}
                </code>
              )}
            </th>
          </tr>
          {ASPECTS.filter(([key]) => op.summary[key] !== undefined).map(([key, label]) => (
            <tr key={key} data-aspect={key}>
              <th scope="row" className="w-24 py-1 pr-3 align-top text-xs font-medium text-muted">
                {label}
              </th>
              <td className={`py-1 align-top text-[13px] leading-5 ${tone(op.summary[key] ?? '')}`}>
                {op.summary[key]}
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

function RiskBadge({ risk }: { risk: string | null }) {
  return (
    <Badge tone={risk === 'write' ? 'warn' : risk === 'read' ? 'ok' : 'neutral'} shape="pill" className="text-[11px]">
      {risk ?? 'no risk'}
    </Badge>
  );
}

/** Words that describe a refusal or a missing declaration stand out. */
function tone(text: string): string {
  if (/refused/.test(text)) return 'text-error';
  if (/not declared|not readable|no readiness/i.test(text)) return 'text-warn';
  return 'text-fg';
}
