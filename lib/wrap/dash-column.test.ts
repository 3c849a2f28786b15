import { describe, expect, it } from 'vitest';
import { leftAlignedDashEntries } from './dash-column';
import { parseHelp } from './parse-help';

const PAGE = `Usage: tool command [options ...]

Where commands include:
    animate - animate a sequence
      batch - issue several commands
  benchmark - time one of the other commands
   identify - describe a file
`;

describe('a listing aligned on the dash before each description', () => {
  it('each right-aligned name is an entry of its own, with its own description', () => {
    const page = parseHelp(PAGE, { bin: 'tool' });
    expect(page.commands.map((c) => [c.path.join(' '), c.description])).toEqual([
      ['animate', 'animate a sequence'],
      ['batch', 'issue several commands'],
      ['benchmark', 'time one of the other commands'],
      ['identify', 'describe a file'],
    ]);
  });

  it('lines out of the dash column, or too few in it, stay where they were', () => {
    const text = '  a note - with a dash\n    one - x\n  three - y\n';
    expect(leftAlignedDashEntries(text)).toBe(text);
    const aligned = '  one - x\n  two - y\n  six - z\n';
    expect(leftAlignedDashEntries(aligned)).toBe(aligned);
  });
});
