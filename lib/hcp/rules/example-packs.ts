import { packTexts } from './testing';
import type { PackTexts } from '../load';

/** The real example packs a rule must stay silent on; a pack still being written (no surface.json yet) is left out. */
export const EXAMPLE_PACKS: { name: string; texts: PackTexts }[] = ['ledger', 'transit']
  .map((name) => ({ name, texts: packTexts(name) }))
  .filter((p) => p.texts['surface.json'] !== undefined);
