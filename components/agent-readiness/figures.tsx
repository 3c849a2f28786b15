import type { AgentFigures, TokenSummary } from '@/lib/core/agent-readiness';
import { cn } from '../ui/cn';
import { formatCount } from '@/lib/core/number-format';

/** The layer's four numbers, each with what it means; a number that needs a look is tinted. */
export function ReadinessFigures({ figures, tokens }: { figures: AgentFigures; tokens: TokenSummary }) {
  const budget = tokens.budget;
  const items = [
    ...(figures.skillDrift === null
      ? []
      : [
          {
            id: 'skill-drift',
            label: 'Skill drift',
            value: String(figures.skillDrift),
            note: 'command lines the commands do not run as written',
            bad: figures.skillDrift > 0,
          },
        ]),
    {
      id: 'worst-margin',
      label: 'Worst margin',
      value: figures.worstMargin === null ? '–' : figures.worstMargin.toFixed(2),
      note: 'how close the nearest wrong pick came (below 0: it won)',
      bad: figures.worstMargin !== null && figures.worstMargin < 0.1,
    },
    {
      id: 'pairs',
      label: 'Confusable pairs',
      value: String(figures.pairsFlagged),
      note: 'commands described alike',
      bad: figures.pairsFlagged > 0,
    },
    {
      id: 'tokens',
      label: 'Tokens',
      value: formatCount(figures.tokens),
      note: budget ? `budget ${formatCount(budget.limit)}` : 'read before the first call',
      bad: budget?.over ?? false,
    },
    {
      id: 'host-refusals',
      label: 'Host refusals',
      value: String(figures.hostRefusals),
      note: 'host × tool cells refused',
      bad: figures.hostRefusals > 0,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="readiness-figures">
      {items.map((item) => (
        <div
          key={item.id}
          className={cn(
            'rounded-xl border bg-surface-raised px-4 py-3 shadow-sm',
            item.bad ? 'border-warn-line' : 'border-line',
          )}
          data-testid={`readiness-figure-${item.id}`}
        >
          <dt className="text-xs text-muted">{item.label}</dt>
          <dd className={cn('text-2xl font-semibold tabular-nums', item.bad ? 'text-warn' : 'text-fg')}>
            {item.value}
          </dd>
          <dd className="text-xs text-faint">{item.note}</dd>
        </div>
      ))}
    </dl>
  );
}
