'use client';
import { useId, useMemo, useState } from 'react';
import type { Finding } from '@/lib/core/finding';
import {
  AUTH_TYPES,
  connectionFormPreview,
  suggestedAuthType,
  type AuthType,
  type ConnectionFormPreview as FormPreview,
  type FormField,
} from '@/lib/recued/connection-form';
import type { RecuedPack } from '@/lib/recued/schema';
import {
  AUTH_TYPE_LABEL,
  boxState,
  classifyDropped,
  isAuthType,
  type DropRow,
  type FormEdits,
} from '@/lib/recued/ui-form';
import { Badge, Chip } from '../ui/badges';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { Checkbox, Input, Select } from '../ui/field';
import { SafeLink } from '../ui/safe-link';

export interface ConnectionFormPreviewProps {
  /** The last pack.json value that parsed. */
  value: unknown;
  connections: string[];
  findings: readonly Finding[];
  /** Shown on pre-filled boxes: the pack's publisher handle. */
  handle: string;
  /** The auth type the API description declared, when the pack was imported from one (the studio's import note). */
  declaredAuthType?: AuthType | null;
  packName: string;
}

/**
 * The general connection form a user meets after install (the pack's Connections row → Set up), with this pack's
 * hints applied: pre-filled boxes labelled with the publisher handle until edited, OAuth boxes only for an OAuth
 * auth type, and every hint that does not reach the form, with the reason.
 */
export function ConnectionFormPreview({
  value,
  connections,
  findings,
  handle,
  packName,
  declaredAuthType,
}: ConnectionFormPreviewProps) {
  const [picked, setAuthType] = useState<AuthType | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [pinBase, setPinBase] = useState(false);
  const [edits, setEdits] = useState<FormEdits>({});
  const connection = chosen !== null && connections.includes(chosen) ? chosen : (connections[0] ?? undefined);
  // Until the author picks one: the description's auth type, else the one the hints imply, else an API key.
  const suggested = useMemo(
    () => declaredAuthType ?? suggestedAuthType((value ?? {}) as RecuedPack, connection ?? null),
    [declaredAuthType, value, connection],
  );
  const authType = picked ?? suggested ?? 'api_key';
  const preview = useMemo(
    () =>
      connectionFormPreview((value ?? {}) as RecuedPack, {
        authType,
        publisher: handle,
        connection,
        pinned: pinBase ? ['config.base_url'] : [],
      }),
    [value, authType, handle, connection, pinBase],
  );
  const dropped = useMemo(() => classifyDropped(preview.dropped, findings), [preview.dropped, findings]);

  if (!preview.connection)
    return (
      <p
        className="rounded-xl border border-line bg-surface-subtle px-4 py-3 text-sm text-fg-soft"
        data-testid="connection-form-empty"
      >
        No ingredient names a connection, so this pack asks the user for none: there is no form to fill after install.
      </p>
    );

  return (
    <div className="space-y-4" data-testid="connection-form-preview" data-auth-type={authType}>
      <PreviewIntro dropped={dropped} />
      <PreviewControls
        connections={connections}
        connection={preview.connection}
        onConnection={setChosen}
        pinBase={pinBase}
        onPinBase={setPinBase}
        edited={Object.keys(edits).length > 0}
        onReset={() => setEdits({})}
      />
      <ConnectionForm
        preview={{ ...preview, connection: preview.connection }}
        packName={packName}
        authType={authType}
        onAuthType={setAuthType}
        why={picked === null && suggested ? (declaredAuthType ? 'declared' : 'implied') : null}
        edits={edits}
        onEdit={(key, text) => setEdits((e) => ({ ...e, [key]: text }))}
        pinBase={pinBase}
        dropped={dropped}
      />
      <DroppedHints rows={dropped} />
    </div>
  );
}

/** What the preview shows, and how many hints do not reach the form (a link to their list). */
function PreviewIntro({ dropped }: { dropped: readonly DropRow[] }) {
  const refused = dropped.filter((d) => d.kind === 'refused').length;
  return (
    <p className="text-xs leading-5 text-muted">
      What a user sees after install: the pack&apos;s <b className="font-medium text-fg-soft">Connections</b> row →{' '}
      <b className="font-medium text-fg-soft">Set up</b> → this form. The install screen only names the connection; it
      never opens the form.
      {dropped.length > 0 && (
        <>
          {' '}
          <a href="#dropped-hints" className="font-medium text-warn underline" data-testid="dropped-summary">
            {dropped.length} {dropped.length === 1 ? 'hint does' : 'hints do'} not reach it
            {refused > 0 && ` (${refused} refused at publish)`}
          </a>
          .
        </>
      )}
    </p>
  );
}

/** Above the form: the connection shown, the vendor's pinned base URL, and "Undo my edits". */
function PreviewControls({
  connections,
  connection,
  onConnection,
  pinBase,
  onPinBase,
  edited,
  onReset,
}: {
  connections: readonly string[];
  connection: string;
  onConnection(connection: string): void;
  pinBase: boolean;
  onPinBase(pinned: boolean): void;
  edited: boolean;
  onReset(): void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      {connections.length > 1 && (
        <label className="text-xs font-medium text-fg-soft">
          Connection
          <Select
            value={connection}
            onChange={(e) => onConnection(e.target.value)}
            className="mt-1 block w-auto"
            data-testid="form-connection"
          >
            {connections.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </Select>
        </label>
      )}
      <label
        className="flex items-center gap-2 text-xs text-fg-soft"
        title="A registered vendor may fix its own endpoint; a hint may not move it."
      >
        <Checkbox
          checked={pinBase}
          onChange={(e) => onPinBase(e.target.checked)}
          className="size-3.5"
          data-testid="pin-base-url"
        />
        The vendor pins the base URL
      </label>
      {edited && (
        <Button variant="link" onClick={onReset} className="ml-auto text-xs" data-testid="form-reset">
          Undo my edits
        </Button>
      )}
    </div>
  );
}

/** The form as the user meets it after install, with the pack's hints applied. */
function ConnectionForm({
  preview,
  packName,
  authType,
  onAuthType,
  why,
  edits,
  onEdit,
  pinBase,
  dropped,
}: {
  preview: FormPreview & { connection: string };
  packName: string;
  authType: AuthType;
  onAuthType(authType: AuthType): void;
  /** Why the auth type is preselected, while the author has not picked one. */
  why: 'declared' | 'implied' | null;
  edits: FormEdits;
  onEdit(key: string, text: string): void;
  pinBase: boolean;
  dropped: readonly DropRow[];
}) {
  const id = useId();
  return (
    <form
      onSubmit={(e) => e.preventDefault()}
      className="overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-lg shadow-zinc-900/5 dark:shadow-black/30"
      data-testid="connection-form"
      aria-label={`Set up the ${preview.connection} connection`}
    >
      <div className="border-b border-line-soft px-5 pt-3 pb-3">
        <p className="text-[11px] font-medium tracking-wide text-muted uppercase">New connection · {packName}</p>
        <h3 className="text-base font-semibold">
          Set up <span className="font-mono">{preview.connection}</span>
        </h3>
        {preview.setupUrl && (
          <p className="mt-1 text-sm text-fg-soft" data-testid="setup-url">
            Get your details at{' '}
            <SafeLink href={preview.setupUrl} className="font-medium break-all text-accent underline">
              {preview.setupUrl}
            </SafeLink>
          </p>
        )}
      </div>
      <div className="space-y-3 px-5 py-3">
        <div>
          <label htmlFor={`${id}-auth`} className="text-sm font-medium">
            Auth type
          </label>
          <Select
            id={`${id}-auth`}
            value={authType}
            onChange={(e) => isAuthType(e.target.value) && onAuthType(e.target.value)}
            className="mt-1"
            data-testid="auth-type"
          >
            {AUTH_TYPES.map((t) => (
              <option key={t} value={t}>
                {AUTH_TYPE_LABEL[t]}
              </option>
            ))}
          </Select>
          {why && (
            <p className="mt-1 text-xs text-muted" data-testid="auth-type-why">
              {why === 'declared'
                ? 'As the API description declares it.'
                : "As the pack's hints imply: Recued's setup guide works it out the same way."}
            </p>
          )}
        </div>
        {preview.fields.map((field) => (
          <FormBox
            key={field.key}
            id={`${id}-${field.key}`}
            field={field}
            edits={edits}
            pinned={pinBase && field.key === 'config.base_url'}
            lost={dropped.find((d) => d.key === field.key)}
            onEdit={(text) => onEdit(field.key, text)}
          />
        ))}
      </div>
      <div className="flex justify-end gap-2 border-t border-line-soft bg-canvas/70 px-5 py-3">
        <span
          aria-hidden
          className="rounded-lg px-3 py-1.5 text-sm font-medium text-fg-soft ring-1 ring-line-strong ring-inset"
        >
          Cancel
        </span>
        <span aria-hidden className="rounded-lg bg-accent-solid px-3 py-1.5 text-sm font-semibold text-white shadow-sm">
          Save connection
        </span>
      </div>
    </form>
  );
}

function FormBox({
  id,
  field,
  edits,
  pinned,
  lost,
  onEdit,
}: {
  id: string;
  field: FormField;
  edits: FormEdits;
  pinned: boolean;
  lost?: DropRow;
  onEdit(text: string): void;
}) {
  const box = boxState(field, edits);
  return (
    <div
      data-testid={`form-field-${field.key}`}
      data-prefilled={box.label ? 'true' : undefined}
      data-edited={box.edited ? 'true' : undefined}
    >
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {field.label}
        </label>
        {field.oauthOnly && <Chip className="text-[10px] font-medium">OAuth</Chip>}
        {box.label && (
          <Badge
            tone="accent"
            shape="pill"
            className="ml-auto gap-1 text-[11px]"
            data-testid="prefill-label"
            title="Pre-filled by the pack's publisher; the label goes once you edit the box."
          >
            Suggested by @{box.label}
          </Badge>
        )}
        {pinned && <span className="ml-auto text-[11px] text-muted">set by the vendor</span>}
      </div>
      <Input
        id={id}
        name={field.key}
        type={field.secret ? 'password' : 'text'}
        value={pinned ? '' : box.value}
        readOnly={pinned}
        onChange={(e) => onEdit(e.target.value)}
        placeholder={
          field.secret ? 'You type this; a pack never fills it' : pinned ? 'Fixed by the registered vendor' : ''
        }
        autoComplete="off"
        spellCheck={false}
        className={cn(
          'mt-1 h-auto py-1 placeholder:font-sans focus:ring-accent/30 read-only:bg-surface-muted',
          box.label && 'border-accent-line bg-accent-soft/40',
        )}
      />
      {lost && !box.edited && (
        <p
          className={`mt-1 text-[11px] ${lost.kind === 'refused' ? 'text-error' : 'text-warn'}`}
          data-testid="field-hint-lost"
        >
          The pack&apos;s hint <code className="font-mono">{lost.value}</code> is not filled in:{' '}
          {lost.kind === 'refused' ? 'publishing refuses it' : 'the form drops it'}.
        </p>
      )}
    </div>
  );
}

function DroppedHints({ rows }: { rows: DropRow[] }) {
  if (rows.length === 0)
    return (
      <p className="text-xs text-muted" data-testid="dropped-hints-none">
        Every hint for this connection reaches the form.
      </p>
    );
  return (
    <section id="dropped-hints" data-testid="dropped-hints" aria-label="Hints that do not reach this form">
      <h4 className="mb-2 text-xs font-semibold tracking-wider text-muted uppercase">
        Hints that do not reach this form
      </h4>
      <ul className="space-y-2">
        {rows.map((d, i) => (
          <li
            key={`${d.key}:${i}`}
            data-testid="dropped-hint"
            data-key={d.key}
            data-kind={d.kind}
            className={`rounded-lg border px-3 py-2 text-sm ${
              d.kind === 'refused' ? 'border-error-line bg-error-soft/70' : 'border-warn-line bg-warn-soft/60'
            }`}
          >
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <code className="font-mono text-xs font-semibold">{d.key}</code>
              <code className="min-w-0 truncate font-mono text-xs text-muted" title={d.value}>
                {d.value}
              </code>
              <Chip tone={d.kind === 'refused' ? 'error' : 'warn'} className="ml-auto px-1.5">
                {d.kind === 'refused' ? 'Refused at publish' : 'Dropped by the form'}
              </Chip>
            </div>
            <p className="mt-1 text-xs leading-5 text-fg-soft">{capitalize(d.reason)}.</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
