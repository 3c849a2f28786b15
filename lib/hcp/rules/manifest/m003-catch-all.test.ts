import { describe, expect, it } from 'vitest';
import { editJson, findingsOf, packTexts } from '../testing';
import { catchAllSegment, m003CatchAll } from './m003-catch-all';

const ledger = packTexts('ledger');

function withCommand(key: string) {
  return editJson(ledger, 'surface.json', (s) => {
    s.verbs[key] = { description: 'Run any ledger subcommand and return its output.', cli: ['ledger', '{{argv}}'] };
  });
}

describe('M003 no catch-all command', () => {
  it('stays silent on ledger and transit', () => {
    expect(findingsOf(m003CatchAll, ledger)).toEqual([]);
    expect(findingsOf(m003CatchAll, packTexts('transit'))).toEqual([]);
  });

  it('is an error on a command named exec', () => {
    const [f] = findingsOf(m003CatchAll, withCommand('exec'));
    expect(f).toMatchObject({ id: 'M003', severity: 'error', file: 'surface.json', pointer: '/verbs/exec' });
    expect(f.message).toContain('"exec" is a catch-all command');
    expect(f.fix).toContain('"ledger --help"');
    expect(f.fix).toContain('policy.json');
  });

  it('catches a catch-all as the last family segment', () => {
    const [f] = findingsOf(m003CatchAll, withCommand('ledger.shell'));
    expect(f).toMatchObject({ pointer: '/verbs/ledger.shell', message: expect.stringContaining('("shell")') });
  });

  it('knows the catch-all words and leaves names that only contain them', () => {
    for (const key of [
      'run',
      'sh',
      'bash',
      'eval',
      'cmd',
      'command',
      'raw',
      'call',
      'invoke',
      'do',
      'execute',
      'passthrough',
      'any',
      'x.exec',
      'Run',
    ])
      expect(catchAllSegment(key), key).toBeDefined();
    for (const key of ['run.list', 'runner', 'exec_log', 'shell.history', 'status', 'dry_run'])
      expect(catchAllSegment(key), key).toBeUndefined();
  });
});
