import type { EvalCaseResult, EvalSummary, ProbeRecord } from '@/lib/core/report';

const TH = 'px-3 py-2 text-left text-xs font-medium text-zinc-500 dark:text-zinc-400';
const TD = 'px-3 py-2 align-baseline';

function Yes({ ok, yes = 'yes', no = 'no' }: { ok: boolean; yes?: string; no?: string }) {
  return <span className={ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-zinc-500'}>{ok ? yes : no}</span>;
}

/** One row per run of the wrapped CLI: what ran, how it ended, how long and how much output. */
export function ProbeTable({ probes }: { probes: ProbeRecord[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="probe-table">
        <thead className="border-b border-zinc-200 dark:border-zinc-800">
          <tr>
            <th className={TH}>argv</th>
            <th className={TH}>purpose</th>
            <th className={`${TH} text-right`}>exit</th>
            <th className={`${TH} text-right`}>ms</th>
            <th className={`${TH} text-right`}>tokens</th>
            <th className={TH}>JSON?</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800/70">
          {probes.map((p, i) => (
            <tr key={i}>
              <td className={`${TD} font-mono text-xs break-all`}>{p.argv.join(' ')}</td>
              <td className={`${TD} text-zinc-600 dark:text-zinc-400`}>
                {p.purpose ?? '—'}
                {p.verb ? <span className="ml-1 font-mono text-xs">({p.verb})</span> : null}
              </td>
              <td className={`${TD} text-right tabular-nums ${p.exit_code === 0 ? '' : 'text-red-600 dark:text-red-400'}`}>
                {p.timed_out ? 'timed out' : (p.exit_code ?? '—')}
              </td>
              <td className={`${TD} text-right tabular-nums`}>{p.ms}</td>
              <td className={`${TD} text-right tabular-nums`}>{p.tokens}</td>
              <td className={TD}>
                <Yes ok={p.json} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function EvalTable({ cases, summary }: { cases: EvalCaseResult[]; summary: EvalSummary | null }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="eval-table">
        <thead className="border-b border-zinc-200 dark:border-zinc-800">
          <tr>
            <th className={TH}>case</th>
            <th className={TH}>command</th>
            <th className={TH}>result</th>
            <th className={`${TH} text-right`}>ms</th>
            <th className={`${TH} text-right`}>tokens</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800/70">
          {cases.map((c, i) => (
            <tr key={i}>
              <td className={TD}>{c.name}</td>
              <td className={`${TD} font-mono text-xs`}>{c.verb}</td>
              <td className={TD}>
                {c.passed ? (
                  <span className="font-medium text-emerald-700 dark:text-emerald-400">pass</span>
                ) : (
                  <span className="text-red-700 dark:text-red-400">
                    <span className="font-medium">fail</span>
                    {c.error ? <span className="block text-xs">{c.error}</span> : null}
                  </span>
                )}
              </td>
              <td className={`${TD} text-right tabular-nums`}>{c.ms}</td>
              <td className={`${TD} text-right tabular-nums`}>{c.tokens}</td>
            </tr>
          ))}
        </tbody>
        {summary && (
          <tfoot className="border-t border-zinc-200 text-xs text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
            <tr>
              <td className={TD} colSpan={5}>
                <span className="font-medium text-zinc-900 dark:text-zinc-100">
                  {summary.passed} passed, {summary.failed} failed
                </span>{' '}
                · p50 <b className="tabular-nums">{summary.p50_ms} ms</b> · p95 <b className="tabular-nums">{summary.p95_ms} ms</b>
              </td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
