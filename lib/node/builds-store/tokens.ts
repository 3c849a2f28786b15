import { createHash, randomBytes } from 'node:crypto';

/** A project's upload token: 32 random bytes, prefixed so a leaked one is recognisable in logs and secret scanners. */
export function newToken(): string {
  return `pst_${randomBytes(32).toString('base64url')}`;
}

/**
 * What the store keeps of a token. A plain sha256 suffices: the token has 256 random bits, so there is no password to
 * guess by brute force, and a lookup by hash needs a deterministic one.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
