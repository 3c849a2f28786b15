'use client';
import { useMemo } from 'react';
import { loadPackFromTexts } from '@/lib/hcp/load';
import { RunPanel } from './run-panel';
import { useRunSession } from './use-run-session';

/**
 * The Run tab: the pack's model from the editor's texts, the run session (its state and actions), and the panel
 * that renders them.
 */
export function RunTab({
  packId,
  surfaceText,
  policyText,
  dirtyCount,
}: {
  packId: string;
  surfaceText: string;
  policyText: string;
  dirtyCount: number;
}) {
  const model = useMemo(
    () =>
      loadPackFromTexts({
        ...(surfaceText.trim() ? { 'surface.json': surfaceText } : {}),
        ...(policyText.trim() ? { 'policy.json': policyText } : {}),
      }).model,
    [surfaceText, policyText],
  );
  const { session, state } = useRunSession(packId, model);
  const command = session.command();
  return (
    <RunPanel
      packId={packId}
      model={model}
      command={command}
      values={session.formValues()}
      marked={session.marked()}
      asksFirst={command ? session.asksFirst(command.key) : false}
      state={state}
      running={session.running()}
      shownRun={session.shownRun()}
      dirtyCount={dirtyCount}
      actions={session}
    />
  );
}
