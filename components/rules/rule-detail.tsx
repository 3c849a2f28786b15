import Link from 'next/link';
import type { ReactNode } from 'react';
import type { CatalogueEntry, CatalogueGroup } from '@/lib/rules-catalogue';
import { ExampleBlock } from './example-block';
import { InlineText } from './inline-text';
import { SeverityBadge } from './severity-badge';
import { severitySentences } from './severity-text';

/** The page of one check: what it looks for, why, severity, an incorrect and a correct example, and the fix. */
export function RuleDetail({
  entry,
  group,
  previous,
  next,
}: {
  entry: CatalogueEntry;
  group: CatalogueGroup;
  previous?: CatalogueEntry;
  next?: CatalogueEntry;
}) {
  return (
    <article className="mx-auto w-full max-w-4xl px-6 py-8" data-testid="rule-page" data-rule-id={entry.id}>
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link href="/rules" className="hover:text-accent-strong">
          Rules
        </Link>
        <span className="mx-1.5">/</span>
        <Link href={`/rules#${group.id}`} className="hover:text-accent-strong">
          {group.label}
        </Link>
      </nav>

      <header className="mt-4">
        <div className="flex flex-wrap items-center gap-3">
          <span className="font-mono text-sm font-semibold text-accent">{entry.id}</span>
          <SeverityBadge severity={entry.severity} note={entry.severityNote} />
          {entry.file && <span className="font-mono text-xs text-muted">{entry.file}</span>}
        </div>
        <h1 className="mt-2 text-2xl font-semibold leading-snug tracking-tight">
          <InlineText text={entry.title} />
        </h1>
        {entry.checks && (
          <p className="mt-2 leading-7 text-muted">
            <InlineText text={entry.checks} />
          </p>
        )}
      </header>

      <Section title="Why">
        <p className="leading-7 text-fg-soft">
          <InlineText text={entry.why} />
        </p>
      </Section>

      <Section title="Severity">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 leading-7 text-fg-soft">
          <SeverityBadge severity={entry.severity} note={entry.severityNote} />
          <p className="min-w-0 flex-1 basis-64">{severitySentences(entry.severity, entry.escalation).join(' ')}</p>
        </div>
      </Section>

      {entry.messages.length > 0 && (
        <Section title={entry.messages.length > 1 ? 'Messages' : 'Message'}>
          <ul className="space-y-1.5">
            {entry.messages.map((m) => (
              <li
                key={m}
                className="rounded-md border border-line bg-surface-subtle px-3 py-1.5 font-mono text-[13px] text-fg"
              >
                {m}
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section title="Examples">
        {/* One above the other: the excerpts are real fragments of a pack, up to 80 columns wide, which two columns would break mid-value. */}
        <div className="grid gap-4">
          <ExampleBlock kind="incorrect" code={entry.incorrect} file={entry.file} />
          <ExampleBlock kind="correct" code={entry.correct} file={entry.file} />
        </div>
      </Section>

      <Section title="Fix">
        <div
          className="rounded-lg border border-accent-line bg-accent-soft/60 px-4 py-3 leading-7 text-fg"
          data-testid="rule-fix"
        >
          <InlineText text={entry.fix} />
          <p className="mt-1 text-sm text-muted">
            Every {entry.id} finding in a report carries its own fix, naming your commands and values, ready to apply as
            written.
          </p>
        </div>
      </Section>

      <footer className="mt-12 flex items-center justify-between gap-4 border-t border-line pt-4 text-sm">
        {previous ? <NeighbourLink entry={previous} label="Previous" /> : <span />}
        {next ? <NeighbourLink entry={next} label="Next" align="right" /> : <span />}
      </footer>
    </article>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted">{title}</h2>
      {children}
    </section>
  );
}

function NeighbourLink({ entry, label, align }: { entry: CatalogueEntry; label: string; align?: 'right' }) {
  return (
    <Link href={entry.docs} className={`group min-w-0 max-w-[48%] ${align === 'right' ? 'text-right' : ''}`}>
      <span className="block text-xs text-muted">{label}</span>
      <span className="block truncate">
        <span className="font-mono font-medium text-accent group-hover:underline">{entry.id}</span>{' '}
        <span className="text-fg-soft">{entry.title.replaceAll('`', '')}</span>
      </span>
    </Link>
  );
}
