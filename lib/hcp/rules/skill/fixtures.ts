import type { PackTexts } from '../../load';
import { parseSkill } from '../../../markdown/skill';
import { editText } from '../testing';

/** Test fixtures for the Skill rules: edits to HARNESS.md that find their place by content, not by line number. */
export function skillText(texts: PackTexts): string {
  return texts['HARNESS.md'] ?? '';
}

/** 1-based line of the first line containing `needle`. */
export function lineOf(texts: PackTexts, needle: string): number {
  const at = skillText(texts)
    .split('\n')
    .findIndex((l) => l.includes(needle));
  if (at < 0) throw new Error(`fixture: ${JSON.stringify(needle)} not in HARNESS.md`);
  return at + 1;
}

/** HARNESS.md with its lead paragraph replaced (an empty string removes it). */
export function withLead(texts: PackTexts, lead: string): PackTexts {
  return editText(texts, 'HARNESS.md', (text) => {
    const start = parseSkill(text).lead?.line;
    if (!start) throw new Error('fixture: HARNESS.md has no lead');
    const lines = text.split('\n');
    let end = start - 1;
    while (end < lines.length && lines[end].trim() !== '') end++;
    lines.splice(start - 1, end - start + 1, ...(lead ? [lead] : []));
    return lines.join('\n');
  });
}

/** HARNESS.md with one string replaced, failing loudly when the string is gone (the example pack changed). */
export function replaceIn(texts: PackTexts, from: string | RegExp, to: string): PackTexts {
  return editText(texts, 'HARNESS.md', (text) => {
    const next = text.replace(from, to);
    if (next === text) throw new Error(`fixture: ${String(from)} not in HARNESS.md`);
    return next;
  });
}
