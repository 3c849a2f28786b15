import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const serve = (env: Record<string, string>) => {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !['STUDIO_TOKEN', 'HOST', 'STUDIO_ALLOWED_HOSTS'].includes(k)),
  ) as Record<string, string>;
  return spawnSync(process.execPath, ['lib/node/serve.mjs'], {
    env: { ...clean, ...env } as NodeJS.ProcessEnv,
    encoding: 'utf8',
    timeout: 10_000,
  });
};

describe('lib/node/serve.mjs', () => {
  it('refuses a non-loopback HOST without STUDIO_TOKEN, saying what to do', () => {
    const run = serve({ HOST: '0.0.0.0', PORT: '0' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('refusing to listen on 0.0.0.0 without STUDIO_TOKEN');
    expect(run.stderr).toContain('leave HOST unset to listen on 127.0.0.1 only');
  });
  it('refuses to start with a STUDIO_ALLOWED_HOSTS entry that is not a host name, naming it', () => {
    const run = serve({ PORT: '0', STUDIO_ALLOWED_HOSTS: 'studio.lan, *' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('STUDIO_ALLOWED_HOSTS has entries that are not host names: "*"');
  });
  it('takes a HOST that only starts with 127. for the name it is: the token is required', () => {
    const run = serve({ HOST: '127.example.invalid', PORT: '0' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('refusing to listen on 127.example.invalid without STUDIO_TOKEN');
  });
  it('stops with one line, not a crash, when HOST does not resolve', () => {
    const run = serve({ HOST: '127.example.invalid', PORT: '0', STUDIO_TOKEN: 'a-long-random-secret-for-the-test' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Pack Studio: cannot listen on HOST=127.example.invalid PORT=0: "127.example.invalid" does not resolve to an address (ENOTFOUND). Set HOST to an address of this machine (127.0.0.1, ::1, 0.0.0.0) or a name that resolves to one.',
    );
  });
});
