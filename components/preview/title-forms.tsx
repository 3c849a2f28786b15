import type { TitleForms as Forms } from '@/lib/hcp/approval-card';

/** The step title a host shows while the command runs and after it is done, resolved like the card. */
export function TitleForms({ titles, verb }: { titles: Forms; verb: string }) {
  if (!titles.declared)
    return (
      <p className="text-sm text-muted" data-testid="preview-titles">
        No <code className="font-mono text-xs">title</code> declared: hosts show the step as{' '}
        <span className="font-mono">{verb}</span>.
      </p>
    );
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2" data-testid="preview-titles">
      <TitleLine phase="live" name="While running" text={titles.live} />
      <TitleLine
        phase="done"
        name="When done"
        text={titles.done}
        note={titles.doneReadsResult ? 'After a real run, a form that reads the result can say more.' : undefined}
      />
    </dl>
  );
}

function TitleLine({
  phase,
  name,
  text,
  note,
}: {
  phase: 'live' | 'done';
  name: string;
  text: string | null;
  note?: string;
}) {
  return (
    <div className="rounded-lg border border-line px-3 py-2" data-title={phase}>
      <dt className="flex items-center gap-1.5 text-xs text-muted">
        <span
          className={`size-1.5 rounded-full ${phase === 'live' ? 'animate-pulse bg-indigo-500' : 'bg-emerald-500'}`}
          aria-hidden
        />
        {name}
      </dt>
      <dd className="mt-0.5 font-medium">
        {text ?? <span className="font-normal italic text-faint">— no form has all its values</span>}
      </dd>
      {note && <dd className="mt-0.5 text-xs text-faint">{note}</dd>}
    </div>
  );
}
