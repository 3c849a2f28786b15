import { describe, expect, it } from 'vitest';
import { withoutNamespaceHeadings } from './namespace-groups';
import { parseHelp } from './parse-help';

const LISTING = `Usage:
  command [options] [arguments]

Available commands:
  about                 Display information about the current project
  list                  List commands
 cache
  cache:clear           Clear the cache
  cache:pool:list       List available cache pools
 debug
  debug:router          Display current routes for an application
`;

describe('a listing grouped by namespace headings', () => {
  it('reads each namespaced entry with its full name and its own description', () => {
    const page = parseHelp(LISTING, { bin: 'app' });
    expect(page.commands.map((c) => [c.path.join(' '), c.description])).toEqual([
      ['about', 'Display information about the current project'],
      ['list', 'List commands'],
      ['cache:clear', 'Clear the cache'],
      ['cache:pool:list', 'List available cache pools'],
      ['debug:router', 'Display current routes for an application'],
    ]);
  });

  it('keeps a bare word whose deeper lines are not its namespace, or that has none under it', () => {
    const other = ' build\n  compile the sources\n report\n\n';
    expect(withoutNamespaceHeadings(other)).toBe(other);
    const mixed = ' cache\n  cache:clear  Clear\n  warmup  Warm up\n';
    expect(withoutNamespaceHeadings(mixed)).toBe(mixed);
  });
});
