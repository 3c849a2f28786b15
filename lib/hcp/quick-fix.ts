import type { TextEdit } from '../core/finding';
import { removeJsonValue, renameJsonKey, setJsonValue, type Splice } from '../json/edit';
import { confirmFamilyOf } from './command-names';
import type { LoadedPack } from './load';
import { policyRow } from './model';

/** The JSON files of an HCP pack that quick fixes edit. */
export type HcpJsonFile = 'surface.json' | 'policy.json' | 'hcp.eval.json';
type Path = (string | number)[];

/** The parsed text of a pack's JSON file, or undefined when it is missing or does not parse (nothing to edit then). */
function jsonText(pack: LoadedPack, file: HcpJsonFile): string | undefined {
  const source = file === 'surface.json' ? pack.surface : file === 'policy.json' ? pack.policy : pack.evalFile;
  return source?.ok ? source.text : undefined;
}

function inFile(file: TextEdit['file'], splices: Splice[]): TextEdit[] {
  return splices.map((s) => ({ file, ...s }));
}

/** Edits setting `path` to `value` in one of the pack's JSON files, its formatting kept. */
export function setIn(pack: LoadedPack, file: HcpJsonFile, path: Path, value: unknown): TextEdit[] {
  const text = jsonText(pack, file);
  return text === undefined ? [] : inFile(file, setJsonValue(text, path, value));
}

export function removeIn(pack: LoadedPack, file: HcpJsonFile, path: Path): TextEdit[] {
  const text = jsonText(pack, file);
  return text === undefined ? [] : inFile(file, removeJsonValue(text, path));
}

export function renameKeyIn(pack: LoadedPack, file: HcpJsonFile, path: Path, newKey: string): TextEdit[] {
  const text = jsonText(pack, file);
  return text === undefined ? [] : inFile(file, renameJsonKey(text, path, newKey));
}

export { offer } from '../core/offer';

/**
 * Renaming a command everywhere it is named, as one set of edits: its surface.json key, its policy.json row,
 * `` `name` `` in HARNESS.md (the hot-path table and prose alike) and every hcp.eval.json case's "verb".
 */
export function renameCommandEdits(pack: LoadedPack, from: string, to: string): TextEdit[] {
  const edits = [...renameKeyIn(pack, 'surface.json', ['verbs', from], to)];
  if (pack.model.policy?.verbs.some((r) => r.key === from))
    edits.push(...renameKeyIn(pack, 'policy.json', ['verbs', from], to));
  const skill = pack.texts['HARNESS.md'];
  if (skill !== undefined) {
    const quoted = `\`${from}\``;
    for (let at = skill.indexOf(quoted); at >= 0; at = skill.indexOf(quoted, at + quoted.length))
      edits.push({ file: 'HARNESS.md', offset: at + 1, length: from.length, newText: to });
  }
  for (const c of pack.model.evalCases ?? [])
    if (c.verb === from) edits.push(...setIn(pack, 'hcp.eval.json', ['cases', c.index, 'verb'], to));
  return edits;
}

/** The policy row a write-named command calls for (suggestedWriteRow): "risk": "write", and, when `gate`, the confirm its family needs. */
export function writeRowEdits(pack: LoadedPack, key: string, gate: boolean): TextEdit[] {
  const family = confirmFamilyOf(key)?.family;
  const confirm = !gate || !family ? undefined : family === 'pay' ? 'always' : true;
  const row = policyRow(pack.model, key);
  return [
    ...(row?.risk === 'write' ? [] : setIn(pack, 'policy.json', ['verbs', key, 'risk'], 'write')),
    ...(confirm === undefined || row?.confirm !== undefined
      ? []
      : setIn(pack, 'policy.json', ['verbs', key, 'confirm'], confirm)),
  ];
}
