'use client';
import { useRef, type RefObject } from 'react';
import type { PackFileState } from '@/lib/studio/file-state';
import type { WorkbenchCommand } from '../editor/monaco-workbench';
import type { ShellFormat } from './studio-shell';
import type { CheckHandle, StudioCheck, StudioDescriptor, StudioView } from './types';
import { useEditingSession } from './use-editing-session';
import { useStudioShortcuts } from './use-studio-shortcuts';

/**
 * A pack's editing session with its live check, and the format's own state that check reads (a handle it assumes,
 * from the descriptor's hook): a change of that state runs the check again.
 */
export function useFormatSession<S>(
  format: ShellFormat,
  descriptor: StudioDescriptor<S>,
  packId: string,
  loaded: readonly PackFileState<string>[],
) {
  const recheck = useRef(() => {});
  const formatState = descriptor.useFormatState?.(() => recheck.current()) as S;
  const stateRef = useRef(formatState);
  stateRef.current = formatState;
  const { session, state } = useEditingSession<string, StudioCheck>({
    packId,
    files: format.files,
    loaded,
    check: (texts) => format.check(format.load(texts, packId), descriptor.checkOptions?.(stateRef.current)),
    onSaved: () => descriptor.onSaved?.(packId, stateRef.current),
  });
  recheck.current = () => session.recheck();
  return { session, state, formatState };
}

interface CommandTargets<S> {
  views: readonly StudioView<S>[];
  save(): void;
  /** The live check at once, shown in the findings (where no view runs a check). */
  checkNow(): void;
  showView(view: string): void;
  checkRef: RefObject<CheckHandle | null>;
  /** The next (1) or previous (-1) finding. */
  step(by: 1 | -1): void;
}

/**
 * The studio's commands from the keyboard and the editor: save; check (Ctrl+Enter runs the view that checks, the full
 * check, or the live check at once where no view does); the next and previous finding.
 */
export function useStudioCommand<S>({ views, save, checkNow, showView, checkRef, step }: CommandTargets<S>) {
  const checkView = views.find((v) => v.runsCheck);
  const command = (c: WorkbenchCommand) => {
    if (c === 'save') save();
    else if (c === 'check') {
      if (checkView) {
        showView(checkView.id);
        checkRef.current?.run();
      } else checkNow();
    } else step(c === 'next-finding' ? 1 : -1);
  };
  useStudioShortcuts(command);
  return command;
}
