'use client';
import { useState, type ReactNode } from 'react';
import type { EvalCaseResult, EvalSummary, ProbeRecord } from '@/lib/hcp/records';
import { Button } from '../ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../ui/collapsible';
import { cn } from '../ui/cn';
import { Table, TableBody, TableHeader, Td, Th } from '../ui/table';

/** A count or a time: right-aligned, in figures of one width. */
function Figure({ children }: { children: ReactNode }) {
  return (
    <Td align="right" className="tabular-nums">
      {children}
    </Td>
  );
}

function Yes({ ok, yes = 'yes', no = 'no' }: { ok: boolean; yes?: string; no?: string }) {
  return <span className={ok ? 'text-ok' : 'text-muted'}>{ok ? yes : no}</span>;
}

/** One row per run of the wrapped CLI: what ran, how it ended, how long and how much output. A row opens what it printed. */
export function ProbeTable({ probes }: { probes: ProbeRecord[] }) {
  return (
    // One tbody per probe: its row and the row it opens are one collapsible.
    <Table className="[&>tbody+tbody]:border-t [&>tbody+tbody]:border-line-soft" data-testid="probe-table">
      <TableHeader>
        <Th>argv</Th>
        <Th>purpose</Th>
        <Th align="right">exit</Th>
        <Th align="right">ms</Th>
        <Th align="right">tokens</Th>
        <Th>JSON?</Th>
      </TableHeader>
      {probes.map((p, i) => (
        <ProbeRow key={i} probe={p} />
      ))}
    </Table>
  );
}

function ProbeRow({ probe: p }: { probe: ProbeRecord }) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <tbody>
        <tr>
          {/* min-w: on a phone the table scrolls sideways instead of breaking argv into a column of single letters. */}
          <Td className="min-w-48 font-mono text-xs break-all">
            <CollapsibleTrigger asChild>
              <Button variant="bare" className="text-left hover:underline" data-testid="probe-row-toggle">
                <span aria-hidden className="mr-1 inline-block w-3 text-faint">
                  {open ? '▾' : '▸'}
                </span>
                {p.argv.join(' ')}
              </Button>
            </CollapsibleTrigger>
          </Td>
          <Td className="text-muted">
            {p.purpose ?? '—'}
            {p.verb ? <span className="ml-1 font-mono text-xs">({p.verb})</span> : null}
          </Td>
          <ProbeFigures probe={p} />
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

/** A probe's exit, time, tokens and JSON; a probe left out says "not run", with a dash for each figure. */
function ProbeFigures({ probe: p }: { probe: ProbeRecord }) {
  if (p.skipped !== undefined)
    return (
      <>
        <Td align="right" className="whitespace-nowrap text-muted tabular-nums">
          not run
        </Td>
        {/* Nothing ran: no time, no output, no JSON to speak of. */}
        <Dash align="right" />
        <Dash align="right" />
        <Dash />
      </>
    );
  return (
    <>
      <Td align="right" className={cn('whitespace-nowrap tabular-nums', p.exit_code !== 0 && 'text-error')}>
        {p.timed_out ? 'timed out' : (p.exit_code ?? '—')}
      </Td>
      <Figure>{p.ms}</Figure>
      <Figure>{p.tokens}</Figure>
      <Td>
        <Yes ok={p.json} />
      </Td>
    </>
  );
}

function Dash({ align }: { align?: 'right' }) {
  return (
    <Td align={align} className="text-faint">
      —
    </Td>
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

/** One row per eval case: its command, pass or fail (with why), time and tokens; the summary's counts and latencies below. */
export function EvalTable({ cases, summary }: { cases: EvalCaseResult[]; summary: EvalSummary | null }) {
  return (
    <Table data-testid="eval-table">
      <TableHeader>
        <Th>case</Th>
        <Th>command</Th>
        <Th>result</Th>
        <Th align="right">ms</Th>
        <Th align="right">tokens</Th>
      </TableHeader>
      <TableBody>
        {cases.map((c, i) => (
          <tr key={i}>
            <Td className="min-w-40">{c.name}</Td>
            <Td className="font-mono text-xs">{c.verb}</Td>
            <Td>
              {c.passed ? (
                <span className="font-medium text-ok">pass</span>
              ) : (
                <span className="text-error">
                  <span className="font-medium">fail</span>
                  {c.error ? <span className="block text-xs">{c.error}</span> : null}
                </span>
              )}
            </Td>
            <Figure>{c.ms}</Figure>
            <Figure>{c.tokens}</Figure>
          </tr>
        ))}
      </TableBody>
      {summary && (
        <tfoot className="border-t border-line text-xs text-muted">
          <tr>
            <Td colSpan={5}>
              <span className="font-medium text-fg">
                {summary.passed} passed, {summary.failed} failed
              </span>{' '}
              · p50 <b className="tabular-nums">{summary.p50_ms} ms</b> · p95{' '}
              <b className="tabular-nums">{summary.p95_ms} ms</b>
            </Td>
          </tr>
        </tfoot>
      )}
    </Table>
  );
}
