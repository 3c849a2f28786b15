'use client';
import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import type { Severity } from '@/lib/core/finding';
import { InlineText } from './inline-text';
import { filterRuleGroups, type SearchableRule } from './rule-query';
import { SeverityBadge } from './severity-badge';
import { Input } from '../ui/field';
import { ToggleGroup } from '../ui/toggle-group';

export interface RuleSummary extends SearchableRule {
  severity: Severity;
  docs: string;
}

export interface RuleGroupSummary {
  id: string;
  prefix: string;
  label: string;
  blurb: string;
  /** How the group's ids read: "M001–M026", "L-<kind>". */
  range: string;
  entries: RuleSummary[];
}

const SEVERITIES: Severity[] = ['error', 'warn', 'info'];

/** The rule index: every group with its rules, a search box and severity filters; the query lives in `?q=`. */
export function RuleIndex({ groups }: { groups: RuleGroupSummary[] }) {
  const [query, setQuery] = useUrlQuery();
  const [shown, setShown] = useState<Set<Severity>>(() => new Set(SEVERITIES));
  const { filtered, total, count, filtering } = useMemo(
    () => filterRuleGroups(groups, query, shown, SEVERITIES.length),
    [groups, query, shown],
  );
  return (
    <div>
      <div className="sticky top-12 z-10 -mx-2 mb-6 flex flex-wrap items-center gap-3 bg-canvas/90 px-2 py-3 backdrop-blur">
        <label className="relative min-w-64 flex-1">
          <span className="sr-only">Search rules</span>
          <Input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search by id, words or severity (e.g. confirm, M024, HARNESS)"
            className="h-auto rounded-lg bg-surface-raised px-3 py-2 font-sans focus:ring-accent/30"
            data-testid="rule-search"
          />
        </label>
        <ToggleGroup
          type="multiple"
          label="Severities shown"
          value={SEVERITIES.filter((s) => shown.has(s))}
          // Turning the last one off shows them all again.
          onChange={(next) => setShown(new Set(next.length ? next : SEVERITIES))}
          items={SEVERITIES.map((s) => ({ value: s, label: <SeverityBadge severity={s} /> }))}
          itemClassName="rounded-full transition data-[state=off]:opacity-35 data-[state=off]:hover:opacity-60"
        />
        <span className="text-sm tabular-nums text-muted" aria-live="polite">
          {filtering ? `${count} of ${total}` : `${total} checks`}
        </span>
      </div>
      <GroupLinks groups={filtered} />
      {count === 0 && <p className="py-12 text-center text-muted">No check matches “{query}”.</p>}
      <div className="space-y-10">
        {filtered.map((g) => (g.entries.length === 0 && filtering ? null : <RuleGroupSection key={g.id} group={g} />))}
      </div>
    </div>
  );
}

/** The search text, read from `?q=` once mounted and written back to the URL (replacing, not adding, history). */
function useUrlQuery(): [string, (q: string) => void] {
  const [query, setQuery] = useState('');
  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('q');
    if (q) setQuery(q);
  }, []);
  const update = (q: string) => {
    setQuery(q);
    const url = new URL(window.location.href);
    if (q) url.searchParams.set('q', q);
    else url.searchParams.delete('q');
    window.history.replaceState(null, '', url);
  };
  return [query, update];
}

/** A link to each group's section, with how many of its rules are listed. */
function GroupLinks({ groups }: { groups: readonly RuleGroupSummary[] }) {
  return (
    <nav aria-label="Groups" className="mb-8 flex flex-wrap gap-2">
      {groups.map((g) => (
        <a
          key={g.id}
          href={`#${g.id}`}
          className="rounded-md border border-line px-2.5 py-1 text-sm text-fg-soft hover:border-accent hover:text-accent-strong"
        >
          {g.label} <span className="tabular-nums text-faint">{g.entries.length}</span>
        </a>
      ))}
    </nav>
  );
}

/** One group: its label, id range and blurb, then each rule as a link to its page (or that none is registered yet). */
function RuleGroupSection({ group: g }: { group: RuleGroupSummary }) {
  return (
    <section id={g.id} className="scroll-mt-32" data-testid={`rule-group-${g.id}`}>
      <header className="mb-3 flex items-baseline gap-3 border-b border-line pb-2">
        <h2 className="text-lg font-semibold">{g.label}</h2>
        <span className="font-mono text-xs text-faint">{g.range}</span>
        <p className="ml-auto hidden text-sm text-muted sm:block">{g.blurb}</p>
      </header>
      {g.entries.length === 0 ? (
        <p className="py-3 text-sm text-muted italic">
          No {g.label.toLowerCase()} check is registered in this build yet.
        </p>
      ) : (
        <ul className="divide-y divide-line-soft">
          {g.entries.map((e) => (
            <li key={e.id}>
              <Link
                href={e.docs}
                className="group -mx-2 flex items-start gap-4 rounded-md px-2 py-2.5 hover:bg-surface-subtle max-sm:flex-wrap max-sm:gap-y-1"
                data-rule-id={e.id}
              >
                <span
                  className={`${g.prefix.length > 1 ? 'w-full sm:w-56' : 'w-14'} shrink-0 break-all pt-0.5 font-mono text-sm font-medium text-accent group-hover:underline`}
                >
                  {e.id}
                </span>
                <span className="min-w-0 flex-1 text-sm leading-6 text-fg">
                  <InlineText text={e.title} />
                </span>
                <SeverityBadge severity={e.severity} note={e.severityNote} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
