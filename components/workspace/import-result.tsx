import type { ImportOutcome } from '@/lib/recued/import/import';
import { Button } from '../ui/button';
import { ErrorBox } from '../ui/error-box';
import { ImportSummary } from './import-summary';
import type { ImportSession, ImportState } from './import-session';
import { ImportTextField } from './import-text-field';

export type ImportResultActions = Pick<ImportSession, 'setPackId' | 'save'>;

/** What the import made of the description, before anything is written; then the new pack's id and Create. */
export function ImportResultPanel({
  state: { outcome, packId, busy, saveError },
  idProblem,
  canSave,
  actions,
}: {
  state: Pick<ImportState, 'outcome' | 'packId' | 'busy' | 'saveError'>;
  idProblem: string | undefined;
  canSave: boolean;
  actions: ImportResultActions;
}) {
  return (
    <section
      className="flex-1 border-t border-line px-5 py-4 text-sm lg:min-h-0 lg:overflow-y-auto lg:border-t-0"
      aria-live="polite"
      data-testid="import-result"
    >
      <Outcome outcome={outcome}>
        <div className="flex flex-wrap items-end gap-2">
          <ImportTextField
            className="min-w-48 flex-1"
            label="Pack id"
            value={packId}
            onValue={actions.setPackId}
            testId="import-pack-id"
          />
          <Button variant="primary" onClick={() => void actions.save()} disabled={!canSave} data-testid="import-create">
            {busy === 'saving' ? 'Writing…' : 'Create pack'}
          </Button>
        </div>
        {idProblem && <ErrorBox message={idProblem} />}
        {saveError && <ErrorBox message={saveError} />}
      </Outcome>
    </section>
  );
}

/** Nothing read yet, the reason the read failed, or the summary with what writes it. */
function Outcome({ outcome, children }: { outcome: ImportOutcome | null; children: React.ReactNode }) {
  if (!outcome) return <p className="text-muted">What the import makes of it shows here before anything is written.</p>;
  if (!outcome.ok) return <ErrorBox message={outcome.error} />;
  return <ImportSummary outcome={outcome}>{children}</ImportSummary>;
}
