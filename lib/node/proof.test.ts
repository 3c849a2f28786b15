import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadPackFromDir } from './load-dir';
import { proofScript, shellWord } from './proof';

const PACKS = fileURLToPath(new URL('../../packs/', import.meta.url));

describe('proof scripts', () => {
  it('quotes every word from the pack for bash', () => {
    expect(shellWord('amount=2.80')).toBe('amount=2.80');
    expect(shellWord('memo=bus fare')).toBe("'memo=bus fare'");
    expect(shellWord("x=$(rm -rf /)'")).toBe(`'x=$(rm -rf /)'\\'''`);
  });

  it('ledger: lint, one read, the live deny, the paper write, eval and probes', async () => {
    const text = proofScript(await loadPackFromDir(resolve(PACKS, 'ledger')));
    expect(text).toContain('set -e');
    expect(text).toContain('npx packstudio lint "$PACK" --json');
    expect(text).toContain(`npx packstudio twin "$PACK" transfer amount=2.80 payee=demo-transit --json | grep -q '"confirm required"'`);
    expect(text).toContain(`npx packstudio twin "$PACK" transfer amount=2.80 payee=demo-transit 'memo=bus fare' confirm=true`);
    expect(text).toContain('npx packstudio eval "$PACK"');
  });

  for (const name of ['ledger', 'transit'])
    it(`${name}: bash proof.sh runs green`, () => {
      const script = resolve(PACKS, name, 'proof.sh');
      expect(existsSync(script), `${script} is missing: run "npx packstudio proof packs/${name}"`).toBe(true);
      const run = spawnSync('bash', [script], { encoding: 'utf8', timeout: 170000, env: { ...process.env, NO_COLOR: '1' } });
      expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
      expect(run.stdout).toContain(`proof ok: ${name}`);
    }, 180000);
});
