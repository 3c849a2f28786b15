'use client';
import { useQuery } from '@tanstack/react-query';
import { recordCompositionCheck } from '@/app/actions/history-actions';
import { packImportedAuthType } from '@/app/actions/import-actions';
import { asGeneric, recuedFormat } from '@/lib/formats';
import { RECUED_FILE } from '@/lib/formats/recued/files';
import { needsApproval } from '@/lib/recued/ui-approval';
import { labelHandle } from '@/lib/recued/ui-form';
import { readinessView } from '../agent-readiness/readiness-view';
import { StudioShell, type StudioPageProps } from '../studio/studio-shell';
import type { StudioDescriptor, StudioSlotProps } from '../studio/types';
import { Chip, CountChip } from '../ui/badges';
import { ApprovalPreviews } from './approval-preview';
import { compositionOf } from './composition';
import { ConnectionFormPreview } from './connection-form-preview';
import { InstallCommandsView } from './install-commands';
import { OperationsTable } from './operations-table';
import { PublisherSetting } from './publisher-setting';
import { RequestPreview } from './request-preview';
import { usePublisherHandle } from './use-publisher-handle';

/** The signed-in publisher the checks assume: the workspace's (.packstudio/settings.json). */
type Publisher = ReturnType<typeof usePublisherHandle>;
type Slot = StudioSlotProps<Publisher>;

const packName = (ctx: Slot['ctx']) => compositionOf(ctx).view.name ?? ctx.packId;

function Crumbs({ ctx }: Slot) {
  const { name } = compositionOf(ctx).view;
  return (
    <>
      <Chip className="rounded-md px-1.5 py-0.5 text-xs font-medium">Recued</Chip>
      {name && <span className="hidden truncate text-muted md:inline">{name}</span>}
    </>
  );
}

function Toolbar({ ctx }: Slot) {
  return <PublisherSetting value={ctx.formatState.publisher} onChange={ctx.formatState.setPublisher} />;
}

function StaleNote({ ctx }: Slot) {
  if (compositionOf(ctx).parses || ctx.state.texts[RECUED_FILE] === undefined) return null;
  return (
    <span className="mb-1 ml-auto text-xs text-warn" data-testid="stale-preview">
      The JSON does not parse: the previews show the last version that did.
    </span>
  );
}

function FormPanel({ ctx }: Slot) {
  const { value, view } = compositionOf(ctx);
  // An imported pack's note: the auth type its API description declared (null for any other pack).
  const declared = useQuery({
    queryKey: ['imported-auth-type', ctx.packId],
    queryFn: async () => {
      const r = await packImportedAuthType({ packId: ctx.packId });
      return r.ok ? r.authType : null;
    },
    staleTime: Infinity,
  });
  return (
    <ConnectionFormPreview
      value={value}
      connections={view.connections}
      findings={ctx.state.check.findings}
      handle={labelHandle(view.publisher, ctx.formatState.handle)}
      packName={packName(ctx)}
      declaredAuthType={declared.data}
      key={declared.data ?? 'none'}
    />
  );
}

function OperationsPanel({ ctx }: Slot) {
  return (
    <OperationsTable
      operations={compositionOf(ctx).view.operations}
      onReveal={(pointer) => ctx.revealPointer(RECUED_FILE, pointer)}
    />
  );
}

const OperationsBadge = ({ ctx }: Slot) => <CountChip n={compositionOf(ctx).view.operations.length} />;
const ApprovalBadge = ({ ctx }: Slot) => (
  <CountChip n={compositionOf(ctx).view.operations.filter(needsApproval).length} />
);
function InstallBadge({ ctx }: Slot) {
  const { cli } = compositionOf(ctx).view;
  const commands = cli.reduce(
    (n, c) => n + c.commands.macos.length + c.commands.linux.length + c.commands.windows.length,
    0,
  );
  return commands > 0 ? <CountChip n={cli.length} /> : null;
}

/**
 * A Recued composition in the studio: checked for the publisher handle the author says they are signed in as, its
 * verdict (publishable or refused) instead of a score, and the previews of what Recued shows (the connection form,
 * the operations, a request as sent, the approval card, the install commands) beside the findings. Each save is checked again on the
 * server and recorded in the workspace history.
 */
export const recuedStudio: StudioDescriptor<Publisher> = {
  formatId: recuedFormat.id,
  useFormatState: usePublisherHandle,
  checkOptions: (publisher) => ({ publisher: publisher.ref.current }),
  scaffoldOptions: (publisher) => ({ publisher: publisher.handle }),
  Crumbs,
  Toolbar,
  views: [readinessView(recuedFormat)],
  verdict: {
    pass: 'Publishable',
    fail: 'Publish refused',
    title: 'The publish and install checks, run in this browser on the text in the editor',
  },
  panels: [
    { id: 'form', Panel: FormPanel },
    { id: 'operations', Panel: OperationsPanel, Badge: OperationsBadge },
    {
      id: 'request',
      Panel: ({ ctx }) => (
        <RequestPreview
          value={compositionOf(ctx).value}
          onReveal={(pointer) => ctx.revealPointer(RECUED_FILE, pointer)}
        />
      ),
    },
    {
      id: 'approval',
      Panel: ({ ctx }) => <ApprovalPreviews view={compositionOf(ctx).view} packName={packName(ctx)} />,
      Badge: ApprovalBadge,
    },
    { id: 'install', Panel: ({ ctx }) => <InstallCommandsView view={compositionOf(ctx).view} />, Badge: InstallBadge },
  ],
  FileNote: StaleNote,
  // The editor's findings stay the browser's; a history that cannot be written does not disturb editing.
  onSaved: (packId) => void recordCompositionCheck({ packId }).catch(() => {}),
  emptyHint: (publisher) =>
    `Every publish and install check passes on the text in the editor, for publisher @${publisher.handle}.`,
  createHint: {
    [RECUED_FILE]:
      'Start from a small composition: one http ingredient and one read. It is written to disk when you save.',
  },
};

export default function RecuedStudio(props: StudioPageProps) {
  return <StudioShell format={asGeneric(recuedFormat)} descriptor={recuedStudio} {...props} />;
}
