/**
 * Framework introspection: what a CLI's own completion machinery says its commands are, read instead of one help
 * page per name. Only where the framework answers in its own unmistakable form; anything else is no answer, and
 * wrap goes on reading help pages as before. Pure: text in, data out (lib/node/wrap/collect.ts runs the argv).
 */

/** A framework wrap can ask, and the argv that asks it for the commands under `path`. */
export interface Introspection {
  framework: 'cobra';
  argv: (path: readonly string[]) => string[];
}

/**
 * Cobra's hidden `__complete` command (every cobra CLI since 1.2: kubectl, docker, gh, helm, kpt): `X __complete
 * group ''` prints one `name<TAB>description` line per subcommand, then its directive `:N`. It runs the completion
 * of the words given, nothing else: asked only for the top and for groups, never for a leaf whose argument
 * completion might call out (kubectl's resources).
 */
export const COBRA: Introspection = {
  framework: 'cobra',
  argv: (path) => ['__complete', ...path, ''],
};

/** The introspection a top help page invites: cobra's, for a page in cobra's layout. */
export function introspectionFor(layout: string): Introspection | null {
  return layout === 'cobra' ? COBRA : null;
}

export interface Completed {
  name: string;
  description?: string;
}

/**
 * The names of a cobra completion: null unless the output ends with cobra's directive line (`:4`), so a CLI that
 * does not know `__complete` (its usage, an error, a command run on the word) is never taken for one that does.
 * Flags, file paths and anything that is not a command word are left out.
 */
export function parseCobraCompletion(stdout: string): Completed[] | null {
  const lines = stdout.split('\n').map((l) => l.replace(/\r$/, ''));
  while (lines.length && !lines[lines.length - 1].trim()) lines.pop();
  if (!lines.length || !/^:\d+$/.test(lines[lines.length - 1].trim())) return null;
  const out: Completed[] = [];
  for (const line of lines.slice(0, -1)) {
    const [name, ...rest] = line.split('\t');
    if (!/^[a-z][\w.:-]*$/i.test(name)) continue;
    const description = rest.join(' ').trim();
    out.push({ name, ...(description ? { description } : {}) });
  }
  return out;
}
