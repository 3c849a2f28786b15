import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PackTexts } from '../hcp/load';
import { generatePack } from './generate';

/**
 * A registry-sized set of packs on disk, as a monorepo or a pack registry holds them: `vendor-NN/pack-NNNNN/`,
 * mostly small HCP packs (3 to 14 commands), one in 50 with 100 to 159 commands, one in 40 a Recued composition
 * (packs/acme-tasks under another slug), and one in 250 broken in one of four ways.
 */
export interface RegistryMix {
  small: number;
  large: number;
  recued: number;
  broken: number;
}

const BROKEN: readonly ((texts: PackTexts) => PackTexts)[] = [
  // A manifest cut short mid-write.
  (t) => ({ ...t, 'surface.json': t['surface.json']!.slice(0, Math.floor(t['surface.json']!.length / 2)) }),
  // No policy.json at all.
  ({ 'policy.json': _, ...rest }) => rest,
  // A risk the policy shape does not know.
  (t) => ({ ...t, 'policy.json': t['policy.json']!.replace('"risk": "read"', '"risk": "danger"') }),
  // A Skill without its hot-path table.
  (t) => ({ ...t, 'HARNESS.md': t['HARNESS.md']!.replace(/## Hot path[\s\S]*?\n\n(?=```)/, '') }),
];

const acmeTasks = fileURLToPath(new URL('../../packs/acme-tasks/pack.json', import.meta.url));

/** Writes `count` packs under `dir` and says how many of each kind it wrote. */
export async function writeRegistry(dir: string, count: number): Promise<RegistryMix> {
  const mix: RegistryMix = { small: 0, large: 0, recued: 0, broken: 0 };
  const composition = await readFile(acmeTasks, 'utf8');
  const write = async (i: number) => {
    const folder = join(dir, `vendor-${String(i % 100).padStart(2, '0')}`, `pack-${String(i).padStart(5, '0')}`);
    await mkdir(folder, { recursive: true });
    const id = `pack-${i}`;
    let files: Record<string, string>;
    if (i % 40 === 39) {
      mix.recued++;
      files = { 'pack.json': composition.replace('"slug": "acme-tasks"', `"slug": "${id}"`) };
    } else if (i % 250 === 125) {
      mix.broken++;
      files = BROKEN[((i / 250) % BROKEN.length) | 0]!(generatePack(3 + (i % 12), 0, id)) as Record<string, string>;
    } else if (i % 50 === 0) {
      mix.large++;
      files = generatePack(100 + (i % 60), 0, id) as Record<string, string>;
    } else {
      mix.small++;
      files = generatePack(3 + (i % 12), 0, id) as Record<string, string>;
    }
    await Promise.all(Object.entries(files).map(([name, text]) => writeFile(join(folder, name), text)));
  };
  // A few dozen packs at a time: the disk stays busy without a file handle per pack open at once.
  for (let from = 0; from < count; from += 64)
    await Promise.all(Array.from({ length: Math.min(64, count - from) }, (_, k) => write(from + k)));
  return mix;
}
