import type { SkillDriftSummary, SkillLine } from '@/lib/core/agent-readiness';
import { Badge } from '../ui/badges';
import { Button } from '../ui/button';

const TH = 'px-3 py-2 text-left text-xs font-medium text-muted';
const TD = 'px-3 py-1.5 align-baseline';
const SOURCE: Record<SkillLine['source'], string> = { fence: 'code block', inline: 'inline code', table: 'table' };

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
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="skill-lines">
          <thead className="border-b border-line">
            <tr>
              <th className={TH}>line</th>
              <th className={TH}>as the Skill writes it</th>
              <th className={TH}>command</th>
              <th className={TH}>drift</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line-soft">
            {skill.lines.map((l, i) => (
              <tr key={`${l.line}-${i}`} data-drift={l.drift}>
                <td className={`${TD} text-xs text-faint tabular-nums`}>
                  <Button
                    variant="bare"
                    className="hover:underline"
                    onClick={() => onReveal(l)}
                    title="Open in the editor"
                  >
                    {l.line}
                  </Button>
                </td>
                <td className={`${TD} min-w-56 font-mono text-xs break-all`}>
                  {l.text}
                  <span className="ml-2 font-sans text-[11px] text-faint">{SOURCE[l.source]}</span>
                </td>
                <td className={`${TD} font-mono text-xs`}>
                  {l.command ?? <span className="font-sans text-error">no command</span>}
                </td>
                <td className={TD}>{l.drift ? <Badge tone="warn">{l.drift}</Badge> : <Badge tone="ok">none</Badge>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
