import { lineAt } from '../../../markdown/skill';
import { headingAbove } from '../../skill-lines';
import { createRule } from '../create';
import { ledgerExample } from '../example';

/** The example's Skill line, worded as a trigger. */
const TRIGGER_LINE = 'When a provider link goes bad, the pack announces `binding.degraded`;';
const TRIGGER_MENTION = 'When a provider link goes bad, the pack raises the trigger `binding.degraded`;';

/**
 * Words that promise pushed events: trigger, stimulus, stimuli, and Sense (capitalised, so "makes sense" does not
 * count). Sticky: it is tried only where a stem below places a word's start.
 */
const TRIGGER_WORD_AT = /\b(?:[Tt]riggers?|TRIGGERS?|[Ss]timulus|[Ss]timuli|Sense)\b/y;

/** The word of TRIGGER_WORD_AT that starts at `start`, else null. */
function triggerWordAt(text: string, start: number): string | null {
  if (start < 0) return null;
  TRIGGER_WORD_AT.lastIndex = start;
  return TRIGGER_WORD_AT.exec(text)?.[0] ?? null;
}

/** The first occurrence of `stem` that sits `offset` characters into a trigger word, before `before`; else null. */
function firstByStem(
  text: string,
  stem: string,
  offset: number,
  before: number,
): { index: number; word: string } | null {
  for (let at = text.indexOf(stem); at >= 0 && at - offset < before; at = text.indexOf(stem, at + 1)) {
    const word = triggerWordAt(text, at - offset);
    if (word) return { index: at - offset, word };
  }
  return null;
}

/**
 * A stem inside each trigger word, with how far into the word it sits: `Sense` itself, `IGGER` two into TRIGGER(S),
 * `gge` three into trigger(s) and Trigger(s), `ul` four into stimulus, stimuli and their capitals. Each stem starts
 * with a letter rare in English prose (S, I, g, u), because `indexOf` stops at every occurrence of a pattern's first
 * letter: a stem starting with `i` or `t` would stop several times a line of a large Skill.
 */
const STEMS: readonly (readonly [stem: string, offset: number])[] = [
  ['Sense', 0],
  ['IGGER', 2],
  ['gge', 3],
  ['ul', 4],
];

/**
 * The first trigger word in the text and where it starts, else null. A word is tried (sticky) only where a stem places
 * its start, and each search stops at the best word found so far, so a 1 MB Skill is read by four `indexOf` searches
 * instead of the word pattern walking it (a stem inside another word, `logger` or `would`, costs one sticky try).
 */
export function firstTriggerWord(text: string): { index: number; word: string } | null {
  let best: { index: number; word: string } | null = null;
  for (const [stem, offset] of STEMS) {
    const found = firstByStem(text, stem, offset, best ? best.index : Infinity);
    if (found) best = found;
  }
  return best;
}

export const s011TriggersDeclared = createRule({
  id: 'S011',
  category: 'skill',
  severity: 'info',
  docs: {
    title: 'Triggers are mentioned only when declared',
    why: 'A Skill that promises events the manifest never declares makes an agent wait for announcements that never come.',
    ...ledgerExample('HARNESS.md', {
      incorrect: { 'HARNESS.md': [[TRIGGER_LINE, TRIGGER_MENTION]], 'surface.json': { '/stimulusTriggers': [] } },
      correct: { 'HARNESS.md': [[TRIGGER_LINE, TRIGGER_MENTION]] },
      at: { file: 'HARNESS.md', pointer: 'Setup' },
    }),
    fix: 'Remove the mention of triggers from HARNESS.md, or declare them: "stimulusTriggers": [{ "ref": "<ref>" }] in surface.json and "stimuli": { "<ref>": { "risk": "read" } } in policy.json.',
  },
  check: ({ skill, model }) => {
    if (!skill || !model.surface || model.triggers.length > 0) return [];
    // No word spans a line break, so the first word in the text is the first on the first line that holds one.
    const found = firstTriggerWord(skill.text);
    if (!found) return [];
    const line = lineAt(skill, found.index);
    return [
      {
        file: 'HARNESS.md',
        pointer: headingAbove(skill, line),
        line,
        message: `HARNESS.md mentions "${found.word}" (line ${line}), but surface.json declares no stimulusTriggers.`,
        fix: `Remove the mention at line ${line}, or declare the trigger in surface.json: "stimulusTriggers": [{ "ref": "<ref>" }] with "stimuli": { "<ref>": { "risk": "read" } } in policy.json.`,
      },
    ];
  },
});
