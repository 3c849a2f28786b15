import { JsonSource } from '../../../json/source';
import type { PackTool } from '../../../mcp/tools';
import type { ServedPack } from '../../../node/mcp/served-pack';
import type { PackRunner } from '../../../node/runtime/runner';

/**
 * The tiny format's commands, run by the shared runtime (lib/node/runtime) and served by the shared MCP face
 * (lib/node/mcp) through its server part's own hooks: tiny.json's `bin` (a program in the pack) and `commands` (each
 * an argv template of words and `{{name}}` placeholders). Every command is a read, and its store is TINY_HOME. It is
 * here to show that a second format runs and is served from its folder alone.
 */

export const TINY_HOME_VARIABLE = 'TINY_HOME';

interface TinyPackText {
  id: string;
  text: string | undefined;
}

interface TinyCommands {
  bin?: string;
  commands: Record<string, string[]>;
}

function commandsOf(text: string | undefined): TinyCommands {
  const source = new JsonSource(text ?? '{}');
  const root = (source.ok ? source.value : null) as { bin?: unknown; commands?: unknown } | null;
  const commands: Record<string, string[]> = {};
  if (root?.commands && typeof root.commands === 'object')
    for (const [verb, words] of Object.entries(root.commands))
      if (Array.isArray(words) && words.every((w) => typeof w === 'string')) commands[verb] = words;
  return { bin: typeof root?.bin === 'string' ? root.bin : undefined, commands };
}

const placeholders = (words: readonly string[]) =>
  [...new Set(words.flatMap((w) => [...w.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1])))].sort();

export function tinyRunner(pack: TinyPackText): PackRunner {
  const { bin, commands } = commandsOf(pack.text);
  const template = (verb: string) => (Object.hasOwn(commands, verb) ? commands[verb] : undefined);
  return {
    id: pack.id,
    bin,
    displayBin: 'tiny',
    homeVariables: [TINY_HOME_VARIABLE],
    has: (verb) => template(verb) !== undefined,
    prepare: (verb, args, gate) => {
      const words = template(verb);
      if (!words) return { ok: false, code: 'unknown_verb', error: `tiny: no command "${verb}" in ${pack.id}` };
      if (!gate.grants.includes('verb.exec.read'))
        return { ok: false, code: 'denied', error: `tiny: ${verb} needs the read grant` };
      const missing = placeholders(words).filter((name) => typeof args[name] !== 'string');
      if (missing.length)
        return { ok: false, code: 'invalid_args', error: `tiny: ${verb} needs ${missing.join(', ')}` };
      return {
        ok: true,
        argv: ['tiny', ...words.map((w) => w.replace(/\{\{(\w+)\}\}/g, (_, n) => args[n] as string))],
      };
    },
  };
}

/** The pack as the shared MCP face serves it: each command a read tool, with a line of instructions. */
export async function tinyServedPack(pack: TinyPackText): Promise<ServedPack> {
  const { commands } = commandsOf(pack.text);
  const tools: PackTool[] = Object.entries(commands).map(([key, words]) => ({
    key,
    risk: 'read',
    grant: 'verb.exec.read',
    gate: { mode: 'none', label: 'runs at once', detail: 'every tiny command is a read' },
    tool: {
      name: key,
      annotations: { readOnlyHint: true },
      inputSchema: {
        type: 'object',
        properties: Object.fromEntries(placeholders(words).map((n) => [n, { type: 'string' }])),
        required: placeholders(words),
      },
    },
  }));
  return {
    runner: tinyRunner(pack),
    title: `Tiny ${pack.id}`,
    listing: { tools, skipped: [], notes: [] },
    instructions: {
      text: `Tiny pack ${pack.id}: call ${Object.keys(commands).join(', ')}.`,
      uri: `tiny://${encodeURIComponent(pack.id)}/guide`,
      title: `Tiny ${pack.id} guide`,
      description: 'What the tiny pack offers.',
    },
    consentArguments: [],
    runsUnasked: () => false,
    confirmMessage: (verb) => `Run ${verb}?`,
  };
}
