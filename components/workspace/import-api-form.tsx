'use client';
import { Button } from '../ui/button';
import { ImportOptionFields } from './import-options';
import { ImportResultPanel } from './import-result';
import { ImportSources } from './import-sources';
import { NewPackButton } from './new-pack-button';
import { useImportSession } from './use-import-session';

/** "New pack from an API description": read in this browser (nothing uploaded), then one pack.json written. */
export function ImportApiButton({ existing, listKey }: { existing: string[]; listKey: readonly unknown[] }) {
  return (
    <NewPackButton
      label="From an API…"
      title="New pack from an API description: an OpenAPI or Swagger document becomes a Recued composition"
      dialogTitle="New pack from an API description"
      testId="import-open"
      wide
    >
      {(close) => <ImportApiForm existing={existing} listKey={listKey} onCancel={close} />}
    </NewPackButton>
  );
}

/**
 * The dialog's form: where the description comes from and how it is imported on the left, what the import made of
 * it on the right. The state and what the buttons do live in the session (import-session.ts).
 */
function ImportApiForm({
  existing,
  listKey,
  onCancel,
}: {
  existing: string[];
  listKey: readonly unknown[];
  onCancel(): void;
}) {
  const { session, state } = useImportSession(existing, listKey);
  return (
    <div
      className="flex min-h-0 flex-1 flex-col overflow-y-auto lg:flex-row lg:overflow-hidden"
      data-testid="import-form"
    >
      <form
        className="space-y-4 px-5 py-4 text-sm lg:w-[420px] lg:shrink-0 lg:overflow-y-auto lg:border-r lg:border-line"
        onSubmit={(e) => {
          e.preventDefault();
          void session.read();
        }}
      >
        <p className="text-muted">
          An OpenAPI 3.0 / 3.1 or Swagger 2.0 description, JSON or YAML, becomes one Recued pack.json: the hot-path
          operations, risk from what each does, arguments and connection hints. It is read in this browser; nothing is
          uploaded or fetched unless you give a URL.
        </p>
        <ImportSources state={state} actions={session} />
        <ImportOptionFields state={state} publisherText={session.publisherText()} actions={session} />
        <div className="flex justify-end gap-2">
          <Button onClick={onCancel}>Cancel</Button>
          <Button
            type="submit"
            variant={state.outcome?.ok ? 'secondary' : 'primary'}
            disabled={!session.hasInput() || state.busy !== null}
            data-testid="import-read"
          >
            {state.busy === 'reading' ? 'Reading…' : state.outcome ? 'Read again' : 'Read description'}
          </Button>
        </div>
      </form>
      <ImportResultPanel state={state} idProblem={session.idProblem()} canSave={session.canSave()} actions={session} />
    </div>
  );
}
