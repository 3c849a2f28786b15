import type { TokenSummary } from '@/lib/core/agent-readiness';
import { formatCount } from '@/lib/core/number-format';

const TH = 'px-3 py-2 text-left text-xs font-medium text-muted';
const TD = 'px-3 py-1.5 align-middle';
const n = formatCount;

/** Tokens per tool (name, description, schema, the whole object) with a bar of its share, then the pack's total. */
export function TokenTable({ tokens }: { tokens: TokenSummary }) {
  const max = Math.max(1, ...tokens.tools.map((t) => t.total));
  const change = tokens.baseline;
  return (
    <div className="space-y-3">
      <p className="text-sm" data-testid="token-total">
        <span className="font-semibold tabular-nums">{n(tokens.total)}</span> tokens before the first call: tools/list{' '}
        <span className="tabular-nums">{n(tokens.toolsList)}</span>
        {tokens.instructionsFile && (
          <>
            {' '}
            + instructions ({tokens.instructionsFile}) <span className="tabular-nums">{n(tokens.instructions)}</span>
          </>
        )}
        {tokens.budget && (
          <span className={tokens.budget.over ? 'text-error' : 'text-ok'}>
            {' '}
            · budget {n(tokens.budget.limit)}: {tokens.budget.over ? 'over' : 'within'}
          </span>
        )}
        {change && (
          <span className="text-muted">
            {' '}
            · {change.delta >= 0 ? '+' : ''}
            {n(change.delta)} against {change.path}
          </span>
        )}
      </p>
      {tokens.tools.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="token-table">
            <thead className="border-b border-line">
              <tr>
                <th className={TH}>tool</th>
                <th className={`${TH} text-right`}>name</th>
                <th className={`${TH} text-right`}>description</th>
                <th className={`${TH} text-right`}>schema</th>
                <th className={`${TH} text-right`}>total</th>
                <th className={`${TH} w-1/3`}>
                  <span className="sr-only">share</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line-soft">
              {tokens.tools.map((t) => (
                <tr key={t.command} data-command={t.command}>
                  <td className={`${TD} font-mono text-xs`}>{t.tool}</td>
                  <td className={`${TD} text-right tabular-nums text-muted`}>{t.name}</td>
                  <td className={`${TD} text-right tabular-nums text-muted`}>{t.description}</td>
                  <td className={`${TD} text-right tabular-nums text-muted`}>{t.schema}</td>
                  <td className={`${TD} text-right font-medium tabular-nums`}>{t.total}</td>
                  <td className={TD}>
                    <div className="h-2 rounded-full bg-surface-muted" aria-hidden>
                      <div
                        className="h-full rounded-full bg-accent-solid"
                        style={{ width: `${(t.total / max) * 100}%` }}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
