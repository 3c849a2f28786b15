'use client';
import { useState } from 'react';
import type { EvalCaseResult, EvalSummary, ProbeRecord } from '@/lib/hcp/records';
import { Button } from '../ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../ui/collapsible';

const TH = 'px-3 py-2 text-left text-xs font-medium text-muted';
const TD = 'px-3 py-2 align-baseline';

function Yes({ ok, yes = 'yes', no = 'no' }: { ok: boolean; yes?: string; no?: string }) {
  return <span className={ok ? 'text-ok' : 'text-muted'}>{ok ? yes : no}</span>;
}

/** One row per run of the wrapped CLI: what ran, how it ended, how long and how much output. A row opens what it printed. */
export function ProbeTable({ probes }: { probes: ProbeRecord[] }) {
  return (
    <div className="overflow-x-auto">
      {/* One tbody per probe: its row and the row it opens are one collapsible. */}
      <table
        className="w-full text-sm [&>tbody+tbody]:border-t [&>tbody+tbody]:border-line-soft"
        data-testid="probe-table"
      >
        <thead className="border-b border-line">
          <tr>
            <th className={TH}>argv</th>
            <th className={TH}>purpose</th>
            <th className={`${TH} text-right`}>exit</th>
            <th className={`${TH} text-right`}>ms</th>
            <th className={`${TH} text-right`}>tokens</th>
            <th className={TH}>JSON?</th>
          </tr>
        </thead>
        {probes.map((p, i) => (
          <ProbeRow key={i} probe={p} />
        ))}
      </table>
    </div>
  );
}

function ProbeRow({ probe: p }: { probe: ProbeRecord }) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <tbody>
        <tr>
          {/* min-w: on a phone the table scrolls sideways instead of breaking argv into a column of single letters. */}
          <td className={`${TD} min-w-48 font-mono text-xs break-all`}>
            <CollapsibleTrigger asChild>
              <Button variant="bare" className="text-left hover:underline" data-testid="probe-row-toggle">
                <span aria-hidden className="mr-1 inline-block w-3 text-faint">
                  {open ? '▾' : '▸'}
                </span>
                {p.argv.join(' ')}
              </Button>
            </CollapsibleTrigger>
          </td>
          <td className={`${TD} text-muted`}>
            {p.purpose ?? '—'}
            {p.verb ? <span className="ml-1 font-mono text-xs">({p.verb})</span> : null}
          </td>
          <td
            className={`${TD} text-right whitespace-nowrap tabular-nums ${p.skipped !== undefined ? 'text-muted' : p.exit_code === 0 ? '' : 'text-error'}`}
          >
            {p.skipped !== undefined ? 'not run' : p.timed_out ? 'timed out' : (p.exit_code ?? '—')}
          </td>
          {p.skipped !== undefined ? (
            // Nothing ran: no time, no output, no JSON to speak of.
            <>
              <td className={`${TD} text-right text-faint`}>—</td>
              <td className={`${TD} text-right text-faint`}>—</td>
              <td className={`${TD} text-faint`}>—</td>
            </>
          ) : (
            <>
              <td className={`${TD} text-right tabular-nums`}>{p.ms}</td>
              <td className={`${TD} text-right tabular-nums`}>{p.tokens}</td>
              <td className={TD}>
                <Yes ok={p.json} />
              </td>
            </>
          )}
        </tr>
        <CollapsibleContent asChild>
          <tr data-testid="probe-output">
            <td colSpan={6} className="bg-surface-subtle px-3 py-3">
              <ProbeOutput probe={p} />
            </td>
          </tr>
        </CollapsibleContent>
      </tbody>
    </Collapsible>
  );
}

/** What one probe ran and printed: argv as a list, exit, time, then the heads of stdout and stderr (secrets masked). */
function ProbeOutput({ probe }: { probe: ProbeRecord }) {
  if (probe.skipped !== undefined)
    return (
      <div className="space-y-2 text-xs">
        <p className="font-mono break-all">{JSON.stringify(probe.argv)}</p>
        <p className="text-muted" data-testid="probe-skipped">
          Not run: {probe.skipped}.
        </p>
      </div>
    );
  return (
    <div className="space-y-2 text-xs">
      <p className="font-mono break-all">{JSON.stringify(probe.argv)}</p>
      <p className="text-muted">
        exit {probe.timed_out ? 'none (timed out)' : (probe.exit_code ?? 'none')} · {probe.ms} ms
        {probe.stdout_truncated ? ' · stdout cut at the output limit' : ''}
      </p>
      <Stream label="stdout" text={probe.stdout_head} />
      <Stream label="stderr" text={probe.stderr_head} />
      <p className="text-faint">The first part of each stream; anything that looks like a secret is shown as ••••.</p>
    </div>
  );
}

function Stream({ label, text }: { label: string; text: string | undefined }) {
  return (
    <div>
      <div className="mb-1 font-medium text-muted">{label}</div>
      {text ? (
        <pre className="max-h-64 overflow-auto rounded-md border border-line bg-surface-raised p-2 font-mono whitespace-pre-wrap">
          {text}
        </pre>
      ) : (
        <p className="text-faint">(nothing printed)</p>
      )}
    </div>
  );
}

export function EvalTable({ cases, summary }: { cases: EvalCaseResult[]; summary: EvalSummary | null }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="eval-table">
        <thead className="border-b border-line">
          <tr>
            <th className={TH}>case</th>
            <th className={TH}>command</th>
            <th className={TH}>result</th>
            <th className={`${TH} text-right`}>ms</th>
            <th className={`${TH} text-right`}>tokens</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line-soft">
          {cases.map((c, i) => (
            <tr key={i}>
              <td className={`${TD} min-w-40`}>{c.name}</td>
              <td className={`${TD} font-mono text-xs`}>{c.verb}</td>
              <td className={TD}>
                {c.passed ? (
                  <span className="font-medium text-ok">pass</span>
                ) : (
                  <span className="text-error">
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
          <tfoot className="border-t border-line text-xs text-muted">
            <tr>
              <td className={TD} colSpan={5}>
                <span className="font-medium text-fg">
                  {summary.passed} passed, {summary.failed} failed
                </span>{' '}
                · p50 <b className="tabular-nums">{summary.p50_ms} ms</b> · p95{' '}
                <b className="tabular-nums">{summary.p95_ms} ms</b>
              </td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
