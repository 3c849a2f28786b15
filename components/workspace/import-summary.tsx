import type { ReactNode } from 'react';
import type { ImportResult } from '@/lib/recued/import/import';

/** What an import made of an API description, before anything is written: operations, left out, decisions. */
export function ImportSummary({ outcome, children }: { outcome: ImportResult; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <p>
        <b>{outcome.operations.length}</b> operation(s) from {outcome.spec} <b>{outcome.name}</b>
        {outcome.leftOut.length > 0 && `, ${outcome.leftOut.length} left out`}.
      </p>
      {children}
      <table className="w-full text-left text-xs" data-testid="import-operations">
        <thead className="text-muted">
          <tr>
            <th className="py-1 pr-3 font-medium">Operation</th>
            <th className="py-1 pr-3 font-medium">Risk</th>
            <th className="py-1 font-medium">Request</th>
          </tr>
        </thead>
        <tbody className="font-mono">
          {outcome.operations.map((o) => (
            <tr key={o.op} className="border-t border-line align-top" data-risk={o.risk}>
              <td className="py-1 pr-3 font-semibold">{o.op}</td>
              <td className="py-1 pr-3 font-sans whitespace-nowrap">
                {o.risk}
                {o.approval === 'ask' && ', asks'}
                {o.because && <span className="block text-warn">a write: {o.because}</span>}
              </td>
              <td className="py-1 break-all">
                {o.method} {o.path_template}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {outcome.leftOut.length > 0 && (
        <details data-testid="import-left-out">
          <summary className="cursor-pointer font-medium">Left out ({outcome.leftOut.length})</summary>
          <ul className="mt-2 space-y-1 text-xs">
            {outcome.leftOut.map((l) => (
              <li key={l.operation}>
                <code className="font-mono">{l.operation}</code>: <span className="text-muted">{l.reason}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      <details open data-testid="import-decisions">
        <summary className="cursor-pointer font-medium">What the import decided ({outcome.decisions.length})</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-xs text-fg-soft">
          {outcome.decisions.map((d) => (
            <li key={d} className="break-words">
              {d}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
