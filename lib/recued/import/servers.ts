import type { ApiServer } from './model';
import { CLI_WORDS, type OptionWords } from './option-words';

/**
 * The ingredient's base, origin-only (the document's ⚠), and the prefix every path_template starts with. The first
 * https server wins; its variables take their defaults. `--base` replaces the document's servers.
 */

export interface BaseChoice {
  /** `https://api.example.com`: scheme, host and port, nothing else. */
  origin: string;
  /** `/v3`, or '' : moved from the server URL into every path_template. */
  prefix: string;
  decisions: string[];
}

export type BaseOutcome = ({ ok: true } & BaseChoice) | { ok: false; error: string };

/** A server URL with its `{variables}` replaced by their defaults (else their first enum value). */
export function expandServer(server: ApiServer): { url: string; unresolved: string[] } {
  const unresolved: string[] = [];
  const url = server.url.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const v = server.variables[name];
    const value = v?.default ?? v?.enum?.[0];
    if (value === undefined) {
      unresolved.push(name);
      return whole;
    }
    return value;
  });
  return { url, unresolved };
}

function split(url: URL): { origin: string; prefix: string } {
  return { origin: url.origin, prefix: url.pathname.replace(/\/+$/, '') };
}

function parseAbsolute(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

export function chooseBase(servers: readonly ApiServer[], base?: string, said: OptionWords = CLI_WORDS): BaseOutcome {
  const expanded = servers.map((s) => ({ server: s, ...expandServer(s) }));
  if (base !== undefined) {
    const given = parseAbsolute(base.trim());
    if (!given || given.search || given.hash || given.username || given.password)
      return {
        ok: false,
        error: `${said.base} ${JSON.stringify(base)} is not an http(s) URL with only a host and an optional path prefix`,
      };
    const own = split(given);
    // A relative server (`/api/v3`) keeps its path under the given origin when --base names none.
    const relative = expanded.find((s) => s.url.startsWith('/'));
    const prefix = own.prefix || (relative ? relative.url.replace(/\/+$/, '') : absolutePrefix(expanded));
    return {
      ok: true,
      origin: own.origin,
      prefix,
      decisions: [
        `base ${own.origin} from ${said.base}${prefix ? `; every path_template starts with "${prefix}"` : ''}` +
          (servers.length ? ` (the document's servers: ${servers.map((s) => s.url).join(', ')})` : ''),
      ],
    };
  }
  const https = expanded.find((s) => s.unresolved.length === 0 && parseAbsolute(s.url)?.protocol === 'https:');
  if (!https) {
    const listed = servers.length ? servers.map((s) => s.url).join(', ') : 'none';
    const why = !servers.length
      ? 'the document names no server'
      : expanded.some((s) => parseAbsolute(s.url)?.protocol === 'http:')
        ? 'the document names only http servers'
        : 'the document names no https server (only relative or unresolved ones)';
    return { ok: false, error: `${why} (servers: ${listed}); ${said.giveBase}` };
  }
  const { origin, prefix } = split(new URL(https.url));
  const decisions = [
    `base ${origin} (origin-only) from the server ${https.server.url}` +
      (prefix ? `; its prefix "${prefix}" starts every path_template` : ''),
  ];
  const vars = Object.keys(https.server.variables);
  if (vars.length)
    decisions.push(
      `server variables take their defaults: ${vars.map((v) => `${v}=${https.server.variables[v].default ?? https.server.variables[v].enum?.[0]}`).join(', ')}`,
    );
  const others = servers.filter((s) => s !== https.server).map((s) => s.url);
  if (others.length) decisions.push(`other servers not used: ${others.join(', ')}`);
  return { ok: true, origin, prefix, decisions };
}

/** The path of the first absolute server, for a --base that gives only an origin. */
function absolutePrefix(expanded: { url: string }[]): string {
  for (const s of expanded) {
    const url = parseAbsolute(s.url);
    if (url) return split(url).prefix;
  }
  return '';
}
