'use client';
import { listedFindings } from '@/lib/agent/findings';
import type { AgentFinding, AgentReadiness } from '@/lib/core/agent-readiness';
import { Card } from '../ui/card';
import { ConfusionMatrix, ConfusablePairs } from './confusion-matrix';
import { ReadinessFigures } from './figures';
import { HostMatrix } from './host-matrix';
import { ReadinessFindings } from './readiness-findings';
import { SkillLines } from './skill-lines';
import { TokenTable } from './token-table';

export interface ReadinessPanelProps {
  /** The layer of the text in the editor (null while it is first computed). */
  agent: AgentReadiness | null;
  /** How long the last computation took, for the header (ms). */
  ms: number | null;
  /** Unsaved files: the layer follows the editor, a host reads what is saved. */
  dirtyCount: number;
  /** Opens a finding's (or a task's) place in the editor. */
  onReveal(place: Pick<AgentFinding, 'file' | 'line' | 'column' | 'pointer' | 'id' | 'message' | 'fix'>): void;
  /** Accepts a finding on purpose in packstudio.json (a returned string is why it could not). */
  onAccept?(finding: AgentFinding, reason: string): string | null;
}

/**
 * Agent readiness: what an agent meets when it is handed the pack, measured without a model and never part of the
 * spec score. Everything here is computed in the browser from the text in the editor; the CLI's `check --probe` adds
 * the one part that needs the CLI itself (each of the Skill's flags against the subcommand's own help).
 */
export function ReadinessPanel({ agent, ms, dirtyCount, onReveal, onAccept }: ReadinessPanelProps) {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-6" data-testid="readiness-panel">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <div>
          <h2 className="text-base font-semibold">Agent readiness</h2>
          <p className="max-w-3xl text-sm text-muted">
            Will an agent succeed with this pack? {agent?.skill ? 'The Skill against the commands, which' : 'Which'}{' '}
            commands it will confuse, what it reads and which hosts take the schemas: measured without a model, live as
            you type
            {dirtyCount ? ' (unsaved edits included)' : ''}. Not part of the spec score.
            {agent?.skill && (
              <>
                {' '}
                <code className="font-mono text-fg-soft">check --probe</code> also checks each flag against the
                CLI&apos;s own help.
              </>
            )}
          </p>
        </div>
        {ms !== null && (
          <span className="text-xs text-faint tabular-nums" data-testid="readiness-ms">
            {ms < 1 ? '<1' : Math.round(ms)} ms
          </span>
        )}
      </div>
      {!agent ? (
        <p className="text-sm text-muted">Reading the pack…</p>
      ) : (
        <>
          <ReadinessFigures figures={agent.figures} tokens={agent.tokens} />
          <ReadinessFindings
            findings={listedFindings(agent.findings)}
            accepted={agent.accepted.length}
            onReveal={onReveal}
            onAccept={onAccept}
          />
          {agent.skill && (
            <Card
              title="The Skill against the commands"
              subtitle="Every command line HARNESS.md teaches, matched to the command whose cli[] runs it: subcommand, flags and their places, the JSON flag, placeholders against the arguments."
            >
              <SkillLines skill={agent.skill} onReveal={(line) => onReveal(lineFinding(line))} />
            </Card>
          )}
          <Card
            title="Which commands an agent will confuse"
            subtitle={`Each task phrase asked of a BM25 index of the commands' names, descriptions and arguments: the share of the top score each command gets. The intended command is outlined; a pair overlapping ${agent.confusion.pairThreshold} or more is flagged.`}
          >
            <ConfusionMatrix confusion={agent.confusion} onReveal={(task) => onReveal(taskFinding(task))} />
            <ConfusablePairs confusion={agent.confusion} />
          </Card>
          <Card
            title="What the agent reads"
            subtitle="Tokens (characters / 4, rounded up) of each tool as tools/list sends it, and of the server's instructions."
          >
            <TokenTable tokens={agent.tokens} />
          </Card>
          <Card
            title="Which hosts take the schemas"
            subtitle="Each tool's input schema against the written-down rules of each host; a refused tool fails the whole request there."
          >
            <HostMatrix hosts={agent.hosts} />
          </Card>
        </>
      )}
    </div>
  );
}

type Place = Parameters<ReadinessPanelProps['onReveal']>[0];

function lineFinding(line: { line: number; text: string }): Place {
  return {
    id: 'agent/skill',
    file: 'HARNESS.md',
    pointer: '',
    line: line.line,
    column: 1,
    message: line.text,
    fix: '',
  };
}

function taskFinding(task: AgentReadiness['confusion']['tasks'][number]): Place {
  return { id: 'agent/task', ...task.at, message: task.text, fix: '' };
}
