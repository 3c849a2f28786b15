'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { changeAccess } from '@/app/actions/access-actions';

/** One access change, as the admin panel sends it (the project and CSRF token are added here). */
export type AccessChange = Record<string, unknown>;

/**
 * The admin panel's one action: sends a change, keeps its error and the token a "create" answered with, and
 * refreshes the page's data after it. `busy` holds while a change is in flight and until the page is hydrated (a
 * click before then would submit the form natively, a GET of this page).
 */
export function useAccessChange(project: string, csrf: string | undefined) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [busyState, setBusy] = useState(false);

  async function run(change: AccessChange) {
    setBusy(true);
    const result = await changeAccess({ project, csrf, ...change }).catch((e: unknown) => ({
      ok: false as const,
      error: e instanceof Error ? e.message : String(e),
    }));
    setBusy(false);
    if (!result.ok) return setError(result.error);
    setError(null);
    setToken(result.token ?? null);
    router.refresh();
  }

  return { run, error, token, busy: busyState || !hydrated };
}
