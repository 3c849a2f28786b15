'use client';
import { useEffect } from 'react';

/** Mirrors `params` into the address without a navigation, so a reload reopens the same file, view or panel. */
export function useUrlState(params: Record<string, string | null>) {
  const serialized = JSON.stringify(params);
  useEffect(() => {
    const url = new URL(window.location.href);
    for (const [key, value] of Object.entries(JSON.parse(serialized) as Record<string, string | null>)) {
      if (value === null) url.searchParams.delete(key);
      else url.searchParams.set(key, value);
    }
    window.history.replaceState(window.history.state, '', url);
  }, [serialized]);
}
