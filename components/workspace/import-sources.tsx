'use client';
import { useRef } from 'react';
import type { GivenFile } from '@/lib/recued/import/from-text';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { Field, FileInput, Textarea } from '../ui/field';
import type { ImportSession, ImportState } from './import-session';
import { ImportTextField, PROSE_PLACEHOLDER } from './import-text-field';

export type ImportSourceActions = Pick<ImportSession, 'setFiles' | 'setPasted' | 'setUrl' | 'setDragging'>;

async function readFiles(list: FileList | null): Promise<GivenFile[]> {
  return Promise.all([...(list ?? [])].map(async (f) => ({ name: f.name, text: await f.text() })));
}

/** Where the description comes from: files picked or dropped (with the files its $refs name), pasted text, or a URL. */
export function ImportSources({
  state: { files, pasted, url, dragging },
  actions,
}: {
  state: Pick<ImportState, 'files' | 'pasted' | 'url' | 'dragging'>;
  actions: ImportSourceActions;
}) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          actions.setDragging(true);
        }}
        onDragLeave={() => actions.setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          actions.setDragging(false);
          void readFiles(e.dataTransfer.files).then(actions.setFiles);
        }}
        className={cn(
          'rounded-lg border border-dashed px-4 py-4 text-center',
          dragging ? 'border-accent bg-accent-soft' : 'border-line-strong',
        )}
        data-testid="import-drop"
      >
        <FileInput
          ref={picker}
          multiple
          accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml"
          tabIndex={-1}
          aria-label="API description files"
          data-testid="import-files"
          onChange={(e) => void readFiles(e.target.files).then(actions.setFiles)}
        />
        <Button onClick={() => picker.current?.click()}>Pick files…</Button>
        <p className="mt-2 text-xs text-muted">
          or drop them here. Pick the files its <code className="font-mono">$ref</code>s name along with it.
        </p>
        {files.length > 0 && (
          <p className="mt-2 font-mono text-xs break-all text-fg" data-testid="import-file-names">
            {files.map((f) => f.name).join(', ')}
          </p>
        )}
      </div>
      <Field label="…or paste it">
        <Textarea
          className={cn(PROSE_PLACEHOLDER, 'h-28')}
          value={pasted}
          onChange={(e) => actions.setPasted(e.target.value)}
          placeholder="openapi: 3.1.0 …"
          spellCheck={false}
          data-testid="import-paste"
        />
      </Field>
      <ImportTextField
        label="…or its URL"
        value={url}
        onValue={actions.setUrl}
        placeholder="https://…/openapi.json"
        testId="import-url"
      />
    </>
  );
}
