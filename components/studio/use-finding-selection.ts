'use client';
import { useCallback, useState } from 'react';
import type { Finding } from '@/lib/core/finding';
import { findingKey, inScope, nextFinding } from '@/lib/studio/findings';
import { useFindingsScope } from './use-findings-scope';

/**
 * Which finding is selected, `reveal` to select one and `step` to move to the next or previous (F8 / Shift+F8).
 * `activeFile` is the file open in the editor (its findings come first). `show` brings the finding into view; keep it
 * stable (useCallback), since `reveal` is handed to panels.
 */
export function useFindingSelection(findings: Finding[], show: (f: Finding) => void, activeFile?: string) {
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const scope = useFindingsScope();
  const reveal = useCallback(
    (f: Finding) => {
      setSelectedKey(findingKey(f));
      show(f);
    },
    [show],
  );
  const step = useCallback(
    (direction: 1 | -1) => {
      // F8 walks what the panel lists, in its order.
      const next = nextFinding([...inScope(findings, scope, activeFile)], selectedKey, direction, activeFile);
      if (next) reveal(next);
    },
    [findings, selectedKey, reveal, scope, activeFile],
  );
  return { selectedKey, reveal, step };
}
