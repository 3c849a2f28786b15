'use client';
import { useState } from 'react';
import type { ConfusionSummary, ConfusionTask } from '@/lib/core/agent-readiness';
import { Badge } from '../ui/badges';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { Table, TableBody, TableHeader, Td, Th } from '../ui/table';
import { ToggleGroup } from '../ui/toggle-group';

type Source = ConfusionTask['source'] | 'all';
const SOURCES: { value: Source; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'hot-path', label: 'Hot path' },
  { value: 'eval', label: 'Eval cases' },
  { value: 'description', label: 'Descriptions' },
];
/** Past this many commands the matrix would not fit: each task shows its best five instead. */
const MATRIX_COLUMNS = 14;
// Narrow cells on the separated borders (each cell draws its own top line): the matrix's columns are many.
const TH = 'px-2';
const TD = 'border-t border-line-soft px-2 py-1 align-middle';

/**
 * The confusion matrix: a row per task phrase, a column per command, each cell the command's share of the top score
 * (darker is closer), the intended command outlined; then its rank and margin. A row opens the task's place.
 */
export function ConfusionMatrix({
  confusion,
  onReveal,
}: {
  confusion: ConfusionSummary;
  onReveal(task: ConfusionTask): void;
}) {
  const [source, setSource] = useState<Source>('all');
  const tasks = confusion.tasks.filter((t) => source === 'all' || t.source === source);
  const wide = confusion.commands.length > MATRIX_COLUMNS;
  if (!confusion.tasks.length)
    return (
      <p className="text-sm text-muted">No task phrase yet: a hot-path table, eval cases or descriptions give some.</p>
    );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted" data-testid="confusion-summary">
          {confusion.tasks.length} task{confusion.tasks.length === 1 ? '' : 's'}, {confusion.misranked} not ranked
          first; worst margin {confusion.worstMargin === null ? '–' : confusion.worstMargin.toFixed(2)}.
        </p>
        <ToggleGroup<Source> type="single" label="Tasks from" value={source} onChange={setSource} items={SOURCES} />
      </div>
      <Table
        className="border-separate border-spacing-0"
        data-testid="confusion-matrix"
        caption="Each task's scores against every command"
      >
        <MatrixHeader commands={confusion.commands} wide={wide} />
        <TableBody className="divide-y-0">
          {tasks.map((t, i) => (
            <tr key={`${t.source}-${i}-${t.text}`} data-task-source={t.source} data-rank={t.rank ?? 'none'}>
              <Td className={TD}>
                <Button variant="bare" className="text-left text-xs hover:underline" onClick={() => onReveal(t)}>
                  <span className="text-fg">{t.text}</span>{' '}
                  <span className="text-faint">
                    → <span className="font-mono">{t.intended}</span>
                  </span>
                </Button>
              </Td>
              {wide ? (
                <Td className={cn(TD, 'text-xs')}>
                  {t.top.map((m) => (
                    <span
                      key={m.command}
                      className={cn('mr-2 font-mono', m.command === t.intended && 'font-semibold text-accent')}
                    >
                      {m.command} {m.score.toFixed(2)}
                    </span>
                  ))}
                </Td>
              ) : (
                confusion.commands.map((c) => <Cell key={c} task={t} command={c} />)
              )}
              <Td align="right" className={cn(TD, 'tabular-nums')}>
                {t.rank === 1 ? <span className="text-ok">1</span> : <Badge tone="warn">{t.rank ?? '–'}</Badge>}
              </Td>
              <Td
                align="right"
                className={cn(
                  TD,
                  'text-xs tabular-nums',
                  t.margin < 0 ? 'text-error' : t.margin < 0.1 ? 'text-warn' : 'text-muted',
                )}
              >
                {t.margin.toFixed(2)}
              </Td>
            </tr>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** The task column, a column per command (its name written upwards) or one of best matches, then rank and margin. */
function MatrixHeader({ commands, wide }: { commands: readonly string[]; wide: boolean }) {
  return (
    <TableHeader className="border-b-0">
      <Th className={cn(TH, 'w-full min-w-56')}>task</Th>
      {wide ? (
        <Th className={TH}>best matches</Th>
      ) : (
        commands.map((c) => (
          <Th key={c} className={cn(TH, 'w-9 align-bottom')} title={c}>
            <span className="block truncate font-mono text-[11px] font-normal [writing-mode:vertical-rl] rotate-180">
              {c}
            </span>
          </Th>
        ))
      )}
      <Th align="right" className={TH}>
        rank
      </Th>
      <Th align="right" className={TH}>
        margin
      </Th>
    </TableHeader>
  );
}

function Cell({ task, command }: { task: ConfusionTask; command: string }) {
  const score = task.top.find((m) => m.command === command)?.score ?? 0;
  const intended = command === task.intended;
  return (
    <Td className={cn(TD, 'w-9 p-0.5 text-center')} data-command={command} data-score={score}>
      <span
        title={`${command}: ${score.toFixed(2)} of the top score${intended ? ' (intended)' : ''}`}
        className={cn(
          'mx-auto block h-5 w-7 rounded-sm',
          intended && 'ring-2 ring-accent ring-inset',
          !intended && score >= 1 && 'ring-2 ring-error ring-inset',
        )}
        style={{
          backgroundColor: `color-mix(in oklab, var(--color-accent-solid) ${Math.round(score * 85)}%, transparent)`,
        }}
      />
    </Td>
  );
}

/** The pairs described alike, with how much and the words they share. */
export function ConfusablePairs({ confusion }: { confusion: ConfusionSummary }) {
  if (!confusion.pairs.length)
    return (
      <p className="mt-3 text-xs text-muted" data-testid="confusable-pairs-none">
        No two commands overlap {confusion.pairThreshold} or more.
      </p>
    );
  return (
    <ul className="mt-4 space-y-1.5" data-testid="confusable-pairs">
      {confusion.pairs.map((p) => (
        <li key={`${p.a}-${p.b}`} className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-mono text-xs">{p.a}</span>
          <span className="text-faint">↔</span>
          <span className="font-mono text-xs">{p.b}</span>
          <Badge tone="warn">{p.overlap.toFixed(2)}</Badge>
          <span className="text-xs text-muted">shared: {p.words.join(', ')}</span>
        </li>
      ))}
    </ul>
  );
}
