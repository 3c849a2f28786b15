import { describe, expect, it } from 'vitest';
import { tracingWarnings } from './tracing-warnings';

/** The lines `next build` (Turbopack, Next 16.4) printed for sandbox.ts's PATH lookup, colours included. */
const WARNED = [
  '\x1b[32m✓\x1b[39m Generating static pages using 1 worker (124/124) in 11.1s',
  'Turbopack build encountered 1 warning:',
  './lib/node/runtime/sandbox.ts:72:17',
  'Warning: Dynamic filesystem access causes tracing of the whole project',
  '\x1b[33m\x1b[1m>\x1b[0m \x1b[90m72 |\x1b[0m   \x1b[36mreturn\x1b[0m file ? realpath(file) : \x1b[36mnull\x1b[0m;',
  'Static analysis determined that this filesystem access causes the whole project to be traced and included in the output.',
].join('\n');

const CLEAN = [
  '▲ Next.js 16.4.6 (Turbopack)',
  '✓ Compiled successfully in 3.4min',
  '  Generating static pages using 1 worker (62/124) \r',
  '✓ Generating static pages using 1 worker (124/124) in 11.1s',
  'Route (app)',
].join('\n');

describe('tracingWarnings', () => {
  it('names the file, line and column of each whole-project tracing warning', () => {
    expect(tracingWarnings(WARNED)).toEqual(['./lib/node/runtime/sandbox.ts:72:17']);
    expect(tracingWarnings(`${WARNED}\n./lib/a.ts:3:9\n${WARNED.split('\n')[3]}`)).toEqual([
      './lib/node/runtime/sandbox.ts:72:17',
      './lib/a.ts:3:9',
    ]);
  });

  it('finds nothing in a clean build log', () => {
    expect(tracingWarnings(CLEAN)).toEqual([]);
  });

  it('still reports a warning whose place line is missing', () => {
    expect(tracingWarnings('Warning: Dynamic filesystem access causes tracing of the whole project')).toEqual([
      '(place not printed)',
    ]);
  });
});
