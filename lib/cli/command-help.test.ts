import { describe, expect, it } from 'vitest';
import { EXIT } from './exit';
import { commandNames, main } from './main';

async function captured(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { stdout: (t) => out.push(t), stderr: (t) => err.push(t), cwd: process.cwd() });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('packstudio COMMAND --help', () => {
  it.each(commandNames())("%s --help and -h print that command's usage and exit 0, running nothing", async (name) => {
    for (const flag of ['--help', '-h']) {
      const r = await captured([name, flag]);
      expect(r.code).toBe(EXIT.clean);
      expect(r.stdout.split('\n')[0]).toMatch(new RegExp(`^usage: packstudio ${name}\\b`));
      expect(r.stderr).toBe('');
    }
  });

  it('help NAME is the same page as NAME --help; help alone is the overview', async () => {
    expect((await captured(['help', 'check'])).stdout).toBe((await captured(['check', '--help'])).stdout);
    const overview = await captured(['help']);
    for (const name of commandNames()) expect(overview.stdout).toContain(`  packstudio ${name}`);
  });

  it('a --help after `--` is an argument, not a request for help', async () => {
    const r = await captured(['twin', '--', '--help']);
    expect(r.stdout).not.toMatch(/^usage: packstudio twin/);
  });

  it("an inherited property's name is an unknown command, not a crash", async () => {
    for (const name of ['constructor', '__proto__', 'toString']) {
      const r = await captured([name]);
      expect(r.code).toBe(EXIT.usage);
      expect(r.stderr).toContain(`unknown command "${name}"`);
    }
  });
});
