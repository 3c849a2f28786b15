'use client';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/field';
import { when } from './format';
import { useAccessChange, type AccessChange } from './use-access-change';

export interface ProjectAccessView {
  project: string;
  /** The session's CSRF token; absent without sign-in. */
  csrf?: string;
  roles: { email: string; role: string; grantedBy: string; grantedAt: number }[];
  tokens: { id: number; label: string; createdAt: number; revokedAt: number | null }[];
}

/** What each half of the panel is given: its rows, whether a change is in flight, and the one way to send one. */
interface PanelProps<Row> {
  rows: readonly Row[];
  busy: boolean;
  run(change: AccessChange): Promise<void>;
}

/**
 * A project admin's panel: who holds which role (grant, change, revoke) and the upload tokens for CI (create, shown
 * once; revoke). Every change is a server action that checks the admin role again.
 */
export function ProjectAccess({ view }: { view: ProjectAccessView }) {
  const { run, error, token, busy } = useAccessChange(view.project, view.csrf);
  return (
    <section className="mt-8 grid gap-6 md:grid-cols-2" data-testid="project-access" aria-label="Who may do what">
      <RolesPanel rows={view.roles} busy={busy} run={run} />
      <TokensPanel rows={view.tokens} busy={busy} run={run} newToken={token} />
      {error && (
        <p role="alert" className="text-sm text-error md:col-span-2">
          {error}
        </p>
      )}
    </section>
  );
}

/** Who holds which role, each with Revoke, and the form that grants one. */
function RolesPanel({ rows, busy, run }: PanelProps<ProjectAccessView['roles'][number]>) {
  function grant(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run({ change: 'grant', email: String(form.get('email') ?? ''), role: String(form.get('role') ?? '') });
  }
  return (
    <div>
      <h2 className="mb-2 text-lg font-semibold">Roles</h2>
      <ul className="divide-y divide-line rounded-xl border border-line bg-surface-raised text-sm">
        {rows.length === 0 && <li className="px-4 py-2 text-muted">No role granted yet.</li>}
        {rows.map((r) => (
          <li key={r.email} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2" data-testid="role-row">
            <span className="min-w-0 flex-1 truncate">{r.email}</span>
            <span className="font-medium">{r.role}</span>
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => void run({ change: 'revoke-role', email: r.email })}
              aria-label={`Revoke the role of ${r.email}`}
            >
              Revoke
            </Button>
          </li>
        ))}
      </ul>
      <form onSubmit={grant} className="mt-2 grid gap-2 sm:grid-cols-[1fr_8rem_auto]">
        <label className="sr-only" htmlFor="grant-email">
          E-mail
        </label>
        <Input id="grant-email" name="email" type="email" required placeholder="name@example.com" />
        <label className="sr-only" htmlFor="grant-role">
          Role
        </label>
        <Select id="grant-role" name="role" defaultValue="viewer">
          <option value="viewer">viewer</option>
          <option value="reviewer">reviewer</option>
          <option value="admin">admin</option>
        </Select>
        <Button type="submit" variant="primary" disabled={busy}>
          Grant
        </Button>
      </form>
    </div>
  );
}

/** The upload tokens, each with Revoke (or "revoked"), the form that creates one, and a new token shown once. */
function TokensPanel({
  rows,
  busy,
  run,
  newToken,
}: PanelProps<ProjectAccessView['tokens'][number]> & { newToken: string | null }) {
  function createToken(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    void run({ change: 'create-token', label: String(new FormData(form).get('label') ?? '') }).then(() => form.reset());
  }
  return (
    <div>
      <h2 className="mb-2 text-lg font-semibold">Upload tokens</h2>
      <ul className="divide-y divide-line rounded-xl border border-line bg-surface-raised text-sm">
        {rows.length === 0 && <li className="px-4 py-2 text-muted">No token yet.</li>}
        {rows.map((t) => (
          <li key={t.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2" data-testid="token-row">
            <span className="font-mono text-xs text-muted">#{t.id}</span>
            <span className="min-w-0 flex-1 truncate">{t.label}</span>
            <span className="text-xs text-faint">{when(t.createdAt)}</span>
            {t.revokedAt === null ? (
              <Button
                variant="ghost"
                disabled={busy}
                onClick={() => void run({ change: 'revoke-token', tokenId: t.id })}
                aria-label={`Revoke token ${t.id} (${t.label})`}
              >
                Revoke
              </Button>
            ) : (
              <span className="text-xs text-error">revoked</span>
            )}
          </li>
        ))}
      </ul>
      <form onSubmit={createToken} className="mt-2 grid gap-2 sm:grid-cols-[1fr_auto]">
        <label className="sr-only" htmlFor="token-label">
          Token label
        </label>
        <Input id="token-label" name="label" required maxLength={80} placeholder="ci" />
        <Button type="submit" variant="primary" disabled={busy}>
          Create token
        </Button>
      </form>
      {newToken && (
        <p className="mt-2 rounded-lg bg-warn-soft p-3 text-sm text-warn" role="status" data-testid="new-token">
          Shown this once (only its hash is kept): <code className="font-mono break-all text-fg">{newToken}</code>
        </p>
      )}
    </div>
  );
}
