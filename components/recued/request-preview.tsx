'use client';
import { useMemo, useState } from 'react';
import { previewRequest, restOperations, type BindingNote, type RestOperation } from '@/lib/recued/request-preview';
import type { ArgInput } from '@/lib/hcp/approval-card';
import { TryForm } from '../preview/try-form';
import { Badge } from '../ui/badges';
import { CopyButton } from '../ui/copy-button';
import { Button } from '../ui/button';
import { Field, Select } from '../ui/field';

/**
 * The exact request each http operation would send, for values typed into a form built from its args, with
 * copy-as-curl and what its binding gets wrong pointed out beside it. Nothing is sent. Self-contained: it takes
 * the parsed pack.json (the last text that parsed) and reads everything else from it.
 */
export function RequestPreview({ value, onReveal }: { value: unknown; onReveal?(pointer: string): void }) {
  const operations = useMemo(() => restOperations(value), [value]);
  const [chosen, setChosen] = useState<string | null>(null);
  if (!operations.length)
    return (
      <p className="text-sm text-muted" data-testid="request-preview-empty">
        No operation has a rest binding (<code className="font-mono">bind.kind: &quot;rest&quot;</code>), so there is no
        request to preview.
      </p>
    );
  const op = operations.find((o) => o.pointer === chosen) ?? operations[0];
  return (
    <div className="space-y-4" data-testid="request-preview">
      <Field label="Operation" className="text-sm">
        <Select
          className="font-mono"
          value={op.pointer}
          onChange={(e) => setChosen(e.target.value)}
          data-testid="request-operation"
        >
          {operations.map((o) => (
            <option key={o.pointer} value={o.pointer}>
              {o.op} — {o.method} {o.pathTemplate}
            </option>
          ))}
        </Select>
      </Field>
      <OperationRequest key={op.pointer} op={op} onReveal={onReveal} />
    </div>
  );
}

function OperationRequest({ op, onReveal }: { op: RestOperation; onReveal?(pointer: string): void }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const request = useMemo(() => previewRequest(op, values), [op, values]);
  const inputs: ArgInput[] = op.args.map((a) => ({
    name: a.key,
    required: a.required,
    type: a.type ?? undefined,
    description: a.description ?? undefined,
  }));
  return (
    <>
      <section
        className="rounded-xl border border-line bg-surface-raised p-4 shadow-sm"
        aria-labelledby="request-title"
        data-testid="request-block"
      >
        <header className="mb-3 flex items-center justify-between gap-3">
          <h3 id="request-title" className="text-sm font-semibold">
            The request <span className="font-normal text-muted">(nothing is sent)</span>
          </h3>
          <CopyButton text={request.curl} label="Copy as curl" describe={`${op.op} request`} testId="copy-curl" />
        </header>
        <p className="font-mono text-xs leading-5 break-all" data-testid="request-url">
          <b className="mr-1.5 font-semibold">{request.method}</b>
          {request.url}
        </p>
        <dl className="mt-3 space-y-1 font-mono text-xs" data-testid="request-headers">
          {request.headers.map((h) => (
            <div key={h.name} className="flex flex-wrap gap-x-1.5">
              <dt className="text-muted">{h.name}:</dt>
              <dd className={h.masked ? 'text-faint' : 'text-fg'}>
                {h.value}
                {h.from === 'connection' && (
                  <span className="ml-2 font-sans text-[11px] text-muted">from the user&apos;s connection</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
        {request.body && (
          <pre
            className="mt-3 overflow-x-auto rounded-md bg-surface-subtle px-3 py-2 font-mono text-xs leading-5"
            data-testid="request-body"
          >
            {JSON.stringify(request.body, null, 2)}
          </pre>
        )}
        {request.missing.length > 0 && (
          <p className="mt-3 text-xs text-warn" data-testid="request-missing">
            Still required: {request.missing.join(', ')}.
          </p>
        )}
        {request.refused.length > 0 && (
          <p className="mt-3 text-xs text-error" data-testid="request-refused">
            Not a path value: {request.refused.join(', ')} (a <code>.</code> or <code>..</code> segment would climb out
            of the operation&apos;s path).
          </p>
        )}
      </section>
      {request.notes.length > 0 && <BindingNotes notes={request.notes} onReveal={() => onReveal?.(op.pointer)} />}
      <TryForm
        inputs={inputs}
        values={values}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        onReset={() => setValues({})}
        resetLabel="Clear"
      />
    </>
  );
}

/** Each mistake with its label: the publish check that reports it, or a studio note outside the spec score. */
function BindingNotes({ notes, onReveal }: { notes: BindingNote[]; onReveal(): void }) {
  return (
    <ul className="space-y-2" aria-label="What the binding gets wrong" data-testid="binding-notes">
      {notes.map((n) => (
        <li
          key={n.kind + n.message}
          className={`rounded-lg border px-3 py-2 text-xs leading-5 ${n.check ? 'border-error-line bg-error-soft' : 'border-warn-line bg-warn-soft'}`}
          data-kind={n.kind}
        >
          <Badge tone={n.check ? 'error' : 'warn'} className="mr-2">
            {n.check ? `publish check ${n.check}` : 'studio note: not a publish check, outside the spec score'}
          </Badge>
          <span className="text-fg">{n.message}</span>{' '}
          <Button variant="link" onClick={onReveal}>
            Show in the editor
          </Button>
        </li>
      ))}
    </ul>
  );
}
