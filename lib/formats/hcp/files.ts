import type { SuppressionsFile } from '../../core/suppressions-file';

/**
 * The files of an HCP pack, in the order the studio shows them: the one list every part of the studio reads.
 * Plain data, so client code and the engines may use it without pulling in the format's registry entry.
 */
export const HCP_FILES = ['surface.json', 'policy.json', 'HARNESS.md', 'hcp.eval.json'] as const;
export type HcpFile = (typeof HCP_FILES)[number];

/** What an HCP pack folder holds that the studio reads: the four files and packstudio.json. */
export type HcpPackFile = HcpFile | SuppressionsFile;

export function isHcpFile(name: unknown): name is HcpFile {
  return typeof name === 'string' && (HCP_FILES as readonly string[]).includes(name);
}
