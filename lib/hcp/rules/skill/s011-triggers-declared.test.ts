import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../example-packs';
import { editJson, editText, findingsOf, packTexts } from '../testing';
import { lineOf } from './fixtures';
import { firstTriggerWord, s011TriggersDeclared } from './s011-triggers-declared';

const ledger = packTexts('ledger');
const undeclared = editJson(
  editJson(ledger, 'surface.json', (s) => {
    delete s.stimulusTriggers;
  }),
  'policy.json',
  (p) => {
    delete p.stimuli;
  },
);
const mention = (texts: typeof ledger, sentence: string) =>
  editText(texts, 'HARNESS.md', (t) => `${t.trimEnd()}\n\n## Events\n\n${sentence}\n`);

describe('S011 Triggers are mentioned only when declared', () => {
  it.each(EXAMPLE_PACKS)('stays silent on $name', ({ texts }) => {
    expect(findingsOf(s011TriggersDeclared, texts)).toEqual([]);
  });

  it('notes a trigger mention when the manifest declares none, at the line', () => {
    const texts = mention(undeclared, 'The pack fires a trigger when a link fails.');
    const [f, ...rest] = findingsOf(s011TriggersDeclared, texts);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      severity: 'info',
      file: 'HARNESS.md',
      pointer: 'Events',
      line: lineOf(texts, 'fires a trigger'),
      message: `HARNESS.md mentions "trigger" (line ${lineOf(texts, 'fires a trigger')}), but surface.json declares no stimulusTriggers.`,
    });
  });

  it.each(['Sense announces link failures.', 'Each stimulus is a read.', 'Stimuli arrive as events.'])(
    'notes "%s"',
    (sentence) => {
      expect(findingsOf(s011TriggersDeclared, mention(undeclared, sentence))).toHaveLength(1);
    },
  );

  it('stays silent when triggers are declared, and on "makes sense"', () => {
    expect(findingsOf(s011TriggersDeclared, mention(ledger, 'The pack fires a trigger when a link fails.'))).toEqual(
      [],
    );
    expect(findingsOf(s011TriggersDeclared, mention(undeclared, 'It makes sense to check status first.'))).toEqual([]);
  });

  it.each(['Trigger', 'triggers', 'TRIGGERS', 'Stimulus', 'stimulus', 'Stimuli', 'stimuli', 'Sense'])(
    'notes "%s" on the last line of a long Skill',
    (word) => {
      const prose = 'Notes on the commands and the data they return.\n'.repeat(2000);
      const texts = editText(
        undeclared,
        'HARNESS.md',
        (t) => `${t.trimEnd()}\n\n## Events\n\n${prose}A ${word} here.\n`,
      );
      expect(firstTriggerWord(texts['HARNESS.md']!)?.word).toBe(word);
      expect(findingsOf(s011TriggersDeclared, texts)).toMatchObject([{ line: lineOf(texts, `A ${word} here.`) }]);
    },
  );

  it('finds no word in a text without one, though stems of its words sit inside others', () => {
    expect(firstTriggerWord('It makes sense: trig, Trig, stim, STIMULUS.')).toBeNull();
    expect(firstTriggerWord('A logger, a bigger triggerfish, to simulate Senses and TRIGGERED stimuli_x.')).toBeNull();
  });

  it('finds the first word in the text, whichever stem leads to it', () => {
    const text = 'A logger; stimulate\nSense first, then TRIGGERS, then a trigger.';
    expect(firstTriggerWord(text)).toEqual({ index: text.indexOf('Sense'), word: 'Sense' });
    expect(firstTriggerWord(text.replace('Sense', 'sense'))).toEqual({
      index: text.indexOf('TRIGGERS'),
      word: 'TRIGGERS',
    });
    expect(firstTriggerWord('x Stimuli, then Sense')).toEqual({ index: 2, word: 'Stimuli' });
    expect(firstTriggerWord('triggers')).toEqual({ index: 0, word: 'triggers' });
  });

  it('gives the line of the first word past many lines, with CRLF line ends', () => {
    const prose = 'Notes on the commands and the data they return.\r\n'.repeat(70);
    const texts = editText(
      undeclared,
      'HARNESS.md',
      (t) => `${t.trimEnd()}\r\n\r\n## Events\r\n\r\n${prose}A stimulus.\r\n`,
    );
    expect(findingsOf(s011TriggersDeclared, texts)).toMatchObject([
      { line: lineOf(texts, 'A stimulus.'), pointer: 'Events' },
    ]);
  });
});
