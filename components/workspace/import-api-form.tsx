'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useRef, useState, type DragEvent } from 'react';
import { saveImportedPack } from '@/app/actions/import-actions';
import type { GivenFile } from '@/lib/recued/import/from-text';
import type { ImportOutcome } from '@/lib/recued/import/import';
import { DIALOG_WORDS } from '@/lib/recued/import/option-words';
import { newPackIdProblem } from '@/lib/studio/limits';
import { packHref } from '@/lib/studio/pack-href';
import { normalizeHandle } from '@/lib/recued/ui-publisher';
import { useWorkspacePublisher } from '../recued/use-workspace-publisher';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { ErrorBox } from '../ui/error-box';
import { Field, FileInput, Input, Textarea } from '../ui/field';
import { ImportSummary } from './import-summary';
import { NewPackButton } from './new-pack-button';

// The form's placeholders are prose ("paste YAML or JSON"), not values.
const PROSE_PLACEHOLDER = 'placeholder:font-sans';

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

async function readFiles(list: FileList | null): Promise<GivenFile[]> {
  return Promise.all([...(list ?? [])].map(async (f) => ({ name: f.name, text: await f.text() })));
}

function ImportApiForm({
  existing,
  listKey,
  onCancel,
}: {
  existing: string[];
  listKey: readonly unknown[];
  onCancel(): void;
}) {
  const router = useRouter();
  const client = useQueryClient();
  const [files, setFiles] = useState<GivenFile[]>([]);
  const [pasted, setPasted] = useState('');
  const [url, setUrl] = useState('');
  const [base, setBase] = useState('');
  const [ops, setOps] = useState('12');
  const [include, setInclude] = useState('');
  const { publisher: workspacePublisher, save: savePublisher } = useWorkspacePublisher();
  // null: the workspace's handle as it is; typed: stored for the workspace when the description is read.
  const [publisher, setPublisher] = useState<string | null>(null);
  const handle = normalizeHandle(publisher ?? workspacePublisher.handle);
  const [packId, setPackId] = useState('');
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [busy, setBusy] = useState<'reading' | 'saving' | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const sources = (): Promise<GivenFile[]> | GivenFile[] => {
    if (files.length) return files;
    if (pasted.trim()) return [{ name: 'pasted.yaml', text: pasted }];
    if (url.trim()) return fetchDescription(url.trim());
    return [];
  };

  const read = async () => {
    setBusy('reading');
    setSaveError(null);
    try {
      const given = await sources();
      // The handle the pack is made for is the workspace's: a new one typed here becomes it, so the pack page and
      // the workspace row check the new pack for the same publisher.
      if (publisher !== null && (handle !== workspacePublisher.handle || !workspacePublisher.set))
        await savePublisher.mutateAsync(publisher);
      const { importFromFiles } = await import('@/lib/recued/import/from-text');
      const result = await importFromFiles(given, {
        publisher: handle,
        words: DIALOG_WORDS,
        ops: Number(ops),
        ...(base.trim() ? { base: base.trim() } : {}),
        ...(include.trim()
          ? {
              include: include
                .split(',')
                .map((p) => p.trim())
                .filter(Boolean),
            }
          : {}),
      });
      setOutcome(result);
      if (result.ok && !packId) setPackId(result.slug);
    } catch (error) {
      setOutcome({ ok: false, error: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(null);
    }
  };

  const id = packId.trim();
  const idProblem = newPackIdProblem(id, existing);
  const save = async () => {
    if (!outcome?.ok || !id || idProblem) return;
    setBusy('saving');
    const result = await saveImportedPack({
      packId: id,
      text: outcome.text,
      ...(outcome.authType ? { authType: outcome.authType } : {}),
    }).catch((e: unknown) => ({
      ok: false as const,
      error: String(e),
    }));
    setBusy(null);
    if (!result.ok) return setSaveError(result.error);
    void client.invalidateQueries({ queryKey: listKey });
    router.push(packHref(id));
  };

  const onDrop = async (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    setFiles(await readFiles(e.dataTransfer.files));
    setOutcome(null);
  };
  const hasInput = files.length > 0 || pasted.trim() !== '' || url.trim() !== '';

  return (
    <div
      className="flex min-h-0 flex-1 flex-col overflow-y-auto lg:flex-row lg:overflow-hidden"
      data-testid="import-form"
    >
      <form
        className="space-y-4 px-5 py-4 text-sm lg:w-[420px] lg:shrink-0 lg:overflow-y-auto lg:border-r lg:border-line"
        onSubmit={(e) => {
          e.preventDefault();
          if (hasInput) void read();
        }}
      >
        <p className="text-muted">
          An OpenAPI 3.0 / 3.1 or Swagger 2.0 description, JSON or YAML, becomes one Recued pack.json: the hot-path
          operations, risk from what each does, arguments and connection hints. It is read in this browser; nothing is
          uploaded or fetched unless you give a URL.
        </p>
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => void onDrop(e)}
          className={`rounded-lg border border-dashed px-4 py-4 text-center ${dragging ? 'border-accent bg-accent-soft' : 'border-line-strong'}`}
          data-testid="import-drop"
        >
          <FileInput
            ref={picker}
            multiple
            accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml"
            tabIndex={-1}
            aria-label="API description files"
            data-testid="import-files"
            onChange={async (e) => {
              setFiles(await readFiles(e.target.files));
              setOutcome(null);
            }}
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
            onChange={(e) => {
              setPasted(e.target.value);
              setOutcome(null);
            }}
            placeholder="openapi: 3.1.0 …"
            spellCheck={false}
            data-testid="import-paste"
          />
        </Field>
        <Field label="…or its URL">
          <Input
            className={PROSE_PLACEHOLDER}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://…/openapi.json"
            spellCheck={false}
            data-testid="import-url"
          />
        </Field>
        <fieldset className="grid grid-cols-2 gap-3">
          <Field className="col-span-2" label="Publisher" note="this workspace's handle: the pack is made for it">
            <span className="flex items-center gap-1">
              <span className="text-faint">@</span>
              <Input
                className={PROSE_PLACEHOLDER}
                value={publisher ?? (workspacePublisher.set ? workspacePublisher.handle : '')}
                onChange={(e) => {
                  setPublisher(e.target.value);
                  setOutcome(null);
                }}
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
              onChange={(e) => setBase(e.target.value)}
              placeholder="https://api.example.com"
              spellCheck={false}
              data-testid="import-base"
            />
          </Field>
          <Field label="Operations">
            <Input
              className={PROSE_PLACEHOLDER}
              value={ops}
              onChange={(e) => setOps(e.target.value)}
              inputMode="numeric"
              data-testid="import-ops"
            />
          </Field>
          <Field label="Only">
            <Input
              className={PROSE_PLACEHOLDER}
              value={include}
              onChange={(e) => setInclude(e.target.value)}
              placeholder="task.*, GET /v1/*"
              spellCheck={false}
              data-testid="import-include"
            />
          </Field>
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button onClick={onCancel}>Cancel</Button>
          <Button
            type="submit"
            variant={outcome?.ok ? 'secondary' : 'primary'}
            disabled={!hasInput || busy !== null}
            data-testid="import-read"
          >
            {busy === 'reading' ? 'Reading…' : outcome ? 'Read again' : 'Read description'}
          </Button>
        </div>
      </form>
      <section
        className="flex-1 border-t border-line px-5 py-4 text-sm lg:min-h-0 lg:overflow-y-auto lg:border-t-0"
        aria-live="polite"
        data-testid="import-result"
      >
        {!outcome && <p className="text-muted">What the import makes of it shows here before anything is written.</p>}
        {outcome && !outcome.ok && <ErrorBox message={outcome.error} />}
        {outcome?.ok && (
          <ImportSummary outcome={outcome}>
            <div className="flex flex-wrap items-end gap-2">
              <Field className="min-w-48 flex-1" label="Pack id">
                <Input
                  className={PROSE_PLACEHOLDER}
                  value={packId}
                  onChange={(e) => setPackId(e.target.value.toLowerCase())}
                  spellCheck={false}
                  data-testid="import-pack-id"
                />
              </Field>
              <Button
                variant="primary"
                onClick={() => void save()}
                disabled={!id || !!idProblem || busy !== null}
                data-testid="import-create"
              >
                {busy === 'saving' ? 'Writing…' : 'Create pack'}
              </Button>
            </div>
            {idProblem && <ErrorBox message={idProblem} />}
            {saveError && <ErrorBox message={saveError} />}
          </ImportSummary>
        )}
      </section>
    </div>
  );
}

/** In the browser, the author's URL only; a server that does not allow it (CORS) is said so. */
async function fetchDescription(url: string): Promise<GivenFile[]> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'omit' });
  } catch {
    throw new Error(
      `${url} could not be fetched from this browser (offline, or its server does not allow it): download the file and pick it instead`,
    );
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
  return [{ name: url.split(/[?#]/)[0].split('/').pop() || 'api.json', text: await response.text() }];
}
