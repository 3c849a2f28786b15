import { Badge } from '../ui/badges';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import type { CommandChange, Notes, PackCommand } from './commands-types';

type Drafted = Notes['commands'][number];

/** The pack's commands, in surface.json's order, each with its risk, what wrap knew of it, and Remove. */
export function PackCommandsCard({
  commands,
  drafted,
  onChange,
}: {
  commands: readonly PackCommand[];
  drafted: readonly Drafted[];
  onChange(change: CommandChange): void;
}) {
  const byKey = new Map(drafted.map((c) => [c.key, c]));
  return (
    <Card title={`In the pack (${commands.length})`}>
      {commands.length === 0 ? (
        <p className="text-sm text-muted">surface.json has no commands.</p>
      ) : (
        <ul className="divide-y divide-line-soft rounded-lg border border-line" data-testid="pack-commands">
          {commands.map((c) => (
            <PackCommandRow key={c.key} command={c} wrap={byKey.get(c.key)} onChange={onChange} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function PackCommandRow({
  command: c,
  wrap,
  onChange,
}: {
  command: PackCommand;
  wrap: Drafted | undefined;
  onChange(change: CommandChange): void;
}) {
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-1 px-4 py-2.5 text-sm" data-testid={`command-${c.key}`}>
      <div className="min-w-0 flex-1 basis-64">
        <p className="flex flex-wrap items-center gap-2">
          <code className="font-mono font-semibold">{c.key}</code>
          <RiskBadge risk={c.risk} confirm={c.confirm} />
        </p>
        {c.description && <p className="mt-0.5 text-xs text-muted">{c.description}</p>}
        {wrap && (
          <p className="mt-0.5 text-xs text-faint" data-testid="command-rank">
            Ranked by wrap: {wrap.rank}
            {wrap.jsonFlag ? ` · JSON with ${wrap.jsonFlag.join(' ')}` : ''}
            {wrap.verified ? ' · name checked live' : ''}
          </p>
        )}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="text-error-fg"
        onClick={() => onChange({ kind: 'remove', key: c.key })}
        aria-label={`Remove command ${c.key}`}
      >
        Remove
      </Button>
    </li>
  );
}

/** A command's risk from policy.json (with "confirm" when it asks first), or that it has no policy row. */
export function RiskBadge({ risk, confirm }: { risk: 'read' | 'write' | null; confirm: boolean }) {
  if (!risk) return <Badge tone="warn">no policy row</Badge>;
  return (
    <Badge tone={risk === 'read' ? 'neutral' : 'caution'} shape="pill">
      {risk}
      {confirm ? ' · confirm' : ''}
    </Badge>
  );
}
