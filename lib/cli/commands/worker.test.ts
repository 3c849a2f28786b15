import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../test-cli';

describe('packstudio worker', () => {
  afterEach(() => {
    process.env.REDIS_URL = '';
  });

  it('is a usage error without REDIS_URL, saying what to set', async () => {
    const run = await runCli(['worker'], process.cwd());
    expect(run.code).toBe(64);
    expect(run.stderr).toMatch(/REDIS_URL is not set: name the Redis the studio uses/);
  });

  it.each([
    [['--concurrency', '0'], /--concurrency must be a whole number of at least 1, got "0"/],
    [['--lock-ms', '20'], /--lock-ms must be a whole number of at least 1000, got "20"/],
    [['extra'], /unexpected argument "extra"/],
  ])('refuses %j before it connects', async (argv, message) => {
    // A port nothing listens on: a usage error must come before any connection is tried.
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    const run = await runCli(['worker', ...argv], process.cwd());
    expect(run.code).toBe(64);
    expect(run.stderr).toMatch(message);
  });
});
