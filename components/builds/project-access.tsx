'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { changeAccess } from '@/app/actions/access-actions';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/field';
import { when } from './format';

export interface ProjectAccessView {
  project: string;
  /** The session's CSRF token; absent without sign-in. */
  csrf?: string;
  roles: { email: string; role: string; grantedBy: string; grantedAt: number }[];
  tokens: { id: number; label: string; createdAt: number; revokedAt: number | null }[];
}

/**
 * A project admin's panel: who holds which role (grant, change, revoke) and the upload tokens for CI (create, shown
 * once; revoke). Every change is a server action that checks the admin role again.
 */
export function ProjectAccess({ view }: { view: ProjectAccessView }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  // Until the page is hydrated a click would submit the form natively (a GET of this page): the buttons wait.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [busyState, setBusy] = useState(false);
  const busy = busyState || !hydrated;

  async function run(change: Record<string, unknown>) {
    setBusy(true);
    const result = await changeAccess({ project: view.project, csrf: view.csrf, ...change }).catch((e: unknown) => ({
      ok: false as const,
      error: e instanceof Error ? e.message : String(e),
    }));
    setBusy(false);
    if (!result.ok) return setError(result.error);
    setError(null);
    setToken(result.token ?? null);
    router.refresh();
  }

  function grant(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run({ change: 'grant', email: String(form.get('email') ?? ''), role: String(form.get('role') ?? '') });
  }

  function createToken(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    void run({ change: 'create-token', label: String(new FormData(form).get('label') ?? '') }).then(() => form.reset());
  }

  return (
    <section className="mt-8 grid gap-6 md:grid-cols-2" data-testid="project-access" aria-label="Who may do what">
      <div>
        <h2 className="mb-2 text-lg font-semibold">Roles</h2>
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface-raised text-sm">
          {view.roles.length === 0 && <li className="px-4 py-2 text-muted">No role granted yet.</li>}
          {view.roles.map((r) => (
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
      <div>
        <h2 className="mb-2 text-lg font-semibold">Upload tokens</h2>
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface-raised text-sm">
          {view.tokens.length === 0 && <li className="px-4 py-2 text-muted">No token yet.</li>}
          {view.tokens.map((t) => (
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
        {token && (
          <p className="mt-2 rounded-lg bg-warn-soft p-3 text-sm text-warn" role="status" data-testid="new-token">
            Shown this once (only its hash is kept): <code className="font-mono break-all text-fg">{token}</code>
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-error md:col-span-2">
          {error}
        </p>
      )}
    </section>
  );
}
