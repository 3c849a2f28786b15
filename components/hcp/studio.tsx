'use client';
import { asGeneric, hcpFormat } from '@/lib/formats';
import { hcpRename } from '@/lib/hcp/rename';
import { useRecordOf } from '../history/use-score-of-record';
import { StudioShell, type StudioPageProps } from '../studio/studio-shell';
import type { StudioDescriptor } from '../studio/types';
import { MarkdownPreview } from './markdown-preview';
import { HCP_VIEWS } from './views';

/** An HCP pack in the studio: its views (check, previews, commands, run, agent), the Skill's preview, renaming a command, and the score of record in the header. */
export const hcpStudio: StudioDescriptor = {
  formatId: hcpFormat.id,
  views: HCP_VIEWS,
  sidePreview: { file: 'HARNESS.md', Preview: MarkdownPreview },
  rename: hcpRename,
  editorExtensions: [() => import('./eval-schema-watcher').then((m) => m.watchEvalSchema)],
  useScoreOfRecord: useRecordOf,
  emptyHint: () =>
    'Lint and every static rule pass on the text in the editor. Run the check with probe and eval for the rest.',
};

export default function HcpStudio(props: StudioPageProps) {
  return <StudioShell format={asGeneric(hcpFormat)} descriptor={hcpStudio} {...props} />;
}
