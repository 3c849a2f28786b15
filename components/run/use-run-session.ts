'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { pollRun, startRun, stopRun } from '@/app/actions/run-actions';
import type { PackModel } from '@/lib/hcp/model';
import { RunSession, type RunPorts } from './run-session';

const browserPorts: RunPorts = {
  start: startRun,
  poll: pollRun,
  stop: stopRun,
  timer: {
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  },
};

/**
 * The Run tab's session (run-session.ts, where the behaviour lives and is tested) held while the tab is mounted,
 * polling only then, and its state rendered. The model follows the editor's texts on every render.
 */
export function useRunSession(packId: string, model: PackModel) {
  const [session] = useState(() => new RunSession(packId, model, browserPorts));
  session.setModel(model);
  useEffect(() => {
    session.start();
    return () => session.stop();
  }, [session]);
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  return { session, state };
}
