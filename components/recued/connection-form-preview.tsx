'use client';
import { useId, useMemo, useState } from 'react';
import type { Finding } from '@/lib/core/finding';
import { AUTH_TYPES, connectionFormPreview, type AuthType, type FormField } from '@/lib/recued/connection-form';
import type { RecuedPack } from '@/lib/recued/schema';
import { AUTH_TYPE_LABEL, boxState, classifyDropped, isAuthType, type DropRow, type FormEdits } from '@/lib/recued/ui-form';

export interface ConnectionFormPreviewProps {
  /** The last pack.json value that parsed. */
  value: unknown;
  connections: string[];
  findings: readonly Finding[];
  /** Shown on pre-filled boxes: the pack's publisher handle. */
  handle: string;
  packName: string;
}

/**
 * The general connection form a user meets after install (the pack's Connections row → Set up), with this pack's
 * hints applied: pre-filled boxes labelled with the publisher handle until edited, OAuth boxes only for an OAuth
 * auth type, and every hint that does not reach the form, with the reason.
 */
export function ConnectionFormPreview({ value, connections, findings, handle, packName }: ConnectionFormPreviewProps) {
  const [authType, setAuthType] = useState<AuthType>('api_key');
  const [chosen, setChosen] = useState<string | null>(null);
  const [pinBase, setPinBase] = useState(false);
  const [edits, setEdits] = useState<FormEdits>({});
  const connection = chosen !== null && connections.includes(chosen) ? chosen : (connections[0] ?? undefined);
  const preview = useMemo(
    () => connectionFormPreview((value ?? {}) as RecuedPack, { authType, publisher: handle, connection, pinned: pinBase ? ['config.base_url'] : [] }),
    [value, authType, handle, connection, pinBase],
  );
  const dropped = useMemo(() => classifyDropped(preview.dropped, findings), [preview.dropped, findings]);
  const id = useId();

  if (!preview.connection)
    return (
      <p className="rounded-xl border border-zinc-200 bg-zinc-50 px-4 py-3 text-sm text-zinc-600 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300" data-testid="connection-form-empty">
        No ingredient names a connection, so this pack asks the user for none: there is no form to fill after install.
      </p>
    );

  return (
    <div className="space-y-4" data-testid="connection-form-preview" data-auth-type={authType}>
      <p className="text-xs leading-5 text-zinc-500 dark:text-zinc-400">
        What a user sees after install: the pack&apos;s <b className="font-medium text-zinc-700 dark:text-zinc-300">Connections</b> row →{' '}
        <b className="font-medium text-zinc-700 dark:text-zinc-300">Set up</b> → this form. The install screen only names the connection; it never opens the form.
        {dropped.length > 0 && (
          <>
            {' '}
            <a href="#dropped-hints" className="font-medium text-amber-700 underline dark:text-amber-400" data-testid="dropped-summary">
              {dropped.length} {dropped.length === 1 ? 'hint does' : 'hints do'} not reach it
              {dropped.some((d) => d.kind === 'refused') ? ` (${dropped.filter((d) => d.kind === 'refused').length} refused at publish)` : ''}
            </a>
            .
          </>
        )}
      </p>

      <div className="flex flex-wrap items-end gap-3">
        {connections.length > 1 && (
          <label className="text-xs font-medium text-zinc-600 dark:text-zinc-300">
            Connection
            <select value={preview.connection} onChange={(e) => setChosen(e.target.value)} className={`${SELECT} mt-1 block`} data-testid="form-connection">
              {connections.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </label>
        )}
        <label className="flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-300" title="A registered vendor may fix its own endpoint; a hint may not move it.">
          <input type="checkbox" checked={pinBase} onChange={(e) => setPinBase(e.target.checked)} className="size-3.5 accent-indigo-600" data-testid="pin-base-url" />
          The vendor pins the base URL
        </label>
        {Object.keys(edits).length > 0 && (
          <button type="button" onClick={() => setEdits({})} className="ml-auto text-xs font-medium text-indigo-700 hover:underline dark:text-indigo-400" data-testid="form-reset">
            Undo my edits
          </button>
        )}
      </div>

      {/* The form itself, drawn as the user meets it. */}
      <form
        onSubmit={(e) => e.preventDefault()}
        className="overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-lg shadow-zinc-900/5 dark:border-zinc-700/80 dark:bg-zinc-900 dark:shadow-black/30"
        data-testid="connection-form"
        aria-label={`Set up the ${preview.connection} connection`}
      >
        <div className="border-b border-zinc-100 px-5 pt-3 pb-3 dark:border-zinc-800">
          <p className="text-[11px] font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">New connection · {packName}</p>
          <h3 className="text-base font-semibold">
            Set up <span className="font-mono">{preview.connection}</span>
          </h3>
          {preview.setupUrl && (
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-300" data-testid="setup-url">
              Get your details at{' '}
              <a href={preview.setupUrl} target="_blank" rel="noopener noreferrer" className="font-medium break-all text-indigo-700 underline dark:text-indigo-400">
                {preview.setupUrl}
              </a>
            </p>
          )}
        </div>
        <div className="space-y-3 px-5 py-3">
          <div>
            <label htmlFor={`${id}-auth`} className="text-sm font-medium">
              Auth type
            </label>
            <select
              id={`${id}-auth`}
              value={authType}
              onChange={(e) => isAuthType(e.target.value) && setAuthType(e.target.value)}
              className={`${SELECT} mt-1 w-full`}
              data-testid="auth-type"
            >
              {AUTH_TYPES.map((t) => (
                <option key={t} value={t}>
                  {AUTH_TYPE_LABEL[t]}
                </option>
              ))}
            </select>
          </div>
          {preview.fields.map((field) => (
            <FormBox
              key={field.key}
              id={`${id}-${field.key}`}
              field={field}
              edits={edits}
              pinned={pinBase && field.key === 'config.base_url'}
              lost={dropped.find((d) => d.key === field.key)}
              onEdit={(text) => setEdits((e) => ({ ...e, [field.key]: text }))}
            />
          ))}
        </div>
        <div className="flex justify-end gap-2 border-t border-zinc-100 bg-zinc-50/70 px-5 py-3 dark:border-zinc-800 dark:bg-zinc-950/40">
          <span aria-hidden className="rounded-lg px-3 py-1.5 text-sm font-medium text-zinc-600 ring-1 ring-zinc-300 ring-inset dark:text-zinc-300 dark:ring-zinc-600">
            Cancel
          </span>
          <span aria-hidden className="rounded-lg bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white shadow-sm dark:bg-indigo-500">
            Save connection
          </span>
        </div>
      </form>

      <DroppedHints rows={dropped} />
    </div>
  );
}

const SELECT =
  'h-8 rounded-md border border-zinc-300 bg-white px-2 text-sm shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/20 focus:outline-none dark:border-zinc-700 dark:bg-zinc-950';

function FormBox({ id, field, edits, pinned, lost, onEdit }: { id: string; field: FormField; edits: FormEdits; pinned: boolean; lost?: DropRow; onEdit(text: string): void }) {
  const box = boxState(field, edits);
  return (
    <div data-testid={`form-field-${field.key}`} data-prefilled={box.label ? 'true' : undefined} data-edited={box.edited ? 'true' : undefined}>
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {field.label}
        </label>
        {field.oauthOnly && <span className="rounded bg-zinc-100 px-1 text-[10px] font-medium text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400">OAuth</span>}
        {box.label && (
          <span
            className="ml-auto inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2 py-0.5 text-[11px] font-medium text-indigo-700 ring-1 ring-indigo-600/20 ring-inset dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-400/30"
            data-testid="prefill-label"
            title="Pre-filled by the pack's publisher; the label goes once you edit the box."
          >
            Suggested by @{box.label}
          </span>
        )}
        {pinned && <span className="ml-auto text-[11px] text-zinc-500 dark:text-zinc-400">set by the vendor</span>}
      </div>
      <input
        id={id}
        name={field.key}
        type={field.secret ? 'password' : 'text'}
        value={pinned ? '' : box.value}
        readOnly={pinned}
        onChange={(e) => onEdit(e.target.value)}
        placeholder={field.secret ? 'You type this; a pack never fills it' : pinned ? 'Fixed by the registered vendor' : ''}
        autoComplete="off"
        spellCheck={false}
        className={`mt-1 w-full rounded-md border px-2.5 py-1 font-mono text-sm shadow-sm outline-none placeholder:font-sans placeholder:text-zinc-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 read-only:bg-zinc-100 dark:placeholder:text-zinc-600 dark:read-only:bg-zinc-800 ${
          box.label ? 'border-indigo-300 bg-indigo-50/40 dark:border-indigo-500/50 dark:bg-indigo-500/5' : 'border-zinc-300 bg-white dark:border-zinc-700 dark:bg-zinc-950'
        }`}
      />
      {lost && !box.edited && (
        <p className={`mt-1 text-[11px] ${lost.kind === 'refused' ? 'text-red-700 dark:text-red-400' : 'text-amber-700 dark:text-amber-400'}`} data-testid="field-hint-lost">
          The pack&apos;s hint <code className="font-mono">{lost.value}</code> is not filled in: {lost.kind === 'refused' ? 'publishing refuses it' : 'the form drops it'}.
        </p>
      )}
    </div>
  );
}

function DroppedHints({ rows }: { rows: DropRow[] }) {
  if (rows.length === 0)
    return (
      <p className="text-xs text-zinc-500 dark:text-zinc-400" data-testid="dropped-hints-none">
        Every hint for this connection reaches the form.
      </p>
    );
  return (
    <section id="dropped-hints" data-testid="dropped-hints" aria-label="Hints that do not reach this form">
      <h4 className="mb-2 text-xs font-semibold tracking-wider text-zinc-500 uppercase dark:text-zinc-400">Hints that do not reach this form</h4>
      <ul className="space-y-2">
        {rows.map((d, i) => (
          <li
            key={`${d.key}:${i}`}
            data-testid="dropped-hint"
            data-key={d.key}
            data-kind={d.kind}
            className={`rounded-lg border px-3 py-2 text-sm ${
              d.kind === 'refused' ? 'border-red-200 bg-red-50/70 dark:border-red-900/60 dark:bg-red-950/30' : 'border-amber-200 bg-amber-50/60 dark:border-amber-900/50 dark:bg-amber-950/20'
            }`}
          >
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <code className="font-mono text-xs font-semibold">{d.key}</code>
              <code className="min-w-0 truncate font-mono text-xs text-zinc-500 dark:text-zinc-400" title={d.value}>
                {d.value}
              </code>
              <span
                className={`ml-auto rounded px-1.5 text-[11px] font-semibold ${
                  d.kind === 'refused' ? 'bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300' : 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300'
                }`}
              >
                {d.kind === 'refused' ? 'Refused at publish' : 'Dropped by the form'}
              </span>
            </div>
            <p className="mt-1 text-xs leading-5 text-zinc-700 dark:text-zinc-300">{capitalize(d.reason)}.</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
