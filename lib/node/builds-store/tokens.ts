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

/**
 * What an approval is carried by: the uploader's hash of the pack's files together with the policy its report
 * records. The same files carry it on; so does nothing else: a report claiming those files with another policy (or a
 * newer checker seeing more in them) is not what the reviewer approved.
 */
export function reviewedFilesHash(filesHash: string, policy: unknown): string {
  return createHash('sha256')
    .update(`${filesHash}\0${JSON.stringify(policy ?? null)}`)
    .digest('hex');
}
