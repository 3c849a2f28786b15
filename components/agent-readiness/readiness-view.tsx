'use client';
import { AGENT_READINESS_PAGE } from '@/lib/agent/checks';
import type { AnyPackFormat } from '@/lib/formats';
import { acceptDrift } from '@/lib/studio/suppress-edits';
import type { StudioSlotProps, StudioView } from '../studio/types';
import { ReadinessPanel, type ReadinessPanelProps } from './readiness-panel';
import { useAgentReadiness } from './use-agent-readiness';

/**
 * The "readiness" view of a format with an agent-readiness layer: the page-level hook computes the layer from the
 * editor's texts, the panel shows it, and a row opens its place through the shell's reveal.
 */
export function readinessView<S>(format: AnyPackFormat): StudioView<S> {
  function ReadinessView({ ctx }: StudioSlotProps<S>) {
    const { agent, ms } = useAgentReadiness(format, ctx.state.texts, ctx.packId);
    const onReveal: ReadinessPanelProps['onReveal'] = (place) =>
      ctx.reveal({
        id: place.id,
        severity: 'info',
        category: 'structure',
        file: place.file,
        pointer: place.pointer,
        line: place.line,
        column: place.column,
        message: place.message,
        fix: place.fix,
        docs: AGENT_READINESS_PAGE,
      });
    return (
      <ReadinessPanel
        agent={agent}
        ms={ms}
        dirtyCount={ctx.state.dirty.length}
        onReveal={onReveal}
        onAccept={(finding, reason) => acceptDrift(ctx.session, finding, reason)}
      />
    );
  }
  return {
    id: 'readiness',
    label: 'readiness',
    title: 'Agent readiness: the Skill against the commands, confusable commands, tokens, host compatibility',
    testId: 'readiness-view',
    View: ReadinessView,
  };
}
