'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { setWorkspacePublisher, workspacePublisher } from '@/app/actions/publisher-actions';
import { browserStorage } from '@/lib/studio/drafts';
import { readHandle, writeHandle } from '@/lib/recued/ui-publisher';
import { DEFAULT_PUBLISHER } from '@/lib/recued/vocabulary';

/** The one cache entry of the workspace's handle: the header, the pack page and the import dialog read it. */
export const PUBLISHER_KEY = ['workspace-publisher'] as const;

export interface PublisherState {
  handle: string;
  /** Someone set it (else the studio asks, once for the workspace). */
  set: boolean;
}

const UNSET: PublisherState = { handle: DEFAULT_PUBLISHER, set: false };

/**
 * The workspace's publisher handle (server-side, `.packstudio/settings.json`), shared by every place that checks a
 * composition. A handle an older studio kept in this browser moves to the workspace the first time it is read
 * there unset, and leaves the browser. `save` stores a new one and has every list check again for it.
 */
export function useWorkspacePublisher() {
  const client = useQueryClient();
  const router = useRouter();
  const onWorkspace = usePathname() === '/';
  const query = useQuery({
    queryKey: PUBLISHER_KEY,
    queryFn: async (): Promise<PublisherState> => {
      const r = await workspacePublisher();
      if (!r.ok) throw new Error(r.error);
      return r.publisher;
    },
    staleTime: Infinity,
  });
  const save = useMutation({
    mutationFn: async (handle: string) => {
      const r = await setWorkspacePublisher({ handle });
      if (!r.ok) throw new Error(r.error);
      return r.publisher;
    },
    onSuccess: (publisher) => {
      client.setQueryData(PUBLISHER_KEY, publisher);
      // The workspace rows are checked for the handle on the server: the list, when shown, renders again (a pack
      // page is left alone: its editor's check follows the handle in the browser).
      void client.invalidateQueries({ queryKey: ['workspace'] });
      if (onWorkspace) router.refresh();
    },
  });
  const migrated = useRef(false);
  const { mutate } = save;
  useEffect(() => {
    if (!query.data || query.data.set || migrated.current) return;
    migrated.current = true;
    const old = readHandle(browserStorage());
    if (old === DEFAULT_PUBLISHER) return;
    mutate(old, { onSuccess: () => writeHandle(browserStorage(), DEFAULT_PUBLISHER) });
  }, [query.data, mutate]);
  return { publisher: query.data ?? UNSET, loaded: query.isSuccess, error: query.error ?? save.error, save };
}
