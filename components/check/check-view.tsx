'use client';
import { useMemo } from 'react';
import type { StudioSlotProps, StudioView } from '../studio/types';
import { CheckDashboard } from './check-dashboard';
import type { FullCheck } from './full-check';

/**
 * The "check" view of a format whose full check runs more than the static rules (its layers described in its own
 * folder): the dashboard stays mounted, so a running check keeps its progress while another view shows, and
 * Ctrl/Cmd+Enter opens it and runs the check.
 */
export function checkView<S>(check: FullCheck): StudioView<S> {
  function CheckView({ ctx }: StudioSlotProps<S>) {
    const { texts, dirty } = ctx.state;
    const writes = useMemo(() => check.plannedWrites(texts), [texts]);
    return (
      <CheckDashboard
        packId={ctx.packId}
        check={check}
        dirtyCount={dirty.length}
        plannedWrites={writes}
        ref={ctx.checkRef}
        onReveal={ctx.reveal}
      />
    );
  }
  return { id: 'check', label: 'check', keepMounted: true, runsCheck: true, View: CheckView };
}
