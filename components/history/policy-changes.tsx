import { policyCountsText } from '@/lib/diff/format-text';
import type { PolicyChange, PolicyDirection } from '@/lib/diff/policy-diff';

const TONE: Record<PolicyDirection, { row: string; badge: string; mark: string }> = {
  weakened: { row: 'bg-error-soft', badge: 'border-error-line text-error-fg', mark: '▼' },
  strengthened: { row: 'bg-ok-soft', badge: 'border-ok-line text-ok-fg', mark: '▲' },
  neutral: { row: '', badge: 'border-line text-muted', mark: '•' },
};

/**
 * "Policy changes": what a change does to the pack's safety, weakened first (red), before any finding. Shown by every
 * "what changed" view (history, report compare); nothing when the policy did not change.
 */
export function PolicyChanges({ changes }: { changes: readonly PolicyChange[] }) {
  if (!changes.length) return null;
  return (
    <section aria-label="Policy changes" data-testid="policy-changes">
      <h4 className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">
        Policy changes <span className="normal-case">({policyCountsText(changes)})</span>
      </h4>
      <ul className="divide-y divide-line-soft overflow-hidden rounded-lg border border-line text-sm">
        {changes.map((c, i) => (
          <li
            key={i}
            className={`flex flex-wrap items-baseline gap-x-2 gap-y-1 px-3 py-2 ${TONE[c.direction].row}`}
            data-testid="policy-change"
            data-direction={c.direction}
          >
            <span
              className={`inline-flex shrink-0 items-center gap-1 rounded border px-1.5 text-xs font-medium ${TONE[c.direction].badge}`}
            >
              <span aria-hidden>{TONE[c.direction].mark}</span>
              {c.direction}
            </span>
            <span className="min-w-0 break-words">{c.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
