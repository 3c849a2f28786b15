'use client';
import type { InstallLine } from '@/lib/recued/install-commands';
import type { CompositionView, CliIngredientView } from '@/lib/recued/ui-model';
import { SYSTEMS, type System } from '@/lib/recued/vocabulary';
import { CopyButton } from '../ui/copy-button';
import { SafeLink } from '../ui/safe-link';

const SYSTEM_LABEL: Record<System, string> = { macos: 'macOS', linux: 'Linux', windows: 'Windows' };

/** The install commands Recued shows (never runs) for each cli ingredient, per system, with copy buttons. */
export function InstallCommandsView({ view }: { view: CompositionView }) {
  if (view.cli.length === 0)
    return (
      <p
        className="rounded-xl border border-line bg-surface-subtle px-4 py-3 text-sm text-fg-soft"
        data-testid="install-none"
      >
        {view.http.length
          ? `This composition talks to ${view.http.map((h) => h.base ?? h.slug).join(', ')} over http: there is no program to install. The user adds a connection instead.`
          : 'No cli ingredient: there is no program for the owner to install.'}
      </p>
    );
  return (
    <div className="space-y-6" data-testid="install-commands">
      <p className="text-xs leading-5 text-muted">
        Recued shows these commands to the server&apos;s owner and never runs them. Each shows only on systems where its
        manager runs; when the tested versions end at a major, the command asks for that major where the manager can.
      </p>
      {view.cli.map((ingredient) => (
        <IngredientInstall key={ingredient.pointer} ingredient={ingredient} />
      ))}
    </div>
  );
}

function IngredientInstall({ ingredient }: { ingredient: CliIngredientView }) {
  return (
    <section data-testid={`install-${ingredient.slug}`}>
      <header className="mb-2">
        <h3 className="text-sm font-semibold">
          <span className="font-mono">{ingredient.tool ?? ingredient.slug}</span>
          {ingredient.tool && ingredient.tool !== ingredient.slug && (
            <span className="ml-2 font-normal text-muted">ingredient {ingredient.slug}</span>
          )}
        </h3>
        <p className="text-xs text-muted">
          {ingredient.tested ? `Tested ${ingredient.tested}.` : 'No tested versions declared: no version is checked.'}
          {ingredient.outside &&
            ` Outside that range, or when the version cannot be read: ${ingredient.outside === 'refuse' ? 'the action is refused' : 'it runs, and its log says so'}.`}
        </p>
      </header>
      <div className="divide-y divide-line overflow-hidden rounded-xl border border-line">
        {SYSTEMS.map((system) => (
          <SystemBlock key={system} system={system} lines={ingredient.commands[system]} />
        ))}
      </div>
    </section>
  );
}

function SystemBlock({ system, lines }: { system: System; lines: InstallLine[] }) {
  const commands = lines.filter((l) => l.kind === 'command');
  return (
    <div className="bg-surface-raised px-4 py-3" data-testid={`install-system-${system}`}>
      <h4 className="mb-2 text-xs font-semibold tracking-wider text-muted uppercase">{SYSTEM_LABEL[system]}</h4>
      {commands.length === 0 && (
        <p className="mb-1 text-xs text-warn">
          No install command runs on {SYSTEM_LABEL[system]}; only a link is shown.
        </p>
      )}
      <ul className="space-y-1.5">
        {lines.map((line, i) =>
          line.kind === 'command' ? (
            <li key={i} className="flex items-center gap-2" data-testid="install-command" data-manager={line.manager}>
              <span className="flex min-w-0 flex-1 items-center gap-2 rounded-md bg-zinc-950 px-2.5 py-1.5 dark:bg-black/60">
                <code className="min-w-0 flex-1 overflow-x-auto font-mono text-xs whitespace-nowrap text-zinc-100">
                  <span className="text-zinc-500 select-none">$ </span>
                  {line.command}
                </code>
                {line.pinnedMajor !== undefined && (
                  <span
                    className="shrink-0 rounded bg-zinc-800 px-1.5 text-[10px] font-medium text-zinc-300"
                    title={`The tested versions end before major ${line.pinnedMajor + 1}, so the command asks for major ${line.pinnedMajor}`}
                  >
                    pins major {line.pinnedMajor}
                  </span>
                )}
              </span>
              <CopyButton text={line.command} />
            </li>
          ) : (
            <li key={i} className="text-xs" data-testid="install-docs">
              <span className="text-muted">Instructions: </span>
              <SafeLink href={line.url} className="font-medium break-all text-accent underline">
                {line.url}
              </SafeLink>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
