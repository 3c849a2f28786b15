/**
 * The allow-list of bare CLI names a pack may run from PATH, as the runtime reads it (lib/node/runtime/sandbox.ts)
 * and as a host configuration hands it to `packstudio mcp` (lib/mcp/host-configs.ts): `PACKSTUDIO_ALLOWLIST=gh,git`.
 */
export const ALLOWLIST_ENV = 'PACKSTUDIO_ALLOWLIST';

/** A bare name (no slash) is a CLI on PATH; anything else is a path inside the pack. */
export const isBareName = (bin: string) => !bin.includes('/') && !bin.includes('\\');

/**
 * A bare name the allow-list can hold alone: no separator the runtime splits the list on (space, comma), so naming
 * it allows that CLI and nothing else.
 */
export const allowListable = (bin: string) => bin.length > 0 && isBareName(bin) && !/[\s,]/.test(bin);
