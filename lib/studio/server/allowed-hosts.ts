/**
 * Which `Host` names the studio answers. A page on a DNS-rebinding domain reaches 127.0.0.1 with its own name in
 * Host (and a matching Origin, so Next's Origin check passes): refusing every name the studio does not serve is
 * what stops it. Loopback names always pass; `HOST` and `STUDIO_ALLOWED_HOSTS` add more. Pure: the server
 * (lib/node/serve.mjs), the proxy and the action guard all ask this one function.
 */

export interface HostPolicy {
  /** Exact names, lower case, IPv6 without brackets. */
  names: ReadonlySet<string>;
  /** From entries written `.example.com`: that name and every name under it. */
  suffixes: readonly string[];
}

export type HostVerdict = { allowed: true; name: string } | { allowed: false; reason: string };

export interface HostEnv {
  [name: string]: string | undefined;
  HOST?: string;
  STUDIO_ALLOWED_HOSTS?: string;
}

/** HTTP status for a refused Host: "misdirected request", the server is not the one for that name. */
export const REFUSED_HOST_STATUS = 421;

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];

/** The name part of a Host header or list entry (`name`, `name:port`, `[v6]`, `[v6]:port`), or null when malformed. */
export function hostName(value: string): string | null {
  const text = value.trim().toLowerCase();
  if (text.startsWith('[')) {
    const end = text.indexOf(']');
    if (end < 0) return null;
    const rest = text.slice(end + 1);
    if (rest && !/^:\d{1,5}$/.test(rest)) return null;
    const v6 = text.slice(1, end);
    return /^[0-9a-f:.]+$/.test(v6) && v6.includes(':') ? v6 : null;
  }
  const colon = text.indexOf(':');
  const name = colon < 0 ? text : text.slice(0, colon);
  if (colon >= 0 && !/^\d{1,5}$/.test(text.slice(colon + 1))) return null;
  return /^[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?$/.test(name) && !name.includes('..') ? name : null;
}

/** 127.0.0.0/8 written as four decimal numbers: every one of them is this machine. */
function isLoopbackV4(name: string): boolean {
  const parts = name.split('.');
  return parts.length === 4 && parts[0] === '127' && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
}

/** The policy for an environment, and the STUDIO_ALLOWED_HOSTS entries it could not read (the server refuses to start on those). */
export function hostPolicy(env: HostEnv): { policy: HostPolicy; invalid: string[] } {
  const names = new Set(LOOPBACK_NAMES);
  const suffixes: string[] = [];
  const invalid: string[] = [];
  // HOST is an address to listen on, so an IPv6 one comes without brackets.
  const listen = env.HOST?.trim();
  if (listen) {
    const name = listen.includes(':') && !listen.startsWith('[') ? hostName(`[${listen}]`) : hostName(listen);
    if (name) names.add(name);
  }
  for (const raw of (env.STUDIO_ALLOWED_HOSTS ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const wildcard = entry.startsWith('.');
    const name = hostName(wildcard ? entry.slice(1) : entry);
    if (!name) invalid.push(entry);
    else if (wildcard) suffixes.push(name);
    else names.add(name);
  }
  return { policy: { names, suffixes }, invalid };
}

/** Whether a request with this Host header is answered; a refusal carries the one line the client is sent. */
export function checkHost(header: string | null | undefined, policy: HostPolicy): HostVerdict {
  if (!header) return { allowed: false, reason: 'Pack Studio refused this request: it has no Host header.' };
  const name = hostName(header);
  if (
    name &&
    (policy.names.has(name) || isLoopbackV4(name) || policy.suffixes.some((s) => name === s || name.endsWith(`.${s}`)))
  )
    return { allowed: true, name };
  const shown = JSON.stringify(header.slice(0, 100));
  return {
    allowed: false,
    reason: `Pack Studio refused host ${shown}: it answers only to ${describePolicy(policy)} (DNS-rebinding protection; add a name with STUDIO_ALLOWED_HOSTS).`,
  };
}

function describePolicy(policy: HostPolicy): string {
  const names = [...policy.names].map((n) => (n.includes(':') ? `[${n}]` : n));
  return [...names, ...policy.suffixes.map((s) => `*.${s}`)].join(', ');
}

/** The verdict for a request under the current process environment. */
export function checkRequestHost(header: string | null | undefined, env: HostEnv = process.env): HostVerdict {
  return checkHost(header, hostPolicy(env).policy);
}
