import type { PackTool } from '@/lib/mcp/tools';
import { Badge } from '../ui/badges';

/** What a host lists for each tool, with what the pack's policy means for a call: the grant it needs, who is asked. */
export function ToolList({ tools, allowWrites }: { tools: PackTool[]; allowWrites: boolean }) {
  return (
    <ul className="divide-y divide-line-soft" data-testid="agent-tools">
      {tools.map((t) => (
        <li key={t.tool.name} className="py-3 first:pt-0 last:pb-0" data-testid={`agent-tool-${t.tool.name}`}>
          <ToolRow tool={t} allowWrites={allowWrites} />
        </li>
      ))}
    </ul>
  );
}

function ToolRow({ tool: t, allowWrites }: { tool: PackTool; allowWrites: boolean }) {
  const props = Object.keys(t.tool.inputSchema.properties ?? {});
  const required = new Set(t.tool.inputSchema.required ?? []);
  const hints = t.tool.annotations ?? {};
  return (
    <div className="min-w-0 space-y-1.5">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <code className="font-mono text-sm font-semibold break-all">{t.tool.name}</code>
        <span className="text-sm text-fg-soft">{t.tool.title}</span>
        <span className="ml-auto flex flex-wrap gap-1">
          {hints.readOnlyHint ? (
            <Badge tone="ok">read-only</Badge>
          ) : (
            <>
              <Badge tone="warn">{hints.destructiveHint ? 'write · destructive' : 'write'}</Badge>
              {hints.idempotentHint && <Badge>idempotent</Badge>}
            </>
          )}
          {t.gate.mode !== 'none' && (
            <Badge tone="accent" title={t.gate.detail}>
              {t.gate.mode === 'always' ? 'asks you every time' : 'asks you first'}
            </Badge>
          )}
          {t.risk === 'write' && !allowWrites && (
            <Badge tone="error" title="Without --grant write the server refuses this tool">
              refused: no --grant write
            </Badge>
          )}
        </span>
      </div>
      {t.tool.description && <p className="text-sm text-muted">{t.tool.description}</p>}
      <p className="text-xs text-muted">
        command <span className="font-mono text-fg-soft">{t.key}</span>
        {props.length > 0 && (
          <>
            {' · arguments '}
            {props.map((p, i) => (
              <span key={p}>
                {i > 0 && ', '}
                <span className="font-mono text-fg-soft">{p}</span>
                {required.has(p) && <span title="required">*</span>}
              </span>
            ))}
          </>
        )}
      </p>
      <details>
        <summary className="cursor-pointer text-xs text-muted hover:text-fg">What the host receives</summary>
        <pre className="mt-1 max-h-72 overflow-auto rounded-md border border-line bg-surface-subtle px-3 py-2 font-mono text-xs break-words whitespace-pre-wrap">
          {JSON.stringify(t.tool, null, 2)}
        </pre>
      </details>
    </div>
  );
}
