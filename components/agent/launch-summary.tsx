import type { GrantLevel, LaunchFacts } from '@/lib/mcp/host-configs';
import { ALLOWLIST_ENV } from '@/lib/core/allow-list';

/**
 * What every configuration below gives the server, each with why: the one CLI it may run from PATH, the grant,
 * the project folder, and how it starts (this machine's Node and packstudio entry, never npx).
 */
export function LaunchSummary({ facts, grant }: { facts: LaunchFacts; grant: GrantLevel }) {
  const code = (text: string) => <code className="font-mono wrap-anywhere text-fg-soft">{text}</code>;
  return (
    <div className="mb-4 space-y-2" data-testid="launch-summary">
      <ul className="space-y-1 text-xs leading-5 text-muted">
        <li data-testid="launch-allowlist">
          {facts.allowBin ? (
            <>
              {code(`"env": { "${ALLOWLIST_ENV}": "${facts.allowBin}" }`)}: the server may start {code(facts.allowBin)}{' '}
              from PATH{facts.binOnPath ? <> (here {code(facts.binOnPath)})</> : null}, and no other CLI. Without it
              every call is refused with {code(`sandbox: bin "${facts.allowBin}" not allowlisted`)}.
            </>
          ) : facts.bin ? (
            <>No allow-list: the pack runs its own {code(facts.bin)}, inside the pack folder.</>
          ) : (
            <>No allow-list: the pack names no CLI (wrap.bin).</>
          )}
        </li>
        <li data-testid="launch-grant">
          {code(`--grant ${grant}`)}:{' '}
          {grant === 'read'
            ? 'reads only; every write is refused.'
            : 'reads and writes; a confirm-gated write asks you.'}
        </li>
        {facts.projectDir && (
          <li data-testid="launch-project">
            {code(`--project ${facts.projectDir}`)}: where the pack&apos;s CLI runs (its project folder).
          </li>
        )}
        <li>
          Starts with this machine&apos;s Node and {code('lib/cli/bin.mjs')}, which runs the prebuilt CLI under{' '}
          {code('dist/cli')} (rebuilt first when a source changed): no {code('npx')} lookup.
        </li>
      </ul>
      {facts.notes.length > 0 && (
        <ul
          className="space-y-1 rounded-md border border-warn-line bg-warn-soft px-3 py-2 text-xs text-warn-fg"
          data-testid="launch-notes"
        >
          {facts.notes.map((note) => (
            <li key={note}>{note}.</li>
          ))}
        </ul>
      )}
    </div>
  );
}
