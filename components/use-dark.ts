'use client';
import { useSyncExternalStore } from 'react';

/** Whether the page is in dark mode: follows the `dark` class the theme toggle (and the pre-paint script) sets on <html>. */
export function useDark(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.documentElement.classList.contains('dark'),
    () => false,
  );
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
