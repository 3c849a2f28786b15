'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserStorage } from '@/lib/studio/drafts';
import { normalizeHandle, readHandle, writeHandle } from '@/lib/recued/ui-publisher';
import { DEFAULT_PUBLISHER } from '@/lib/recued/vocabulary';

/**
 * The signed-in publisher handle Recued's checks compare `publisher` with, kept in this browser. `ref` holds the
 * normalised handle for the live check; `onChange` runs after it changes (read once on the client, then typed).
 */
export function usePublisherHandle(onChange: () => void) {
  const [publisher, setPublisherState] = useState(DEFAULT_PUBLISHER);
  const ref = useRef(publisher);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const handle = readHandle(browserStorage());
    ref.current = handle;
    setPublisherState(handle);
    onChangeRef.current();
  }, []);

  const setPublisher = useCallback((raw: string) => {
    ref.current = normalizeHandle(raw);
    setPublisherState(raw);
    writeHandle(browserStorage(), raw);
    onChangeRef.current();
  }, []);

  return { publisher, handle: normalizeHandle(publisher), ref, setPublisher };
}
