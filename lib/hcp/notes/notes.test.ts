import { describe, expect, it } from 'vitest';
import { loadPackFromTexts } from '../load';
import { staticReport } from '../report';
import { editJson, packTexts } from '../rules/testing';
import { droppedFlagNote } from './dropped-flag';
import { harnessTodoNote } from './harness-todo';
import { runNotes } from './note';
import { policyHintNote } from './policy-hint';
import { studioNotes, type STUDIO_NOTES } from '.';

const ledger = packTexts('ledger');
const notesOf = (note: (typeof STUDIO_NOTES)[number], texts = ledger) =>
  runNotes([note], { pack: loadPackFromTexts(texts), probes: [] });

describe('studio notes', () => {
  it('are silent on the example packs', () => {
    for (const name of ['ledger', 'transit']) expect(studioNotes(loadPackFromTexts(packTexts(name)))).toEqual([]);
  });

  it("policy hint: surface.json's hint disagrees with policy.json, which wins", () => {
    const texts = editJson(ledger, 'surface.json', (s) => (s.verbs.list.policy = 'write'));
    expect(notesOf(policyHintNote, texts)).toEqual([
      expect.objectContaining({
        id: 'studio/policy-hint',
        file: 'surface.json',
        pointer: '/verbs/list/policy',
        message:
          'surface.json says "policy": "write" for "list", but policy.json says "risk": "read"; policy.json wins.',
      }),
    ]);
    expect(notesOf(policyHintNote)).toEqual([]);
  });

  it('HARNESS.md TODO: each line that still says TODO, at its line', () => {
    const texts = {
      ...ledger,
      'HARNESS.md': ledger['HARNESS.md']!.replace('## Setup', '## Setup\n\nTODO: say how to sign in.'),
    };
    const [note, ...rest] = notesOf(harnessTodoNote, texts);
    expect(rest).toEqual([]);
    expect(note).toMatchObject({ id: 'studio/harness-todo', file: 'HARNESS.md' });
    expect(texts['HARNESS.md']!.split('\n')[note.line - 1]).toBe('TODO: say how to sign in.');
  });

  it('dropped flag: a switch right before an optional placeholder, not a value flag before its value', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.verbs.list.cli = ['ledger', 'list', '--json', '{{limit}}'];
      s.verbs.list.args = { type: 'object', properties: { limit: { type: 'string', description: 'How many.' } } };
    });
    expect(notesOf(droppedFlagNote, texts)).toEqual([
      expect.objectContaining({
        pointer: '/verbs/list/cli/2',
        message:
          'In "list", "--json" comes right before the optional "{{limit}}": whenever limit is left out, the runtime drops "--json" too.',
      }),
    ]);
    // ledger's transfer passes `--memo {{memo}}`: the flag goes with its optional value, as it should
    expect(notesOf(droppedFlagNote)).toEqual([]);
  });

  it('sit apart from the findings: a note changes neither the score nor the counts', () => {
    const texts = editJson(ledger, 'surface.json', (s) => (s.verbs.list.policy = 'write'));
    const plain = staticReport(loadPackFromTexts(ledger));
    const noted = staticReport(loadPackFromTexts(texts));
    expect(noted.studioNotes).toHaveLength(1);
    expect([noted.score, noted.counts]).toEqual([plain.score, plain.counts]);
  });
});
