import { findNodeAtOffset, getNodePath, parseTree } from 'jsonc-parser';
import { quote } from '../core/guards';
import type { Finding, TextEdit } from '../core/finding';

import { parsePointer } from '../json/pointer';
import type { NameAt, Refusable, RenameOffer, RenameSupport } from '../studio/rename-support';
import { loadPackFromTexts, type LoadedPack, type PackTexts } from './load';
import { renameCommandEdits } from './quick-fix';
import { nameProblem, suggestName } from './rules/manifest/m002-command-names';

const refuse = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

/**
 * The command named at `offset` of `file`, where a rename can start: a key of surface.json's or policy.json's
 * "verbs", an hcp.eval.json case's "verb", or a `` `name` `` in HARNESS.md (the hot-path table or prose). The name must
 * be a command of surface.json, because a rename renames a command, not a stray row.
 */
export function commandNameAt(pack: LoadedPack, file: string, offset: number): Refusable<NameAt> {
  const text = pack.texts[file as keyof PackTexts];
  if (text === undefined) return refuse(`${file} is not part of this pack.`);
  const found = file === 'HARNESS.md' ? backtickedAt(text, offset) : jsonNameAt(file, text, offset);
  if (!found) return refuse(notHere(file));
  if (!pack.model.commands.some((c) => c.key === found.name))
    return refuse(`${quote(found.name)} is not a command of surface.json "verbs", so there is nothing to rename.`);
  return { ok: true, ...found };
}

function notHere(file: string): string {
  if (file === 'HARNESS.md') return 'Rename works on a command written in backticks, like `status`.';
  if (file === 'hcp.eval.json') return 'Rename works on a case\'s "verb" here.';
  return 'Rename works on a command\'s key under "verbs".';
}

function jsonNameAt(file: string, text: string, offset: number): NameAt | undefined {
  const root = parseTree(text);
  // At the closing quote Monaco's cursor sits just past the node: look one character back too.
  const node =
    (root && findNodeAtOffset(root, offset, true)) ||
    (root && offset > 0 ? findNodeAtOffset(root, offset - 1, true) : undefined);
  if (!node || node.type !== 'string' || typeof node.value !== 'string') return undefined;
  const path = getNodePath(node);
  const isKey = node.parent?.type === 'property' && node.parent.children?.[0] === node;
  const matches =
    file === 'hcp.eval.json'
      ? !isKey && path.length === 3 && path[0] === 'cases' && typeof path[1] === 'number' && path[2] === 'verb'
      : (file === 'surface.json' || file === 'policy.json') && isKey && path.length === 2 && path[0] === 'verbs';
  return matches ? { name: node.value, offset: node.offset + 1, length: node.length - 2 } : undefined;
}

function backtickedAt(text: string, offset: number): NameAt | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = text.indexOf('\n', offset);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  for (const m of line.matchAll(/`([^`]+)`/g)) {
    const start = lineStart + m.index! + 1;
    if (offset >= start - 1 && offset <= start + m[1].length + 1)
      return { name: m[1], offset: start, length: m[1].length };
  }
  return undefined;
}

/** Why `from` cannot become `to` (the naming rules M002 checks, a name already taken), or undefined when it can. */
export function renameProblem(pack: LoadedPack, from: string, to: string): string | undefined {
  const problem = nameProblem(to);
  if (problem)
    return `${quote(to)} ${problem}; command names are lower case with dot-separated families, like "setup.status".`;
  if (to === from) return undefined;
  if (pack.model.commands.some((c) => c.key === to))
    return `${quote(to)} is already a command: renaming ${quote(from)} onto it would merge two commands. Choose another name.`;
  if (pack.model.policy?.verbs.some((r) => r.key === to))
    return `policy.json already has a row ${quote(to)}: remove or rename that row first.`;
  return undefined;
}

/** The edits renaming command `from` to `to` in all four files, or why the rename is refused. */
export function planRename(pack: LoadedPack, from: string, to: string): Refusable<{ edits: TextEdit[] }> {
  if (!pack.model.commands.some((c) => c.key === from))
    return refuse(`${quote(from)} is not a command of surface.json "verbs".`);
  const problem = renameProblem(pack, from, to);
  if (problem) return refuse(problem);
  return { ok: true, edits: to === from ? [] : renameCommandEdits(pack, from, to) };
}

/** An HCP studio's renaming: commands, over the editor's texts of all four files. */
export const hcpRename: RenameSupport = {
  at: (texts, file, offset) => commandNameAt(loadPackFromTexts(texts), file, offset),
  problem: (texts, from, to) => renameProblem(loadPackFromTexts(texts), from, to),
  plan: (texts, from, to) => planRename(loadPackFromTexts(texts), from, to),
  offerOf: (finding) => renameOfferOf(finding),
};

/**
 * The "Rename…" a finding offers: M002's badly named command, with the name the prompt starts from
 * (M002's suggestion, else the name lower-cased). undefined for every other finding.
 */
export function renameOfferOf(finding: Pick<Finding, 'id' | 'file' | 'pointer'>): RenameOffer | undefined {
  if (finding.id !== 'M002' || finding.file !== 'surface.json') return undefined;
  const segments = parsePointer(finding.pointer);
  if (segments.length !== 2 || segments[0] !== 'verbs') return undefined;
  const from = segments[1];
  return { from, prefill: suggestName(from) ?? from.toLowerCase() };
}
