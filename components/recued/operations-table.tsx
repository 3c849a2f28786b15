'use client';
import type { OperationRow } from '@/lib/recued/ui-model';

const ASPECTS: [key: keyof OperationRow['summary'], label: string][] = [
  ['risk', 'Risk'],
  ['approval', 'Approval'],
  ['idempotency', 'Repeats'],
  ['timeout', 'Time limit'],
  ['progress', 'Progress'],
  ['service', 'Service'],
];

/** Each operation with what it may do and how long it may run, in words; one table body per operation. */
export function OperationsTable({ operations, onReveal }: { operations: OperationRow[]; onReveal(pointer: string): void }) {
  if (operations.length === 0)
    return <p className="text-sm text-zinc-500 dark:text-zinc-400">This composition declares no operations yet, so a recipe can call nothing on it.</p>;
  return (
    <table className="w-full border-separate border-spacing-0 text-left text-sm" data-testid="operations-table">
      <caption className="mb-3 text-left text-xs leading-5 text-zinc-500 dark:text-zinc-400">
        What each operation may do is decided by the grant it runs under and the approval gate, never by its name. Declared here as the author wrote it.
      </caption>
      {operations.map((op) => (
        <tbody key={op.pointer} data-testid={`op-${op.op}`} data-risk={op.risk ?? ''} data-approval={op.approval ?? ''}>
          <tr>
            <th colSpan={2} scope="colgroup" className="border-t border-zinc-200 pt-4 pb-2 font-normal dark:border-zinc-800">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <button
                  type="button"
                  onClick={() => onReveal(op.pointer)}
                  className="font-mono text-sm font-semibold text-zinc-900 hover:text-indigo-700 hover:underline dark:text-zinc-100 dark:hover:text-indigo-300"
                  title="Show in the editor"
                >
                  {op.op}
                </button>
                <RiskBadge risk={op.risk} />
                {(op.approval === 'ask' || op.approval === 'always') && (
                  <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-[11px] font-medium text-indigo-700 ring-1 ring-indigo-600/20 ring-inset dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-400/30">
                    approval: {op.approval}
                  </span>
                )}
              </div>
              {op.description && <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">{op.description}</p>}
              {op.request && (
                <code className="mt-1 block truncate font-mono text-xs text-zinc-500 dark:text-zinc-400" title={op.request} data-testid="op-request">
                  {op.request}
                </code>
              )}
            </th>
          </tr>
          {ASPECTS.filter(([key]) => op.summary[key] !== undefined).map(([key, label]) => (
            <tr key={key} data-aspect={key}>
              <th scope="row" className="w-24 py-1 pr-3 align-top text-xs font-medium text-zinc-500 dark:text-zinc-400">
                {label}
              </th>
              <td className={`py-1 align-top text-[13px] leading-5 ${tone(op.summary[key] ?? '')}`}>{op.summary[key]}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

function RiskBadge({ risk }: { risk: string | null }) {
  const style =
    risk === 'write'
      ? 'bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/30'
      : risk === 'read'
        ? 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/30'
        : 'bg-zinc-100 text-zinc-500 ring-zinc-300 dark:bg-zinc-800 dark:text-zinc-400 dark:ring-zinc-700';
  return <span className={`rounded-full px-2 py-0.5 text-[11px] font-medium ring-1 ring-inset ${style}`}>{risk ?? 'no risk'}</span>;
}

/** Words that describe a refusal or a missing declaration stand out. */
function tone(text: string): string {
  if (/refused/.test(text)) return 'text-red-700 dark:text-red-300';
  if (/not declared|not readable|no readiness/i.test(text)) return 'text-amber-700 dark:text-amber-300';
  return 'text-zinc-800 dark:text-zinc-200';
}
