'use client';
import { useCallback, useState } from 'react';
import type { Finding } from '@/lib/core/finding';
import { findingKey, nextFinding } from '@/lib/studio/findings';

/**
 * Which finding is selected, `reveal` to select one and `step` to move to the next or previous (F8 / Shift+F8).
 * `show` brings the finding into view; keep it stable (useCallback), since `reveal` is handed to panels.
 */
export function useFindingSelection(findings: Finding[], show: (f: Finding) => void) {
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const reveal = useCallback(
    (f: Finding) => {
      setSelectedKey(findingKey(f));
      show(f);
    },
    [show],
  );
  const step = useCallback(
    (direction: 1 | -1) => {
      const next = nextFinding(findings, selectedKey, direction);
      if (next) reveal(next);
    },
    [findings, selectedKey, reveal],
  );
  return { selectedKey, reveal, step };
}
