'use client';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { agentLaunch } from '@/app/actions/agent-actions';
import { loadPackFromTexts, packId as packIdOf } from '@/lib/hcp/load';
import { agentHostConfigs } from '@/lib/mcp/host-configs';
import { skillResourceUri, toolListing } from '@/lib/mcp/tools';
import { Card } from '../ui/card';
import { ErrorBox } from '../ui/error-box';
import { Checkbox } from '../ui/field';
import { HostConfigs } from './host-configs';
import { LaunchSummary } from './launch-summary';
import { ToolList } from './tool-list';

/**
 * "Use in an agent": the pack's MCP face. The tools as `packstudio mcp` lists them to a host (the same engine
 * listing, following the editor as you type), and each common host's configuration with this machine's absolute
 * paths filled in (from the server), ready to paste.
 */
export function AgentPanel({
  packId,
  surfaceText,
  policyText,
  hasSkill,
  dirtyCount,
}: {
  packId: string;
  surfaceText: string;
  policyText: string;
  hasSkill: boolean;
  dirtyCount: number;
}) {
  const { listing, serverId, bin } = useMemo(() => {
    const pack = loadPackFromTexts(
      {
        ...(surfaceText.trim() ? { 'surface.json': surfaceText } : {}),
        ...(policyText.trim() ? { 'policy.json': policyText } : {}),
      },
      packId,
    );
    return { listing: toolListing(pack.model), serverId: packIdOf(pack), bin: pack.model.wrap?.bin ?? null };
  }, [surfaceText, policyText, packId]);
  const [allowWrites, setAllowWrites] = useState(false);
  const grant = allowWrites ? 'write' : 'read';
  // What the host is given comes from the saved pack (the server reads it); asked again when the id or bin changes.
  const launch = useQuery({
    queryKey: ['agent-launch', packId, serverId, bin],
    queryFn: () => agentLaunch({ packId }),
  });
  const writes = listing.tools.filter((t) => t.risk === 'write');
  const asking = listing.tools.filter((t) => t.gate.mode !== 'none');
  const grantId = useId();

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-6" data-testid="agent-panel">
      <div>
        <h2 className="text-base font-semibold">Use in an agent</h2>
        <p className="text-sm text-muted">
          An agent host (Claude Desktop, Claude Code, VS Code, Cursor) starts{' '}
          <code className="font-mono text-fg-soft">packstudio mcp</code> and lists each command as a tool. Every call
          runs through the same pipeline as Run and eval; a confirm-gated write asks you in the host first.
          {dirtyCount ? ' The list follows your unsaved edits; a host reads the saved files.' : ''}
        </p>
      </div>

      <Card
        title="Connect a host"
        subtitle="The configuration for each host, with this machine's paths to Node, packstudio and the pack, and what the server needs to run the pack's CLI. Try one before you paste it."
      >
        <label htmlFor={grantId} className="mb-4 flex items-start gap-2 text-sm">
          <Checkbox
            id={grantId}
            className="mt-0.5"
            checked={allowWrites}
            onChange={(e) => setAllowWrites(e.target.checked)}
            data-testid="agent-allow-writes"
          />
          <span>
            Let the agent run writes (<code className="font-mono">--grant write</code>)
            <span className="block text-xs text-muted">
              {writes.length === 0
                ? 'This pack has no writes.'
                : `Off: ${writes.length} write${writes.length === 1 ? ' is' : 's are'} refused with "denied: missing verb.exec.write". On: they run${asking.length ? `, and ${asking.map((t) => t.tool.name).join(', ')} ask${asking.length === 1 ? 's' : ''} you first` : ''}.`}
            </span>
          </span>
        </label>
        {launch.isPending ? (
          <p className="text-sm text-muted">Finding the pack folder…</p>
        ) : !launch.data?.ok ? (
          <ErrorBox message={launch.data?.error ?? String(launch.error ?? 'could not find the pack folder')} />
        ) : (
          <>
            <LaunchSummary facts={launch.data} grant={grant} />
            <HostConfigs configs={agentHostConfigs(launch.data, grant)} packId={packId} grant={grant} />
          </>
        )}
      </Card>

      <Card
        title={`Tools (${listing.tools.length})`}
        subtitle={
          hasSkill
            ? `What the host lists. HARNESS.md reaches it too: as the server's instructions and as the resource ${skillResourceUri(serverId)}.`
            : 'What the host lists. Add a HARNESS.md: the server gives it to the host as instructions and as a resource.'
        }
      >
        {listing.skipped.length + listing.notes.length > 0 && (
          <ul className="mb-3 space-y-1 rounded-md border border-warn-line bg-warn-soft px-3 py-2 text-xs text-warn-fg">
            {listing.skipped.map((s) => (
              <li key={s.key}>
                Not served: <span className="font-mono">{JSON.stringify(s.key)}</span>, {s.reason}.
              </li>
            ))}
            {listing.notes.map((n) => (
              <li key={n}>{n}.</li>
            ))}
          </ul>
        )}
        {listing.tools.length ? (
          <ToolList tools={listing.tools} allowWrites={allowWrites} />
        ) : (
          <p className="text-sm text-muted">No commands yet: each command in surface.json becomes a tool.</p>
        )}
      </Card>
    </div>
  );
}
