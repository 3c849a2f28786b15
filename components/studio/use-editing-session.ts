'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { saveFile } from '@/app/actions/pack-actions';
import type { Finding } from '@/lib/core/finding';
import { EditingSession, type EditingSessionOptions } from '@/lib/studio/editing-session';
import { bindSessionToPage, browserPorts } from '@/lib/studio/page-events';

/**
 * The editing session of a studio (lib/studio/editing-session.ts, where the behaviour lives and is tested) held
 * for as long as the component is mounted, and its state rendered. Once per pack: a studio remounts for another.
 * The live check and `onSaved` may change on any render (they read the format's own inputs); the latest are used.
 */
export function useEditingSession<F extends string, C extends { findings: Finding[] }>(
  options: EditingSessionOptions<F, C>,
) {
  const client = useQueryClient();
  const [session] = useState(() => new EditingSession(options, browserPorts(saveFile)));
  session.configure({
    check: options.check,
    onSaved: (file) => {
      options.onSaved?.(file);
      // The workspace list shows each pack's check, the header whether the full check saw these files: both move.
      void client.invalidateQueries({ queryKey: ['workspace'] });
      void client.invalidateQueries({ queryKey: ['history', 'record'] });
    },
  });
  useEffect(() => {
    session.start();
    const unbind = bindSessionToPage(session);
    return () => {
      unbind();
      session.stop();
    };
  }, [session]);
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  return { session, state };
}
