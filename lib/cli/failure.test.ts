import { describe, expect, it } from 'vitest';
import { asksForJson } from './failure';

describe('asksForJson', () => {
  it.each([
    [['x', '--json'], true],
    [['--format', 'json'], true],
    [['--format=json'], true],
    [['--json', '--format', 'json'], true],
    [['--json', '--agent'], false],
    [['--format', 'text'], false],
    [['x'], false],
    // After `--` the words are the wrapped CLI's (twin), not ours.
    [['plan', '--', 'transit', '--json'], false],
  ])('%j → %s', (argv, expected) => {
    expect(asksForJson(argv)).toBe(expected);
  });
});
