'use client';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False during the server's render and the hydration that matches it, true in the browser from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
