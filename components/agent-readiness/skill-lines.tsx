import type { SkillDriftSummary, SkillLine } from '@/lib/core/agent-readiness';
import { Badge } from '../ui/badges';
import { Button } from '../ui/button';
import { DataTable, type Column } from '../ui/table';

const SOURCE: Record<SkillLine['source'], string> = { fence: 'code block', inline: 'inline code', table: 'table' };

/** A line's number (it opens the line), its text and where it stands, the command it runs as, and its drift. */
const columns = (onReveal: (line: SkillLine) => void): Column<SkillLine>[] => [
  {
    header: 'line',
    className: 'text-xs text-faint tabular-nums',
    cell: (l) => (
      <Button variant="bare" className="hover:underline" onClick={() => onReveal(l)} title="Open in the editor">
        {l.line}
      </Button>
    ),
  },
  {
    header: 'as the Skill writes it',
    className: 'min-w-56 font-mono text-xs break-all',
    cell: (l) => (
      <>
        {l.text}
        <span className="ml-2 font-sans text-[11px] text-faint">{SOURCE[l.source]}</span>
      </>
    ),
  },
  {
    header: 'command',
    className: 'font-mono text-xs',
    cell: (l) => l.command ?? <span className="font-sans text-error">no command</span>,
  },
  {
    header: 'drift',
    cell: (l) => (l.drift ? <Badge tone="warn">{l.drift}</Badge> : <Badge tone="ok">none</Badge>),
  },
];

/** Each command line of the CLI that HARNESS.md teaches, the command it runs as, and its drift; a row opens its line. */
export function SkillLines({ skill, onReveal }: { skill: SkillDriftSummary; onReveal(line: SkillLine): void }) {
  if (!skill.lines.length)
    return (
      <p className="text-sm text-muted" data-testid="skill-lines-empty">
        HARNESS.md shows no command line of the CLI yet. A fenced example per hot-path command lets an agent copy the
        exact call.
      </p>
    );
  return (
    <div className="space-y-2">
      <p className="text-xs text-muted" data-testid="skill-probe-note">
        {skill.probed
          ? `Flags checked against the CLI's own help: ${skill.flagsVerified} listed, ${skill.flagsUnverified} not checkable (a write's own help is never read).`
          : "Checked against cli[] only here; packstudio check --probe also checks every flag against the CLI's help."}
      </p>
      <DataTable
        data-testid="skill-lines"
        caption="The Skill's command lines"
        columns={columns(onReveal)}
        rows={skill.lines}
        rowKey={(l, i) => `${l.line}-${i}`}
        rowProps={(l) => ({ 'data-drift': l.drift })}
        cellClassName="py-1.5"
      />
    </div>
  );
}
