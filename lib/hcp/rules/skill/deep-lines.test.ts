import { describe, expect, it } from 'vitest';
import { checkStatic } from '../../check';
import { loadPackFromTexts } from '../../load';
import { editJson, editText, packTexts } from '../testing';

/**
 * Findings far into a large Skill keep their lines: the parse only counts prose lines and finds line starts on demand,
 * so every line here is computed again from the text itself, by splitting it.
 */
const undeclared = editJson(
  editJson(packTexts('ledger'), 'surface.json', (s) => {
    delete s.stimulusTriggers;
  }),
  'policy.json',
  (p) => {
    delete p.stimuli;
  },
);
/** Thousands of prose lines, some blank and some ending in `\r`, so the marks and the counts cross every kind. */
const prose = Array.from({ length: 6000 }, (_, i) =>
  i % 9 === 0 ? '' : i % 4 === 0 ? `Line ${i} of notes on the data.\r` : `Notes ${i} on the commands they return.`,
).join('\n');
const deep = [
  '## Notes',
  '',
  prose,
  '',
  '## Deep examples',
  '',
  '```bash',
  'ledger list',
  '```',
  '',
  'The pack fires a trigger when a link fails.',
  '',
  '## Anti-patterns',
].join('\n');
const texts = editText(undeclared, 'HARNESS.md', (t) => t.replace('## Anti-patterns', deep));
const skill = texts['HARNESS.md']!;
const lines = skill.split(/\r?\n/);
const lineWhere = (test: (line: string) => boolean) => lines.findIndex(test) + 1;
const findings = checkStatic(loadPackFromTexts(texts)).filter((f) => f.file === 'HARNESS.md');
const byId = (id: string) => findings.filter((f) => f.id === id);

describe('findings deep in a large Skill', () => {
  it('puts the trigger mention (S011) on the line that holds it', () => {
    const line = lineWhere((l) => /\b(?:[Tt]riggers?|TRIGGERS?|[Ss]timulus|[Ss]timuli|Sense)\b/.test(l));
    expect(line).toBeGreaterThan(6000);
    expect(byId('S011')).toMatchObject([
      { pointer: 'Deep examples', line, column: 1, message: expect.stringContaining(`(line ${line})`) },
    ]);
  });

  it('puts the block without --json (S006) on its fence line', () => {
    const line = lineWhere((l) => l === 'ledger list') - 1;
    expect(lines[line - 1]).toBe('```bash');
    expect(byId('S006')).toMatchObject([
      { pointer: 'Deep examples', line, column: 1, message: expect.stringContaining(`line ${line} `) },
    ]);
  });

  it('counts every line of the file (S009), not the empty one after a final newline', () => {
    const count = lines.length - (lines[lines.length - 1] === '' ? 1 : 0);
    expect(byId('S009')).toMatchObject([
      { line: 81, column: 1, message: expect.stringContaining(`is ${count} lines`) },
    ]);
  });

  it('reads the deep Anti-patterns section as before: no finding on it', () => {
    expect(findings.map((f) => f.id).sort()).toEqual(['S006', 'S009', 'S011']);
  });
});
