'use client';
import { useCallback, useEffect, useState } from 'react';

/** The two options of a full check, as the dashboard ticks them. */
export interface CheckOptions {
  probe: boolean;
  eval: boolean;
}

const OFF: CheckOptions = { probe: false, eval: false };

/** One key per pack: each pack remembers its own choice (a pack that wraps no CLI is rarely probed). */
export function checkOptionsKey(packId: string): string {
  return `packstudio:check-options:${packId}`;
}

function read(packId: string): CheckOptions {
  try {
    const raw = window.localStorage.getItem(checkOptionsKey(packId));
    if (!raw) return OFF;
    const v = JSON.parse(raw) as Partial<CheckOptions>;
    return { probe: v.probe === true, eval: v.eval === true };
  } catch {
    // Storage blocked or a value from elsewhere: start unticked rather than fail the dashboard.
    return OFF;
  }
}

/**
 * "With probe" and "with eval", remembered per pack in localStorage, so a visit starts with the last choice.
 * Read after mount (the server render has no storage, and both must render the same first frame).
 */
export function useCheckOptions(packId: string): [CheckOptions, (change: Partial<CheckOptions>) => void] {
  const [options, setOptions] = useState<CheckOptions>(OFF);
  useEffect(() => setOptions(read(packId)), [packId]);
  const update = useCallback(
    (change: Partial<CheckOptions>) =>
      setOptions((prev) => {
        const next = { ...prev, ...change };
        try {
          window.localStorage.setItem(checkOptionsKey(packId), JSON.stringify(next));
        } catch {
          // Not remembered, still applied.
        }
        return next;
      }),
    [packId],
  );
  return [options, update];
}
