import type { TextEdit } from '../core/finding';
import { renameKeyAt, setAt, type JsonDoc } from '../json/edit-at';
import { pointer } from '../json/pointer';
import { confirmFamilyOf } from './command-names';
import type { LoadedPack } from './load';
import { policyRow } from './model';

/** The JSON files of an HCP pack that quick fixes edit. */
export type HcpJsonFile = 'surface.json' | 'policy.json' | 'hcp.eval.json';

/**
 * One of the pack's JSON files as the edit layer (lib/json/edit-at.ts) reads it, for edits addressed by pointer;
 * undefined while it is missing or does not parse (nothing to edit then, so the edit functions give none).
 */
export function jsonDoc(pack: LoadedPack, file: HcpJsonFile): JsonDoc | undefined {
  const source = file === 'surface.json' ? pack.surface : file === 'policy.json' ? pack.policy : pack.evalFile;
  return source?.ok ? { file, text: source.text, root: source.value } : undefined;
}

export { appendAt, removeAt, renameKeyAt, setAt } from '../json/edit-at';
export { offer } from '../core/offer';

/**
 * Renaming a command everywhere it is named, as one set of edits: its surface.json key, its policy.json row,
 * `` `name` `` in HARNESS.md (the hot-path table and prose alike) and every hcp.eval.json case's "verb".
 */
export function renameCommandEdits(pack: LoadedPack, from: string, to: string): TextEdit[] {
  const edits = [...renameKeyAt(jsonDoc(pack, 'surface.json'), pointer('verbs', from), to)];
  if (pack.model.policy?.verbs.some((r) => r.key === from))
    edits.push(...renameKeyAt(jsonDoc(pack, 'policy.json'), pointer('verbs', from), to));
  const skill = pack.texts['HARNESS.md'];
  if (skill !== undefined) {
    const quoted = `\`${from}\``;
    for (let at = skill.indexOf(quoted); at >= 0; at = skill.indexOf(quoted, at + quoted.length))
      edits.push({ file: 'HARNESS.md', offset: at + 1, length: from.length, newText: to });
  }
  for (const c of pack.model.evalCases ?? [])
    if (c.verb === from) edits.push(...setAt(jsonDoc(pack, 'hcp.eval.json'), pointer('cases', c.index, 'verb'), to));
  return edits;
}

/** The policy row a write-named command calls for (suggestedWriteRow): "risk": "write", and, when `gate`, the confirm its family needs. */
export function writeRowEdits(pack: LoadedPack, key: string, gate: boolean): TextEdit[] {
  const family = confirmFamilyOf(key)?.family;
  const confirm = !gate || !family ? undefined : family === 'pay' ? 'always' : true;
  const row = policyRow(pack.model, key);
  const policy = jsonDoc(pack, 'policy.json');
  return [
    ...(row?.risk === 'write' ? [] : setAt(policy, pointer('verbs', key, 'risk'), 'write')),
    ...(confirm === undefined || row?.confirm !== undefined
      ? []
      : setAt(policy, pointer('verbs', key, 'confirm'), confirm)),
  ];
}
