import { buildCard } from '@/lib/hcp/approval-card';
import { isConfirmGated, policyRow, type CommandView, type PackModel } from '@/lib/hcp/model';
import { ApprovalCard } from '../preview/approval-card';

/**
 * Why the Run tab asks before this command, in the runtime's terms: policy.json's confirm gate asks an agent's
 * person too; a write without one (or a command with no policy.json row, which the runtime counts as a write) runs
 * for an agent without asking anyone, and only the Run tab stops it, because a person runs it here by hand.
 */
export function runApprovalNote(model: PackModel, key: string): string {
  if (isConfirmGated(model, key))
    return 'policy.json’s confirm gate asks a person first, for an agent’s calls too: this is the card they see. The command runs only when approved.';
  const why = policyRow(model, key)
    ? 'policy.json gives this write no confirm'
    : `policy.json has no row for "${key}", so the runtime counts it as a write`;
  return `An agent’s runtime runs this without asking anyone (${why}). The Run tab asks you first, as it does before every write: it runs only when you approve.`;
}

/** The Run tab's approval step: what the runtime would do, then the card with its two answers. */
export function RunApproval({
  model,
  command,
  values,
  packName,
  onAnswer,
}: {
  model: PackModel;
  command: CommandView;
  values: Record<string, string>;
  packName: string;
  onAnswer(approved: boolean): void;
}) {
  return (
    <div className="space-y-2" data-testid="run-approval">
      <p className="text-sm text-muted" data-testid="run-approval-note">
        {runApprovalNote(model, command.key)}
      </p>
      <ApprovalCard card={buildCard(model, command, values)} packName={packName} onAnswer={onAnswer} />
    </div>
  );
}
