'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { cancelCheck, pollCheck, startCheck } from '@/app/actions/check-actions';
import { recordKey } from '../history/use-score-of-record';
import { SPARKLINES_KEY } from '../history/use-sparklines';
import { CheckSession } from './check-session';

/**
 * The dashboard's check session (check-session.ts, where the behaviour lives and is tested) held while the dashboard
 * is mounted, polling only then, and its state rendered. A recorded run may be the new score of record: the header,
 * the dashboard and the workspace's sparkline ask again.
 */
export function useCheckSession(packId: string) {
  const client = useQueryClient();
  const [session] = useState(
    () =>
      new CheckSession(packId, {
        start: startCheck,
        poll: pollCheck,
        cancel: cancelCheck,
        timer: {
          setTimeout: (fn, ms) => setTimeout(fn, ms),
          clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
        },
        now: () => Date.now(),
        recorded: () => {
          void client.invalidateQueries({ queryKey: recordKey(packId) });
          void client.invalidateQueries({ queryKey: SPARKLINES_KEY });
        },
      }),
  );
  useEffect(() => {
    session.mount();
    return () => session.unmount();
  }, [session]);
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  return { session, state };
}
