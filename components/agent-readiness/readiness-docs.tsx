import type { AgentCheck } from '@/lib/agent/checks';
import type { HostInfo } from '@/lib/core/agent-readiness';
import { Badge } from '../ui/badges';
import { SafeLink } from '../ui/safe-link';

export interface ReadinessDocsProps {
  checks: (AgentCheck & { anchor: string })[];
  hosts: (HostInfo & { rules: { id: string; feature: string; source: string }[] })[];
  pairThreshold: number;
}

const PARTS = [
  {
    title: 'The Skill against the real CLI',
    text: "Every command line HARNESS.md teaches (fenced blocks, inline code, the hot-path table) is matched to the command whose cli[] runs it: its subcommand path, each flag and its place, the JSON flag, the placeholders against the command's arguments. With check --probe, each flag is also looked up in the help of its subcommand: a read's own --help, a write only in its parents' listings (a write's subcommand is never started).",
  },
  {
    title: 'Which commands an agent will confuse',
    text: "The task phrases an agent receives (the hot-path table's \"when\" column, eval case names, each description's first clause) are queries against a BM25 index (MiniSearch) of every command's name, description and argument names: the intended command's rank and its margin to the best other. Pairs of commands whose names and descriptions overlap (Jaccard weighted by smoothed IDF) by {threshold} or more are flagged with the words they share.",
  },
  {
    title: 'What the agent reads, counted',
    text: "Each tool as tools/list sends it (name, description and schema apart, and whole), the whole listing and the server's instructions (HARNESS.md), in tokens of characters / 4, rounded up. check --budget N fails a pack over N; --baseline and packstudio diff say how it moved, per command.",
  },
  {
    title: 'Which hosts take the schemas',
    text: "Each tool's input schema, exactly as a host receives it, against the written-down rules of OpenAI strict mode, Gemini, Anthropic and MCP: one rule file per host, each rule citing its source. A refused cell names the exact feature, where it is, and a fix.",
  },
];

/** The layer's page: what it measures, each check with why, each host's rules with their sources. */
export function AgentReadinessDocs({ checks, hosts, pairThreshold }: ReadinessDocsProps) {
  return (
    <main className="mx-auto w-full max-w-5xl space-y-8 px-6 py-8">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Agent readiness</h1>
        <p className="mt-2 max-w-3xl text-muted">
          Will an agent succeed with this pack? A layer of the studio&apos;s own, measured without a model and never
          part of the spec score: it changes no score, count or exit code (only{' '}
          <code className="font-mono">--budget</code> does, when asked). Every report format carries it labelled as
          such, and each pack&apos;s <em>readiness</em> view computes it as you type. A finding accepted on purpose goes
          in packstudio.json&apos;s <code className="font-mono">acceptedDrift</code>, by its id and subject, with a
          reason.
        </p>
      </header>
      <section className="grid gap-4 sm:grid-cols-2">
        {PARTS.map((p) => (
          <div key={p.title} className="rounded-xl border border-line bg-surface-raised p-4 shadow-sm">
            <h2 className="text-sm font-semibold">{p.title}</h2>
            <p className="mt-1 text-sm text-muted">{p.text.replace('{threshold}', String(pairThreshold))}</p>
          </div>
        ))}
      </section>
      <section>
        <h2 className="mb-3 text-lg font-semibold">Checks</h2>
        <ul className="divide-y divide-line-soft rounded-xl border border-line bg-surface-raised">
          {checks.map((c) => (
            <li key={c.id} id={c.anchor} className="scroll-mt-16 px-4 py-3">
              <div className="flex flex-wrap items-center gap-2">
                <code className="font-mono text-sm font-semibold">{c.id}</code>
                <Badge tone={c.severity === 'warn' ? 'warn' : 'neutral'}>
                  {c.severity === 'warn' ? 'warning' : 'note'}
                </Badge>
                <Badge>{c.part}</Badge>
              </div>
              <p className="mt-1 text-sm">{c.title}</p>
              <p className="text-sm text-muted">{c.why}</p>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 className="mb-3 text-lg font-semibold">Host rules</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {hosts.map((h) => (
            <div key={h.id} className="rounded-xl border border-line bg-surface-raised p-4 shadow-sm" id={h.id}>
              <h3 className="text-sm font-semibold">{h.name}</h3>
              <p className="text-xs text-muted">
                {h.scope} ·{' '}
                <SafeLink href={h.source} className="text-accent hover:underline">
                  source
                </SafeLink>
              </p>
              <ul className="mt-2 space-y-1 text-sm">
                {h.rules.map((r) => (
                  <li key={r.id}>
                    <code className="font-mono text-xs text-fg-soft">{r.id}</code> {r.feature}{' '}
                    <SafeLink href={r.source} className="text-xs text-accent hover:underline">
                      source
                    </SafeLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </main>
  );
}
