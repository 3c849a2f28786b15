'use client';
import { useEffect } from 'react';

/**
 * Calls `flush` when the page is hidden or left, and on unmount: the last chance to write pending drafts,
 * since a debounce timer does not survive the page.
 */
export function useFlushOnHide(flush: () => void) {
  useEffect(() => {
    const onHide = () => flush();
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [flush]);
}
