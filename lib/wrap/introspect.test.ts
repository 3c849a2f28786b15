import { describe, expect, it } from 'vitest';
import { introspectionFor, parseCobraCompletion } from './introspect';

describe("cobra's __complete, read only in its own form", () => {
  it('names and descriptions up to the directive line', () => {
    const out = 'diff\tShow differences\nget\tFetch a package.\ninit\n:4\n';
    expect(parseCobraCompletion(out)).toEqual([
      { name: 'diff', description: 'Show differences' },
      { name: 'get', description: 'Fetch a package.' },
      { name: 'init' },
    ]);
  });

  it('no directive line is no answer: a usage, an error, a command run on the word', () => {
    expect(parseCobraCompletion('Usage: tool [command]\n\nAvailable Commands:\n  list\n')).toBeNull();
    expect(parseCobraCompletion('Error: unknown command "__complete"\n')).toBeNull();
    expect(parseCobraCompletion('')).toBeNull();
  });

  it('leaves out flags and paths the completion may offer', () => {
    expect(parseCobraCompletion('--output\tformat\n./file\nlist\tList\n:0\n')).toEqual([
      { name: 'list', description: 'List' },
    ]);
  });

  it('is asked of a cobra page only', () => {
    expect(introspectionFor('cobra')?.argv(['pkg'])).toEqual(['__complete', 'pkg', '']);
    expect(introspectionFor('argparse')).toBeNull();
  });
});
