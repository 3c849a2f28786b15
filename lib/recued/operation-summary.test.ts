import { describe, expect, it } from 'vitest';
import { duration, operationSummary } from './operation-summary';
import type { Operation } from './schema';
import { cliPackValue, httpPackValue } from './test-fixtures';

describe('operationSummary', () => {
  it('describes a cached read', () => {
    const op: Operation = httpPackValue().contents[0].composition.operations[0];
    expect(operationSummary(op)).toEqual({
      risk: 'Reads data; changes nothing',
      approval: 'Runs without asking; only the grant decides',
      idempotency: 'Safe to repeat: it changes nothing',
      timeout: "The server's default time limit",
      progress: 'No progress declared',
    });
  });
  it('describes an unbounded op watched by progress', () => {
    const op: Operation = cliPackValue().contents[0].composition.operations[1];
    expect(operationSummary(op)).toMatchObject({
      risk: 'Changes data',
      approval: 'Asks for approval before it runs',
      timeout: 'No time limit; stopped only when progress stalls',
      progress: 'Heartbeat from file-growth; stopped after 5 min without progress; must print something within 1 min',
    });
  });
  it('describes a service and a fixed deadline', () => {
    const ops = cliPackValue().contents[0].composition.operations;
    expect(operationSummary(ops[2]).service).toBe(
      'Long-running service; ready when http_ok passes (http://127.0.0.1:4096/doc)',
    );
    expect(operationSummary(ops[0]).timeout).toBe('Up to 15 s');
    expect(operationSummary({ ...ops[0], approval: 'always', idempotency: 'idempotent' })).toMatchObject({
      approval: 'Always asks for approval, in every mode',
      idempotency: 'Repeating it has the same effect as running it once',
    });
  });
  it('formats durations', () => {
    expect([duration(500), duration(90000), duration(3600000), duration(3723000)]).toEqual([
      '500 ms',
      '1 min 30 s',
      '1 h',
      '1 h 2 min 3 s',
    ]);
  });
});
