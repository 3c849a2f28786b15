/**
 * The files of an HCP pack, in the order the studio shows them: the one list every part of the studio reads.
 * Plain data with no imports, so client code and lib/core may use it without pulling in the engine.
 */
export const HCP_FILES = ['surface.json', 'policy.json', 'HARNESS.md', 'hcp.eval.json'] as const;
export type HcpFile = (typeof HCP_FILES)[number];

export function isHcpFile(name: unknown): name is HcpFile {
  return typeof name === 'string' && (HCP_FILES as readonly string[]).includes(name);
}
