import type { HcpPackFile } from '../formats/hcp/files';
import { JsonSource } from '../json/source';
import { parseSkill, type SkillDoc } from '../markdown/skill';
import { buildModel, type PackModel } from './model';

export type PackTexts = Partial<Record<HcpPackFile, string>>;

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
  /**
   * What the probe layer read of the CLI's help, by subcommand path ('' for the bin's own `--help`); absent in a
   * static check. The rules that suggest a flag (P004) suggest only one a help or the pack's own files name.
   */
  help?: ReadonlyMap<string, string>;
  /**
   * The options the Fig spec of each command's CLI names, by the command line they belong to (`npm init`, `npm` for
   * the bin's own), for the confirm-gated writes; absent where specs are not loaded (the browser's live check: they
   * load on the server, lib/node/wrap/confirm-spec-flags.ts). P004 suggests a flag one of them names.
   */
  specFlags?: ReadonlyMap<string, readonly string[]>;
}

export function loadPackFromTexts(texts: PackTexts, dir?: string): LoadedPack {
  const surface = jsonSource(texts, 'surface.json');
  const policy = jsonSource(texts, 'policy.json');
  const evalFile = jsonSource(texts, 'hcp.eval.json');
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

function jsonSource(texts: PackTexts, name: HcpPackFile): JsonSource | null {
  const text = texts[name];
  return text === undefined ? null : new JsonSource(text);
}

/** The id reports use: the manifest id, else the folder name. */
export function packId(pack: LoadedPack): string {
  return pack.model.id ?? pack.dir ?? 'unknown';
}
