import { Field, Input } from '../ui/field';
import type { ImportSession, ImportState } from './import-session';
import { PROSE_PLACEHOLDER } from './import-sources';

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
      <Field className="col-span-2" label="Base URL" note="when the document names no https server">
        <Input
          className={PROSE_PLACEHOLDER}
          value={base}
          onChange={(e) => actions.setBase(e.target.value)}
          placeholder="https://api.example.com"
          spellCheck={false}
          data-testid="import-base"
        />
      </Field>
      <Field label="Operations">
        <Input
          className={PROSE_PLACEHOLDER}
          value={ops}
          onChange={(e) => actions.setOps(e.target.value)}
          inputMode="numeric"
          data-testid="import-ops"
        />
      </Field>
      <Field label="Only">
        <Input
          className={PROSE_PLACEHOLDER}
          value={include}
          onChange={(e) => actions.setInclude(e.target.value)}
          placeholder="task.*, GET /v1/*"
          spellCheck={false}
          data-testid="import-include"
        />
      </Field>
    </fieldset>
  );
}
