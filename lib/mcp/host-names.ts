import type { Tool } from '@modelcontextprotocol/sdk/types.js';

/**
 * Text a host reads (tool descriptions, the server's instructions) with each command key that the host knows by
 * another name (lib/mcp/tool-names.ts: `line.show` is the tool `line-show`) written as that name, so an agent told
 * to "call `line.show`" finds the tool. What counts as naming a command:
 * - an inline code span that holds exactly the key (`` `line.show` ``, `` `List` ``);
 * - outside code, a key with a character other than a letter, digit or `_` (`setup.status`), standing alone: not
 *   part of a longer name, path or host name (`docs.setup.status.io` stays). A key that reads as a word (`List`)
 *   is renamed only inside code, never in prose ("List every item").
 * Fenced code blocks are left as written: they hold command lines and payloads, whose words are the CLI's, not tools.
 */
export function hostNamedText(text: string, names: ReadonlyMap<string, string>): string {
  const renames = new Map([...names].filter(([key, name]) => key !== name && key !== ''));
  if (!renames.size || !text) return text;
  const prose = proseRenamer(renames);
  return splitFences(text)
    .map((part) => (part.fenced ? part.text : renameOutsideFences(part.text, renames, prose)))
    .join('');
}

/** The tool with its description and each argument's description in host names (the schema is otherwise as it was). */
export function hostNamedTool(tool: Tool, names: ReadonlyMap<string, string>): Tool {
  const rename = (text: string) => hostNamedText(text, names);
  const properties = tool.inputSchema.properties;
  return {
    ...tool,
    ...(tool.description !== undefined ? { description: rename(tool.description) } : {}),
    inputSchema: {
      ...tool.inputSchema,
      ...(properties
        ? {
            properties: Object.fromEntries(
              Object.entries(properties).map(([arg, schema]) => [arg, namedSchema(schema, rename)]),
            ),
          }
        : {}),
    },
  };
}

function namedSchema(schema: object, rename: (text: string) => string): object {
  const { description } = schema as { description?: unknown };
  return typeof description === 'string' ? { ...schema, description: rename(description) } : schema;
}

interface Part {
  text: string;
  fenced: boolean;
}

/** The text cut into fenced code blocks (CommonMark: three or more backticks or tildes, closed by a run as long) and the rest. */
function splitFences(text: string): Part[] {
  const parts: Part[] = [];
  let current: Part = { text: '', fenced: false };
  let fence: string | null = null;
  const push = (fenced: boolean) => {
    if (current.text) parts.push(current);
    current = { text: '', fenced };
  };
  for (const line of text.split(/(?<=\n)/)) {
    const bare = line.replace(/\r?\n$/, '');
    if (fence === null) {
      const open = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(bare);
      // A backtick fence's info string holds no backtick (else the line is inline code).
      if (open && !(open[1][0] === '`' && open[2].includes('`'))) {
        push(true);
        fence = open[1];
      }
      current.text += line;
    } else {
      current.text += line;
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(bare)?.[1];
      if (close && close[0] === fence[0] && close.length >= fence.length) {
        fence = null;
        push(false);
      }
    }
  }
  push(false);
  return parts;
}

/** Inline code spans (a run of backticks closed by a run of the same length) hold a key alone; the prose between them is renamed. */
function renameOutsideFences(text: string, renames: ReadonlyMap<string, string>, prose: (t: string) => string): string {
  let out = '';
  let at = 0;
  for (const span of text.matchAll(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g)) {
    out += prose(text.slice(at, span.index));
    const inner = span[2];
    const key = inner.trim();
    const name = renames.get(key);
    out += name === undefined ? span[0] : `${span[1]}${inner.replace(key, name)}${span[1]}`;
    at = span.index + span[0].length;
  }
  return out + prose(text.slice(at));
}

/** Renames the keys that cannot be an ordinary word where they stand alone in prose; longest first, so `a.b.c` wins over `a.b`. */
function proseRenamer(renames: ReadonlyMap<string, string>): (text: string) => string {
  const keys = [...renames.keys()].filter((key) => /[^\p{L}\p{N}_]/u.test(key)).sort((a, b) => b.length - a.length);
  if (!keys.length) return (text) => text;
  const escaped = keys.map((key) => key.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('|');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_./\\\\-])(?:${escaped})(?![\\p{L}\\p{N}_-]|[./][\\p{L}\\p{N}_])`, 'gu');
  return (text) => text.replace(pattern, (key) => renames.get(key) ?? key);
}
