'use client';
import { useCallback, useEffect, useState } from 'react';

/** Copies through the Clipboard API, falling back to a selected textarea where the API is refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

export type CopyState = 'idle' | 'copied' | 'failed';

/** The state of a copy action: 'copied' or 'failed' for `resetMs`, then back to 'idle'. */
export function useCopy(resetMs = 1500): { state: CopyState; copy(text: string): Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), resetMs);
    return () => clearTimeout(timer);
  }, [state, resetMs]);
  const copy = useCallback(async (text: string) => setState((await copyText(text)) ? 'copied' : 'failed'), []);
  return { state, copy };
}
