import { findSection, skillLine, type Section, type SkillDoc } from '../markdown/skill';
import type { PackModel } from './model';

/** Shared reading of HARNESS.md for the Skill rules: the pack's display name, where a line sits, how long the file is. */
export function skillName(model: PackModel): string | undefined {
  return model.name ?? model.id;
}

/** The title the Skill should carry: `# HCP — Ledger`. */
export function expectedTitle(model: PackModel): string {
  return `# HCP — ${skillName(model) ?? '<Name>'}`;
}

/** The text of the last heading at or above a line, or `` before the first heading: the pointer of a body line. */
export function headingAbove(doc: SkillDoc, line: number): string {
  let text = '';
  for (const h of doc.headings) if (h.line <= line) text = h.text;
  return text;
}

/** Lines of the file, not counting the empty string after a final newline. */
export function lineCount(doc: SkillDoc): number {
  const n = doc.lineTotal;
  return n > 0 && skillLine(doc, n) === '' ? n - 1 : n;
}

/** Characters as a reader counts them (code points, so an em dash is one). */
export function charCount(text: string): number {
  let n = 0;
  for (const _codePoint of text) n++; // the string iterator walks code points, without spreading them into an array
  return n;
}

/** The `Anti-patterns` section (S007, S008); "Anti patterns" and "Antipatterns" count too. */
export function antiPatternsSection(doc: SkillDoc): Section | undefined {
  return findSection(doc, /^anti[-\s]?patterns?$/i);
}

/** Top-level bullets only: an indented sub-bullet belongs to the bullet above it. */
export function topLevelBullets(doc: SkillDoc, section: Section): Section['bullets'] {
  return section.bullets.filter((b) => /^\s?[-*+]\s/.test(skillLine(doc, b.line) ?? ''));
}
