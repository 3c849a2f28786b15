'use client';
import { useSyncExternalStore } from 'react';
import type { FindingsScope } from '@/lib/studio/findings';

/**
 * "This file / all files" for the findings panel, shared by the panel and F8 (both read this one store) and
 * remembered across visits.
 */
const KEY = 'packstudio.findingsScope';
const listeners = new Set<() => void>();

function read(): FindingsScope {
  try {
    return localStorage.getItem(KEY) === 'file' ? 'file' : 'all';
  } catch {
    return 'all';
  }
}

let current: FindingsScope | null = null;

export function setFindingsScope(scope: FindingsScope): void {
  current = scope;
  try {
    localStorage.setItem(KEY, scope);
  } catch {
    /* storage blocked: the choice holds for this page */
  }
  listeners.forEach((l) => l());
}

export function useFindingsScope(): FindingsScope {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (current ??= read()),
    () => 'all',
  );
}
