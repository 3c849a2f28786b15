'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { normalizeHandle } from '@/lib/recued/ui-publisher';
import { useWorkspacePublisher } from './use-workspace-publisher';

/** How long typing pauses before the handle is stored for the workspace. */
const SAVE_AFTER_MS = 600;

/**
 * The publisher handle Recued's checks compare `publisher` with: the workspace's (useWorkspacePublisher), typed here
 * or in the header. `ref` holds the normalised handle for the live check, at once as typed; `onChange` runs after it
 * changes; the typed handle is stored for the workspace when typing pauses.
 */
export function usePublisherHandle(onChange: () => void) {
  const { publisher: stored, save } = useWorkspacePublisher();
  const [publisher, setPublisherState] = useState(stored.handle);
  const ref = useRef(publisher);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { mutate } = save;

  // The workspace's handle as it arrives or changes elsewhere (the header): the check follows it.
  useEffect(() => {
    if (timer.current) return; // typing here wins until it is stored
    ref.current = stored.handle;
    setPublisherState(stored.handle);
    onChangeRef.current();
  }, [stored.handle]);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const setPublisher = useCallback(
    (raw: string) => {
      ref.current = normalizeHandle(raw);
      setPublisherState(raw);
      onChangeRef.current();
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        mutate(raw);
      }, SAVE_AFTER_MS);
    },
    [mutate],
  );

  return { publisher, handle: normalizeHandle(publisher), ref, setPublisher };
}
