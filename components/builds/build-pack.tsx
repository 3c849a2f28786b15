import type { PackComparison } from '@/lib/builds/compare';
import { GradeBadge } from '@/components/ui/badges';
import type { Grade } from '@/lib/core/score';
import { visibleText } from '@/lib/report/formatters/escape';
import { DecisionForm } from './decision-form';
import { signed, when } from './format';

export interface DecisionView {
  subject: 'policy' | 'regression';
  decision: 'approve' | 'refuse';
  actor: string;
  reason: string;
  at: number;
  buildId: number;
}

export interface BuildPackView {
  pack: string;
  score: number | null;
  grade: string | null;
  errors: number;
  warnings: number;
  comparison: PackComparison | null;
  decisions: DecisionView[];
}

/** The build a pack's decision forms act on. */
export interface DecisionTarget {
  project: string;
  build: number;
  /** Who decides: a typed name (no sign-in), the signed-in reviewer, or null: this viewer may not decide. */
  reviewer: DecidingReviewer | null;
}

export type DecidingReviewer = { kind: 'typed' } | { kind: 'signed-in'; name: string; csrf: string };

/**
 * One pack of a build, as the reviewer reads it: policy weakening first, in red (even where the score rose), then
 * the score change, new, resolved and first-run findings, and the decisions that hold, with a form to add one.
 */
export function BuildPack({ view, target }: { view: BuildPackView; target: DecisionTarget }) {
  const c = view.comparison;
  const weakened = c?.policy?.filter((p) => p.direction === 'weakened') ?? [];
  const otherPolicy = c?.policy?.filter((p) => p.direction !== 'weakened') ?? [];
  const subjects: ('policy' | 'regression')[] = [
    ...(c?.weakened ? (['policy'] as const) : []),
    ...(c?.regression ? (['regression'] as const) : []),
  ];
  return (
    <article
      id={`pack-${view.pack}`}
      data-testid="build-pack"
      className={`rounded-xl border bg-surface-raised p-4 ${c?.weakened ? 'border-error-line' : 'border-line'}`}
    >
      <header className="flex flex-wrap items-center gap-3">
        <GradeBadge grade={(view.grade as Grade | null) ?? null} />
        <h3 className="min-w-0 flex-1 truncate font-mono text-sm font-semibold">{view.pack}</h3>
        <span className="text-sm tabular-nums">
          {view.score ?? '–'}{' '}
          <span
            className={(c?.score.delta ?? 0) < 0 ? 'text-error' : (c?.score.delta ?? 0) > 0 ? 'text-ok' : 'text-faint'}
          >
            ({signed(c?.score.delta)})
          </span>
        </span>
      </header>
      {weakened.length > 0 && (
        <section className="mt-3 rounded-lg bg-error-soft p-3 text-sm text-error" data-testid="policy-weakened">
          <h4 className="font-semibold">Policy weakened</h4>
          <ul className="mt-1 list-disc pl-5">
            {weakened.map((p, i) => (
              <li key={i}>{p.message}</li>
            ))}
          </ul>
        </section>
      )}
      {otherPolicy.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm text-muted">
          {otherPolicy.map((p, i) => (
            <li key={i}>{p.message}</li>
          ))}
        </ul>
      )}
      {c && (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <Figure label="New" value={c.newFindings.length} tone={c.newFindings.length ? 'text-error' : 'text-faint'} />
          <Figure label="Still present" value={c.stillPresent} tone="text-fg" />
          <Figure label="Resolved" value={c.resolved.length} tone={c.resolved.length ? 'text-ok' : 'text-faint'} />
          <Figure
            label={`First run${c.firstRun.layers.length ? ` (${c.firstRun.layers.join(', ')})` : ''}`}
            value={c.firstRun.findings.length}
            tone="text-fg"
          />
        </dl>
      )}
      {c?.basis === 'new-pack' && <p className="mt-2 text-xs text-muted">New in this build: every finding is new.</p>}
      {c && c.newFindings.length > 0 && <FindingList title="New findings" items={c.newFindings} />}
      {c && c.resolved.length > 0 && <FindingList title="Resolved" items={c.resolved} />}
      {c && c.firstRun.findings.length > 0 && <FindingList title="First run" items={c.firstRun.findings} />}
      {view.decisions.map((d) => (
        <p
          key={`${d.subject}-${d.at}`}
          data-testid="decision"
          className={`mt-3 rounded-lg px-3 py-2 text-sm ${d.decision === 'approve' ? 'bg-ok-soft text-ok' : 'bg-error-soft text-error'}`}
        >
          {d.subject === 'policy' ? 'Policy weakening' : 'Regression'}{' '}
          {d.decision === 'approve' ? 'approved' : 'refused'} by {visibleText(d.actor)}, {when(d.at)}
          {d.buildId !== target.build ? ` (at build ${d.buildId}; the files are unchanged)` : ''}:{' '}
          {visibleText(d.reason)}
        </p>
      ))}
      {target.reviewer
        ? subjects.map((subject) => (
            <DecisionForm
              key={subject}
              subject={subject}
              pack={view.pack}
              project={target.project}
              build={target.build}
              reviewer={target.reviewer!}
            />
          ))
        : subjects.length > 0 && (
            <p className="mt-3 text-sm text-muted" data-testid="no-decision-role">
              A reviewer of this project approves or refuses this; your role here is viewer.
            </p>
          )}
    </article>
  );
}

function Figure({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={`tabular-nums ${tone}`}>{value}</dd>
    </div>
  );
}

function FindingList({ title, items }: { title: string; items: PackComparison['newFindings'] }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-muted">
        {title} ({items.length})
      </summary>
      <ul className="mt-1 space-y-1 pl-4">
        {items.map((f, i) => (
          <li key={i}>
            <span className="font-mono text-xs">{f.id}</span>{' '}
            <span className="text-muted">
              {f.file}:{f.line}
            </span>{' '}
            {f.message}
          </li>
        ))}
      </ul>
    </details>
  );
}
