import { describe, expect, it } from 'vitest';
import { askableBeforeEvidence, frameworkReadsHelpAfterCommands } from './help-safety';

describe('which names may be asked `NAME --help` before the CLI has shown it reads a help flag after a command', () => {
  it('reads and the CLI’s own words are asked; writes, gated or not, and words that say nothing wait', () => {
    for (const name of ['list', 'status', 'show', 'info', 'version', 'help'])
      expect(askableBeforeEvidence({ name }), name).toBe(true);
    for (const name of ['flush', 'destroy', 'add', 'create', 'enable', 'x', 'the'])
      expect(askableBeforeEvidence({ name }), name).toBe(false);
    // a name that says nothing is read by its help's first word
    expect(askableBeforeEvidence({ name: 'sl', description: 'List the sets' })).toBe(true);
    expect(askableBeforeEvidence({ name: 'x', description: 'Destroy a named set or all sets' })).toBe(false);
    // a read whose help says it deletes waits too
    expect(askableBeforeEvidence({ name: 'list', description: 'List and permanently delete old entries' })).toBe(false);
  });

  it("a framework is known by its own words, never by a page's shape alone", () => {
    expect(frameworkReadsHelpAfterCommands('commander', 'Options:\n  -h, --help  display help for command\n')).toBe(
      true,
    );
    expect(frameworkReadsHelpAfterCommands('argparse', '  -h, --help  show this help message and exit\n')).toBe(true);
    // ipset's `Usage: ipset [options] COMMAND` and `Commands:` have commander's shape, not its words
    expect(frameworkReadsHelpAfterCommands('commander', 'Usage: ipset [options] COMMAND\n\nCommands:\n')).toBe(false);
    expect(frameworkReadsHelpAfterCommands('generic', 'display help for command')).toBe(false);
  });
});
