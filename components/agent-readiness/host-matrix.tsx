import type { HostMatrix as Matrix } from '@/lib/core/agent-readiness';
import { Badge } from '../ui/badges';
import { SafeLink } from '../ui/safe-link';
import { Table, TableBody, TableHeader, Td, Th } from '../ui/table';

const CELL = 'py-1.5 align-top';

/** Host × command: accepted, or each feature the host refuses with its fix and the rule's source. */
export function HostMatrix({ hosts }: { hosts: Matrix }) {
  if (!hosts.commands.length) return <p className="text-sm text-muted">No tool to list yet.</p>;
  return (
    <div className="space-y-3">
      <Table data-testid="host-matrix" caption="Each host's verdict on each command">
        <TableHeader>
          <Th>command</Th>
          {hosts.hosts.map((h) => (
            <Th key={h.id} title={h.scope}>
              {h.name}
            </Th>
          ))}
        </TableHeader>
        <TableBody>
          {hosts.commands.map((command) => (
            <tr key={command} data-command={command}>
              <Td className={`${CELL} font-mono text-xs`}>{command}</Td>
              {hosts.hosts.map((h) => {
                const cell = hosts.cells.find((c) => c.host === h.id && c.command === command);
                return (
                  <Td key={h.id} className={CELL} data-host={h.id} data-refused={cell ? 'yes' : 'no'}>
                    {cell ? (
                      <details>
                        <summary className="cursor-pointer list-none">
                          <Badge tone="error">refused</Badge>{' '}
                          <span className="text-xs text-fg-soft">
                            {[...new Set(cell.refusals.map((r) => r.feature))].join('; ')}
                          </span>
                        </summary>
                        <ul className="mt-1 space-y-1.5 text-xs">
                          {cell.refusals.map((r, i) => (
                            <li key={i}>
                              <span className="font-mono text-faint">{r.at}</span> {r.message}{' '}
                              <span className="text-fg-soft">Fix: {r.fix}</span>{' '}
                              <SafeLink href={r.source} className="text-accent hover:underline">
                                source
                              </SafeLink>
                            </li>
                          ))}
                        </ul>
                      </details>
                    ) : (
                      <Badge tone="ok">accepted</Badge>
                    )}
                  </Td>
                );
              })}
            </tr>
          ))}
        </TableBody>
      </Table>
      <ul className="space-y-0.5 text-xs text-muted">
        {hosts.hosts.map((h) => (
          <li key={h.id}>
            <span className="font-medium text-fg-soft">{h.name}</span>: {h.scope} (
            <SafeLink href={h.source} className="text-accent hover:underline">
              rules
            </SafeLink>
            )
          </li>
        ))}
      </ul>
    </div>
  );
}
