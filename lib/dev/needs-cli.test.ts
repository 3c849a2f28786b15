import { describe, expect, it, vi } from 'vitest';
import { missingCli } from './needs-cli';

describe('a test that needs an installed CLI', () => {
  it('runs where the CLI starts, and says why it skips where it does not', () => {
    expect(missingCli(process.execPath, '--version')).toBeNull();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reason = missingCli('packstudio-no-such-cli-here');
    expect(reason).toBe(
      'packstudio-no-such-cli-here is not on PATH: skipping the proofs that run the real packstudio-no-such-cli-here (README › Tests says how to install it)',
    );
    expect(warn).toHaveBeenCalledWith(`packstudio tests: ${reason}`);
    warn.mockRestore();
  });
});
