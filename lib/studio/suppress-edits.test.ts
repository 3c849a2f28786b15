import { describe, expect, it } from 'vitest';
import type { Finding } from '../core/finding';
import { SUPPRESSIONS_FILE } from '../core/suppressions-file';
import { suppressFinding, unsuppressFinding, type SuppressTarget } from './suppress-edits';

const finding = { id: 'M001', file: 'surface.json', pointer: '/verbs' } as Finding;

function target(texts: Partial<Record<string, string>>) {
  const writes: [string, string][] = [];
  const session: SuppressTarget = {
    texts: () => texts,
    replaceText: (file, text) => {
      writes.push([file, text]);
      texts[file] = text;
    },
  };
  return { session, writes, texts };
}

describe('suppressing through the editing session', () => {
  it('writes the entry with its reason into packstudio.json, creating the file, and takes it out again', () => {
    const { session, writes, texts } = target({});
    expect(suppressFinding(session, finding, 'Three commands is the whole API.')).toBeNull();
    expect(writes.map(([file]) => file)).toEqual([SUPPRESSIONS_FILE]);
    expect(JSON.parse(texts[SUPPRESSIONS_FILE]!)).toEqual({
      suppressions: [
        { id: 'M001', file: 'surface.json', pointer: '/verbs', reason: 'Three commands is the whole API.' },
      ],
    });
    unsuppressFinding(session, finding);
    expect(JSON.parse(texts[SUPPRESSIONS_FILE]!)).toEqual({ suppressions: [] });
  });

  it('says why when packstudio.json does not parse, and changes nothing', () => {
    const { session, writes } = target({ [SUPPRESSIONS_FILE]: '{ "suppressions": [' });
    expect(suppressFinding(session, finding, 'kept')).toMatch(/packstudio\.json/);
    unsuppressFinding(session, finding);
    expect(writes).toEqual([]);
  });
});
