import { describe, expect, it } from 'vitest';
import { escapeKinds } from './escapes';

describe('the terminal escapes in a text', () => {
  it('names each kind once: colour and cursor (CSI), OSC links and titles, anything else', () => {
    expect(escapeKinds('plain text')).toEqual([]);
    expect(escapeKinds('\u001b[32mok\u001b[0m')).toEqual(['colour']);
    expect(escapeKinds('\u001b[2K\u001b[1Gdone')).toEqual(['cursor']);
    expect(escapeKinds('\u001b]8;;https://x.example\u001b\\link\u001b]8;;\u001b\\ \u001b]0;title\u0007')).toEqual([
      'osc',
    ]);
    expect(escapeKinds('\u001b[1mbold\u001b[0m \u001b]0;t\u0007 \u001bc')).toEqual(['colour', 'osc', 'other']);
  });
});
