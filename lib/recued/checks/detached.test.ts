import { describe, it } from 'vitest';
import { CLI, cliOp, cliPack, expectClean, expectFindings } from '../test-fixtures';

const detached = `${CLI.serve}/bind/detached`;

describe('C-detached-supervision', () => {
  it('refuses a detached op without supervision', () =>
    expectFindings(
      cliPack((p) => delete cliOp(p, 2).bind.detached.supervision),
      [{ id: 'C-detached-supervision', pointer: `${detached}/supervision`, severity: 'error', at: '{' }],
    ));
  it('refuses supervision without readiness', () =>
    expectFindings(
      cliPack((p) => delete cliOp(p, 2).bind.detached.supervision.readiness),
      [{ id: 'C-detached-supervision', pointer: `${detached}/supervision/readiness`, severity: 'error', at: '{' }],
    ));
  it('is silent on a supervised service', () => expectClean(cliPack()));
});

describe('C-readiness-kind', () => {
  it('refuses "the pid exists"', () =>
    expectFindings(
      cliPack((p) => (cliOp(p, 2).bind.detached.supervision.readiness = { kind: 'pid_exists' })),
      [
        {
          id: 'C-readiness-kind',
          pointer: `${detached}/supervision/readiness/kind`,
          severity: 'error',
          at: '"pid_exists"',
        },
      ],
    ));
  it.each(['http_ok', 'tcp_open', 'pid_file', 'file_exists', 'exec_ok', 'binary_in_path'])('accepts %s', (kind) =>
    expectClean(cliPack((p) => (cliOp(p, 2).bind.detached.supervision.readiness.kind = kind))),
  );
});

describe('C-detached-output', () => {
  it('refuses output_capture on a detached op', () =>
    expectFindings(
      cliPack((p) => (cliOp(p, 2).output_capture = { path: '{dir}/log.txt' })),
      [{ id: 'C-detached-output', pointer: `${CLI.serve}/output_capture`, severity: 'error', at: '{' }],
    ));
  it('refuses input_materialize on a detached op', () =>
    expectFindings(
      cliPack((p) => (cliOp(p, 2).input_materialize = { from: 'model' })),
      [{ id: 'C-detached-output', pointer: `${CLI.serve}/input_materialize`, severity: 'error', at: '{' }],
    ));
  it('allows output_capture on an awaited op', () => expectClean(cliPack()));
});
