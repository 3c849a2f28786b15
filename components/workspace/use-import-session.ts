'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';
import { saveImportedPack } from '@/app/actions/import-actions';
import type { GivenFile } from '@/lib/recued/import/from-text';
import { packHref } from '@/lib/studio/pack-href';
import { useWorkspacePublisher } from '../recued/use-workspace-publisher';
import { ImportSession, type ImportPorts } from './import-session';

/**
 * The import dialog's session (import-session.ts, where the behaviour lives and is tested) held while the dialog is
 * open, and its state rendered. The workspace's handle and pack ids follow the studio's on every render.
 */
export function useImportSession(existing: readonly string[], listKey: readonly unknown[]) {
  const router = useRouter();
  const client = useQueryClient();
  const { publisher, save: savePublisher } = useWorkspacePublisher();
  const [session] = useState(() => {
    const ports: ImportPorts = {
      // The importer (a YAML parser, $ref resolution) loads when a description is first read.
      importFromFiles: async (files, options) =>
        (await import('@/lib/recued/import/from-text')).importFromFiles(files, options),
      fetchDescription,
      savePublisher: (handle) => savePublisher.mutateAsync(handle),
      save: saveImportedPack,
      opened: (packId) => {
        void client.invalidateQueries({ queryKey: listKey });
        router.push(packHref(packId));
      },
    };
    return new ImportSession(ports, publisher, existing);
  });
  session.setWorkspace(publisher, existing);
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  return { session, state };
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
