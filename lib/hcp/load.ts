import type { PackFileName } from '../core/finding';
import { JsonSource } from '../json/source';
import { parseSkill, type SkillDoc } from '../markdown/skill';
import { buildModel, type PackModel } from './model';

export type PackTexts = Partial<Record<PackFileName, string>>;

/** An HCP pack read from its file texts: the browser, server actions and the CLI all start here. */
export interface LoadedPack {
  /** The pack's folder name, when it has one. */
  dir?: string;
  texts: PackTexts;
  surface: JsonSource | null;
  policy: JsonSource | null;
  evalFile: JsonSource | null;
  skill: SkillDoc | null;
  model: PackModel;
}

export function loadPackFromTexts(texts: PackTexts, dir?: string): LoadedPack {
  const json = (name: PackFileName) => (texts[name] === undefined ? null : new JsonSource(texts[name]));
  const surface = json('surface.json');
  const policy = json('policy.json');
  const evalFile = json('hcp.eval.json');
  const skill = texts['HARNESS.md'] === undefined ? null : parseSkill(texts['HARNESS.md']);
  return {
    dir,
    texts,
    surface,
    policy,
    evalFile,
    skill,
    model: buildModel(surface?.value, policy?.value, evalFile?.value),
  };
}

/** The id reports use: the manifest id, else the folder name. */
export function packId(pack: LoadedPack): string {
  return pack.model.id ?? pack.dir ?? 'unknown';
}
