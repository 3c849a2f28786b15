import { describe, it } from 'vitest';
import { CLI, HTTP, cliOp, cliPack, expectClean, expectFindings, httpOp, httpPack } from '../test-fixtures';

describe('C-unbounded-needs-progress', () => {
  it('refuses timeout_ms 0 without progress', () =>
    expectFindings(
      cliPack((p) => delete cliOp(p, 1).bind.progress),
      [{ id: 'C-unbounded-needs-progress', pointer: `${CLI.run}/timeout_ms`, severity: 'error', at: '0' }],
    ));
  it('refuses timeout_ms 0 on a rest op, which cannot declare progress', () =>
    expectFindings(
      httpPack((p) => (httpOp(p, 0).timeout_ms = 0)),
      [{ id: 'C-unbounded-needs-progress', pointer: `${HTTP.list}/timeout_ms`, severity: 'error', at: '0' }],
    ));
  it('is silent on a fixed timeout without progress', () =>
    expectClean(
      cliPack((p) => {
        delete cliOp(p, 1).bind.progress;
        cliOp(p, 1).timeout_ms = 3600000;
      }),
    ));
});

describe('C-progress-contract', () => {
  it('refuses a declaration of no progress', () =>
    expectFindings(
      cliPack((p) => (cliOp(p, 1).bind.progress.contract = 'none')),
      [{ id: 'C-progress-contract', pointer: `${CLI.run}/bind/progress/contract`, severity: 'error', at: '"none"' }],
    ));
});

describe('C-progress-adapter', () => {
  it('refuses an adapter not on the fixed list', () =>
    expectFindings(
      cliPack((p) => (cliOp(p, 1).bind.progress.adapter = 'ffmpeg-progress')),
      [
        {
          id: 'C-progress-adapter',
          pointer: `${CLI.run}/bind/progress/adapter`,
          severity: 'error',
          at: '"ffmpeg-progress"',
        },
      ],
    ));
  it('refuses a missing adapter', () =>
    expectFindings(
      cliPack((p) => delete cliOp(p, 1).bind.progress.adapter),
      [{ id: 'C-progress-adapter', pointer: `${CLI.run}/bind/progress/adapter`, severity: 'error', at: '{' }],
    ));
  it('accepts yt-dlp-progress', () =>
    expectClean(cliPack((p) => (cliOp(p, 1).bind.progress.adapter = 'yt-dlp-progress'))));
});

describe('C-stall-before-timeout', () => {
  it('warns when stall_ms is not below a positive timeout_ms', () =>
    expectFindings(
      cliPack((p) => (cliOp(p, 1).timeout_ms = 300000)),
      [{ id: 'C-stall-before-timeout', pointer: `${CLI.run}/bind/progress/stall_ms`, severity: 'warn', at: '300000' }],
    ));
  it('is silent when stall_ms is below the deadline', () =>
    expectClean(cliPack((p) => (cliOp(p, 1).timeout_ms = 300001))));
  it('is silent with timeout_ms 0 (stall_ms is the only limit)', () => expectClean(cliPack()));
});

describe('C-first-output-before-stall', () => {
  it('warns when first_output_ms is not below stall_ms', () =>
    expectFindings(
      cliPack((p) => (cliOp(p, 1).bind.progress.first_output_ms = 400000)),
      [
        {
          id: 'C-first-output-before-stall',
          pointer: `${CLI.run}/bind/progress/first_output_ms`,
          severity: 'warn',
          at: '400000',
        },
      ],
    ));
});
