import type { TokenSummary } from '@/lib/core/agent-readiness';
import { formatCount } from '@/lib/core/number-format';
import { DataTable, type Column } from '../ui/table';

const n = formatCount;
type Tool = TokenSummary['tools'][number];

const figure = (header: string, of: (t: Tool) => number): Column<Tool> => ({
  header,
  align: 'right',
  className: 'tabular-nums text-muted',
  cell: (t) => of(t),
});

/** Each tool's figures, then a bar of its share of the largest. */
const columns = (max: number): Column<Tool>[] => [
  { header: 'tool', className: 'font-mono text-xs', cell: (t) => t.tool },
  figure('name', (t) => t.name),
  figure('description', (t) => t.description),
  figure('schema', (t) => t.schema),
  { header: 'total', align: 'right', className: 'font-medium tabular-nums', cell: (t) => t.total },
  {
    header: <span className="sr-only">share</span>,
    headerClassName: 'w-1/3',
    cell: (t) => (
      <div className="h-2 rounded-full bg-surface-muted" aria-hidden>
        <div className="h-full rounded-full bg-accent-solid" style={{ width: `${(t.total / max) * 100}%` }} />
      </div>
    ),
  },
];

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
      <DataTable
        data-testid="token-table"
        caption="Tokens per tool"
        columns={columns(max)}
        rows={tokens.tools}
        rowKey={(t) => t.command}
        rowProps={(t) => ({ 'data-command': t.command })}
        cellClassName="py-1.5 align-middle"
      />
    </div>
  );
}
