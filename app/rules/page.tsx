import type { Metadata } from 'next';
import Link from 'next/link';
import { RuleIndex, type RuleGroupSummary } from '@/components/rules/rule-index';
import { ERROR_COST, WARN_COST } from '@/lib/core/score';
import { catalogueByGroup } from '@/lib/rules-catalogue';

/** "M001–M026" for numbered rules, "L-<kind>" and "C-<check>" for named ones. */
function idRange(prefix: string, ids: string[]): string {
  if (prefix === 'L-') return 'L-<kind>';
  if (prefix === 'C-') return 'C-<check>';
  return ids.length > 1 ? `${ids[0]}–${ids[ids.length - 1]}` : (ids[0] ?? `${prefix}…`);
}

export const metadata: Metadata = { title: 'Rules' };

export default function RulesPage() {
  const groups: RuleGroupSummary[] = catalogueByGroup().map(({ group, entries }) => ({
    id: group.id,
    prefix: group.prefix,
    label: group.label,
    blurb: group.blurb,
    range: idRange(
      group.prefix,
      entries.map((e) => e.id),
    ),
    entries: entries.map((e) => ({
      id: e.id,
      title: e.title,
      severity: e.severity,
      severityNote: e.severityNote,
      why: e.why,
      docs: e.docs,
    })),
  }));
  return (
    <main className="mx-auto w-full max-w-5xl px-6 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">Rules</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Every check the studio runs: the 61 review rules of <em>Check and evaluate</em>, the lint kinds of the structure
        layer, and Recued&apos;s composition checks. Each page says what the check looks for and why, with an incorrect
        and a correct example and the fix. Errors cost {ERROR_COST} points, warnings {WARN_COST}; notes cost nothing.
        The{' '}
        <Link href="/rules/agent-readiness" className="text-accent hover:underline">
          agent-readiness checks
        </Link>{' '}
        are the studio&apos;s own and count in no score.
      </p>
      <div className="mt-6">
        <RuleIndex groups={groups} />
      </div>
    </main>
  );
}
