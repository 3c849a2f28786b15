import { Field, Input } from '../ui/field';
import type { ImportSession, ImportState } from './import-session';
import { ImportTextField, PROSE_PLACEHOLDER } from './import-text-field';

export type ImportOptionActions = Pick<ImportSession, 'setPublisher' | 'setBase' | 'setOps' | 'setInclude'>;

/** How the description is imported: for which publisher, against which base URL, how many operations, which ones. */
export function ImportOptionFields({
  state: { base, ops, include },
  publisherText,
  actions,
}: {
  state: Pick<ImportState, 'base' | 'ops' | 'include'>;
  /** The publisher field's text: as typed, else the workspace's handle once set. */
  publisherText: string;
  actions: ImportOptionActions;
}) {
  return (
    <fieldset className="grid grid-cols-2 gap-3">
      <Field className="col-span-2" label="Publisher" note="this workspace's handle: the pack is made for it">
        <span className="flex items-center gap-1">
          <span className="text-faint">@</span>
          <Input
            className={PROSE_PLACEHOLDER}
            value={publisherText}
            onChange={(e) => actions.setPublisher(e.target.value)}
            placeholder="local"
            maxLength={65}
            spellCheck={false}
            data-testid="import-publisher"
          />
        </span>
      </Field>
      <ImportTextField
        className="col-span-2"
        label="Base URL"
        note="when the document names no https server"
        value={base}
        onValue={actions.setBase}
        placeholder="https://api.example.com"
        testId="import-base"
      />
      <ImportTextField
        label="Operations"
        value={ops}
        onValue={actions.setOps}
        inputMode="numeric"
        testId="import-ops"
      />
      <ImportTextField
        label="Only"
        value={include}
        onValue={actions.setInclude}
        placeholder="task.*, GET /v1/*"
        testId="import-include"
      />
    </fieldset>
  );
}
