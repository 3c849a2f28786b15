'use client';
import { hcpFormat } from '@/lib/formats/hcp';
import { AgentPanel } from '../agent/agent-panel';
import { readinessView } from '../agent-readiness/readiness-view';
import { checkView } from '../check/check-view';
import { ApprovalPreviews } from '../preview';
import { CommandsView } from './commands-view';
import { HCP_FULL_CHECK } from './full-check';
import { RunTab } from '../run/run-tab';
import type { StudioSlotProps, StudioView } from '../studio/types';

/** The format's name for the preview the previews view shows (lib/formats/hcp). */
const APPROVAL_LABEL = hcpFormat.previews.find((p) => p.id === 'approval')!.label;

function PreviewsView({ ctx }: StudioSlotProps) {
  const { texts, dirty } = ctx.state;
  return (
    <div className="mx-auto w-full max-w-6xl px-6 py-6">
      <div className="mb-5">
        <h2 className="text-base font-semibold">{APPROVAL_LABEL}</h2>
        <p className="text-sm text-muted">
          What a person approving each command sees, filled from its first examples and following the editor as you type
          {dirty.length ? ' (unsaved edits included)' : ''}.
        </p>
      </div>
      <ApprovalPreviews surfaceText={texts['surface.json'] ?? ''} policyText={texts['policy.json'] ?? ''} />
    </div>
  );
}

function RunView({ ctx }: StudioSlotProps) {
  const { texts, dirty } = ctx.state;
  return (
    <RunTab
      packId={ctx.packId}
      surfaceText={texts['surface.json'] ?? ''}
      policyText={texts['policy.json'] ?? ''}
      dirtyCount={dirty.length}
    />
  );
}

function AgentView({ ctx }: StudioSlotProps) {
  const { texts, dirty } = ctx.state;
  return (
    <AgentPanel
      packId={ctx.packId}
      surfaceText={texts['surface.json'] ?? ''}
      policyText={texts['policy.json'] ?? ''}
      hasSkill={texts['HARNESS.md'] !== undefined}
      dirtyCount={dirty.length}
    />
  );
}

/**
 * An HCP pack's views beside the editor. The dashboard and the Run tab stay mounted, so a running check keeps its
 * progress and the session its runs; the previews and the agent view are filled only while shown (they parse the pack).
 */
export const HCP_VIEWS: readonly StudioView[] = [
  checkView(HCP_FULL_CHECK),
  { id: 'previews', label: 'previews', testId: 'previews-view', View: PreviewsView },
  {
    id: 'commands',
    label: 'commands',
    title: 'Remove, add and swap commands; for a pack wrap drafted, what it left out and why',
    testId: 'commands-view-panel',
    View: CommandsView,
  },
  { id: 'run', label: 'run', keepMounted: true, View: RunView },
  { id: 'agent', label: 'agent', title: 'Use in an agent: the MCP tools and host configurations', View: AgentView },
  readinessView(hcpFormat),
];
