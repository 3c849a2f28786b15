'use client';
import type { Finding } from '@/lib/core/finding';
import { ApprovalPreviews } from '../preview';
import type { Ref } from 'react';
import { CheckDashboard, type CheckDashboardHandle } from '../check/check-dashboard';
import { TabPanel, type TabItem } from '../ui/tabs';
import { hcpFormat } from '@/lib/formats/hcp';
import type { HcpFile } from '@/lib/formats/hcp/files';
import type { Texts } from '../editor/use-editing-session';
import { RunPanel } from '../run/run-panel';
import { AgentPanel } from '../agent/agent-panel';

/** The pack page's views (the parsed pack.json of Recued is `PackView`, lib/recued/walk.ts). */
export type PackStudioView = 'editor' | 'check' | 'previews' | 'run' | 'agent';

export const PACK_VIEW_TABS: readonly TabItem<PackStudioView>[] = [
  { value: 'editor', label: 'editor' },
  { value: 'check', label: 'check' },
  { value: 'previews', label: 'previews' },
  { value: 'run', label: 'run' },
  { value: 'agent', label: 'agent', title: 'Use in an agent: the MCP tools and host configurations' },
];

/** The format's name for the preview this view shows (lib/formats/hcp). */
const APPROVAL_LABEL = hcpFormat.previews.find((p) => p.id === 'approval')!.label;

/** The Check, Previews and Run views of a pack; the dashboard and the Run tab stay mounted so a running check keeps its progress and the session its runs. */
export function PackViews({
  view,
  packId,
  texts,
  dirtyCount,
  checkRef,
  onReveal,
}: {
  view: PackStudioView;
  packId: string;
  texts: Texts<HcpFile>;
  dirtyCount: number;
  checkRef: Ref<CheckDashboardHandle>;
  onReveal(f: Finding): void;
}) {
  return (
    <>
      <TabPanel idBase="view" value="check" hidden={view !== 'check'} className="min-h-0 flex-1 overflow-y-auto">
        <CheckDashboard packId={packId} dirtyCount={dirtyCount} ref={checkRef} onReveal={onReveal} />
      </TabPanel>
      {/* Always in the page, so the tab names a panel that exists; filled only while shown (it parses the pack). */}
      <TabPanel
        idBase="view"
        value="previews"
        hidden={view !== 'previews'}
        className="min-h-0 flex-1 overflow-y-auto"
        testId="previews-view"
      >
        {view === 'previews' && (
          <div className="mx-auto w-full max-w-6xl px-6 py-6">
            <div className="mb-5">
              <h2 className="text-base font-semibold">{APPROVAL_LABEL}</h2>
              <p className="text-sm text-muted">
                What a person approving each command sees, filled from its first examples and following the editor as
                you type{dirtyCount ? ' (unsaved edits included)' : ''}.
              </p>
            </div>
            <ApprovalPreviews surfaceText={texts['surface.json'] ?? ''} policyText={texts['policy.json'] ?? ''} />
          </div>
        )}
      </TabPanel>
      <TabPanel idBase="view" value="run" hidden={view !== 'run'} className="min-h-0 flex-1 overflow-y-auto">
        <RunPanel
          packId={packId}
          surfaceText={texts['surface.json'] ?? ''}
          policyText={texts['policy.json'] ?? ''}
          dirtyCount={dirtyCount}
        />
      </TabPanel>
      <TabPanel idBase="view" value="agent" hidden={view !== 'agent'} className="min-h-0 flex-1 overflow-y-auto">
        {view === 'agent' && (
          <AgentPanel
            packId={packId}
            surfaceText={texts['surface.json'] ?? ''}
            policyText={texts['policy.json'] ?? ''}
            hasSkill={texts['HARNESS.md'] !== undefined}
            dirtyCount={dirtyCount}
          />
        )}
      </TabPanel>
    </>
  );
}
