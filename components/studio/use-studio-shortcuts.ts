'use client';
import { useEffect, useRef } from 'react';
import type { WorkbenchCommand } from '../editor/monaco-workbench';

/** The modifier the shortcut hints name: ⌘ on Apple keyboards, Ctrl elsewhere. */
export const modifierLabel = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';

/**
 * The editor's shortcuts (save, check, next/previous finding) when the focus is outside the editor; the editor
 * handles its own and marks the event handled. The listener reads the latest `command` through a ref, so it is
 * added once per mount rather than on every render.
 */
export function useStudioShortcuts(command: (c: WorkbenchCommand) => void) {
  const commandRef = useRef(command);
  commandRef.current = command;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const mod = e.ctrlKey || e.metaKey;
      if (mod && e.key.toLowerCase() === 's') {
        e.preventDefault();
        commandRef.current('save');
      } else if (mod && e.key === 'Enter') {
        e.preventDefault();
        commandRef.current('check');
      } else if (e.key === 'F8') {
        e.preventDefault();
        commandRef.current(e.shiftKey ? 'prev-finding' : 'next-finding');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
