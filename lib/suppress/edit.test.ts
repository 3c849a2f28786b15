import { describe, expect, it } from 'vitest';
import { readSuppressions } from './apply';
import { readAcceptedDrift } from './accepted-drift';
import { addAcceptedDrift, addSuppression, removeSuppression } from './edit';
import { HCP_FILES } from '../formats/hcp/files';

const entry = { id: 'M001', file: 'surface.json', pointer: '/verbs', reason: 'Three commands is the whole API.' };
const text = (r: { ok: boolean; text?: string }) => {
  if (!r.ok || r.text === undefined) throw new Error('edit refused');
  return r.text;
};

describe('addSuppression / removeSuppression', () => {
  it('creates the file on the first suppression, and appends after that keeping the layout', () => {
    const first = text(addSuppression(undefined, entry));
    // The one layout (lib/json/edit): a row on its line when it fits, as the next one appended is.
    expect(first).toBe(
      '{\n  "suppressions": [\n    { "id": "M001", "file": "surface.json", "pointer": "/verbs", "reason": "Three commands is the whole API." }\n  ]\n}\n',
    );
    const second = text(addSuppression(first, { ...entry, id: 'M002', pointer: '/id', reason: '  Kept.  ' }));
    expect(JSON.parse(second).suppressions).toEqual([
      entry,
      { id: 'M002', file: 'surface.json', pointer: '/id', reason: 'Kept.' },
    ]);
    expect(second.startsWith(first.slice(0, first.lastIndexOf('}', first.length - 8)))).toBe(true);
    expect(readSuppressions(second, HCP_FILES).findings).toEqual([]);
    expect(second.split('\n').filter((line) => line.trimStart().startsWith('{ "id"'))).toHaveLength(2);
  });

  it('an object without "suppressions" gets the list; the same finding again takes the new reason, not a second row', () => {
    expect(JSON.parse(text(addSuppression('{ "$schema": "x" }', entry)))).toEqual({
      $schema: 'x',
      suppressions: [entry],
    });
    const again = text(
      addSuppression(text(addSuppression(undefined, entry)), { ...entry, reason: 'Changed my mind.' }),
    );
    expect(JSON.parse(again).suppressions).toEqual([{ ...entry, reason: 'Changed my mind.' }]);
  });

  it('refuses a blank reason and a file that does not parse or is not an object, saying what to fix', () => {
    expect(addSuppression(undefined, { ...entry, reason: '  ' })).toEqual({
      ok: false,
      error: 'a suppression needs a reason',
    });
    expect(addSuppression('{ "suppressions": [', entry)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^packstudio\.json does not parse \(line 1\)/),
    });
    expect(addSuppression('[]', entry)).toMatchObject({ ok: false, error: expect.stringMatching(/not a JSON object/) });
    expect(addSuppression('{ "suppressions": 3 }', entry)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not a list/),
    });
  });

  it('removes every entry of the finding and leaves the others', () => {
    let t = text(addSuppression(undefined, entry));
    t = text(addSuppression(t, { ...entry, id: 'M002', reason: 'x' }));
    t = t.replace(
      /\n {2}\]/,
      ',\n    { "id": "M001", "file": "surface.json", "pointer": "/verbs", "reason": "dup" }\n  ]',
    );
    const out = text(removeSuppression(t, entry));
    expect(JSON.parse(out).suppressions).toEqual([{ ...entry, id: 'M002', reason: 'x' }]);
    expect(JSON.parse(text(removeSuppression(out, { ...entry, id: 'M002' }))).suppressions).toEqual([]);
  });
});

describe('addAcceptedDrift', () => {
  const accepted = { id: 'agent/confusable-pair', subject: 'list · search', reason: 'They differ by their filter.' };
  it('creates the file, appends beside the suppressions, and takes a new reason for the same id and subject', () => {
    const first = text(addAcceptedDrift(undefined, accepted));
    expect(JSON.parse(first)).toEqual({ acceptedDrift: [accepted] });
    const beside = text(addAcceptedDrift(text(addSuppression(undefined, entry)), { ...accepted, reason: '  Kept. ' }));
    expect(JSON.parse(beside)).toEqual({ suppressions: [entry], acceptedDrift: [{ ...accepted, reason: 'Kept.' }] });
    const again = text(addAcceptedDrift(beside, { ...accepted, reason: 'Changed.' }));
    expect(JSON.parse(again).acceptedDrift).toEqual([{ ...accepted, reason: 'Changed.' }]);
    expect(readAcceptedDrift(again).map((e) => e.reason)).toEqual(['Changed.']);
  });

  it('refuses a blank reason and an acceptedDrift that is not a list', () => {
    expect(addAcceptedDrift(undefined, { ...accepted, reason: ' ' })).toEqual({
      ok: false,
      error: 'an accepted finding needs a reason',
    });
    expect(addAcceptedDrift('{ "acceptedDrift": 3 }', accepted)).toEqual({
      ok: false,
      error: 'packstudio.json "acceptedDrift" is not a list: fix it first, then accept it',
    });
  });
});
