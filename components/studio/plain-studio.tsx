'use client';
import { asGeneric, formatById } from '@/lib/formats';
import { CannotOpen } from './studio-chrome';
import { StudioShell, type StudioPageProps } from './studio-shell';
import type { StudioDescriptor } from './types';

/**
 * The shell with nothing of a format's own: its files, the live check, the findings, saving. What a format
 * registered in lib/formats opens in until it has a client descriptor of its own.
 */
export function plainDescriptor(formatId: string): StudioDescriptor {
  return {
    formatId,
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
  if (!format) return <CannotOpen packId={props.packId} error={`no pack format "${formatId}" is registered`} />;
  return <StudioShell format={asGeneric(format)} descriptor={plainDescriptor(formatId)} {...rest} />;
}
