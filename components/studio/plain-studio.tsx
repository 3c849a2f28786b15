'use client';
import { useMemo } from 'react';
import { asGeneric, formatById } from '@/lib/formats';
import type { AnyPackFormat } from '@/lib/formats/types';
import { checkView } from '../check/check-view';
import { defaultFullCheck } from '../check/default-full-check';
import { CannotOpen } from './studio-chrome';
import { StudioShell, type StudioPageProps } from './studio-shell';
import type { StudioDescriptor } from './types';

/**
 * The shell with nothing of a format's own: its files, the live check, the findings, saving, and the check dashboard
 * when the format declares layers or report sections. What a format registered in lib/formats opens in until it has
 * a client descriptor of its own.
 */
export function plainDescriptor(format: AnyPackFormat): StudioDescriptor {
  const check = defaultFullCheck(format);
  return {
    formatId: format.id,
    // A format whose check goes beyond the static rules: its dashboard, from its declarations.
    ...(check ? { views: [checkView(check)] } : {}),
    emptyHint: () => 'Every check passes on the text in the editor.',
    verdict: {
      pass: 'No errors',
      fail: 'Errors',
      title: 'The static check, run in this browser on the text in the editor',
    },
  };
}

export default function PlainStudio(props: StudioPageProps & { formatId: string }) {
  const { formatId, ...rest } = props;
  const format = formatById(formatId);
  // Made once per format: its views are components, and a new one each render would remount the dashboard.
  const descriptor = useMemo(() => format && plainDescriptor(format), [format]);
  if (!format || !descriptor)
    return <CannotOpen packId={props.packId} error={`no pack format "${formatId}" is registered`} />;
  return <StudioShell format={asGeneric(format)} descriptor={descriptor} {...rest} />;
}
