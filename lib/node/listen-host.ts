import { BlockList, isIP } from 'node:net';

/**
 * What `HOST` the studio may listen on without STUDIO_TOKEN, and what to say when it cannot listen at all.
 * Used by lib/node/serve.mjs before anything else starts.
 */

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Whether `host` is this machine only: an IP address in 127.0.0.0/8 or ::1 (an IPv4-mapped one too), parsed as an
 * address, never matched as text (`127.example.invalid` is a name, and could resolve anywhere), or `localhost`.
 */
export function isLoopbackHost(host: string): boolean {
  if (host.toLowerCase() === 'localhost') return true;
  const family = isIP(host);
  return family !== 0 && LOOPBACK.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

/** One line for a listen that failed: what HOST or PORT was, why it failed, what to set instead. */
export function listenFailure(error: NodeJS.ErrnoException, host: string, port: number): string {
  const where = `HOST=${host} PORT=${port}`;
  switch (error.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
      return `Pack Studio: cannot listen on ${where}: "${host}" does not resolve to an address (${error.code}). Set HOST to an address of this machine (127.0.0.1, ::1, 0.0.0.0) or a name that resolves to one.`;
    case 'EADDRNOTAVAIL':
      return `Pack Studio: cannot listen on ${where}: ${host} is not an address of this machine (EADDRNOTAVAIL). Leave HOST unset for 127.0.0.1.`;
    case 'EADDRINUSE':
      return `Pack Studio: cannot listen on ${where}: the port is already in use (EADDRINUSE). Stop the other server or set PORT to another port (PORT=0 picks a free one).`;
    case 'EACCES':
      return `Pack Studio: cannot listen on ${where}: not allowed to use this port (EACCES). Use a port above 1023.`;
    default:
      return `Pack Studio: cannot listen on ${where}: ${error.message}`;
  }
}
