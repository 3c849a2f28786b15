import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadPackFromTexts } from '../hcp/load';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadPackFromDir } from './load-dir';
import { proofScript, shellWord, writeProof } from './proof';

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
    expect(text).toContain(
      `npx packstudio twin "$PACK" transfer amount=2.80 payee=demo-transit --json | grep -q '"confirm required"'`,
    );
    expect(text).toContain(
      `npx packstudio twin "$PACK" transfer amount=2.80 payee=demo-transit 'memo=bus fare' confirm=true`,
    );
    expect(text).toContain('npx packstudio eval "$PACK"');
  });

  it('a hostile pack cannot inject commands into its proof script', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'proof-hostile-'));
    try {
      const evil = '$(touch PWNED)`touch PWNED`"\'; touch PWNED; #\nx';
      const surface = {
        id: `ev${evil}`,
        kind: 'wrap',
        cliBin: 'ev',
        wrap: { bin: './bin/ev.mjs' },
        verbs: {
          [`list${evil}`]: {
            description: 'x',
            cli: ['ev', 'list', '{{q}}'],
            args: { type: 'object', properties: { q: { type: 'string', examples: [evil] } }, required: ['q'] },
          },
          pay: {
            description: 'x',
            cli: ['ev', 'pay', '{{to}}'],
            args: { type: 'object', properties: { to: { type: 'string', examples: [evil] } }, required: ['to'] },
          },
        },
        stimulusTriggers: [{ ref: evil }],
      };
      const policy = {
        surface_id: surface.id,
        verbs: { [`list${evil}`]: { risk: 'read' }, pay: { risk: 'write', confirm: 'always' } },
      };
      const pack = loadPackFromTexts(
        { 'surface.json': JSON.stringify(surface), 'policy.json': JSON.stringify(policy) },
        'hostile',
      );
      const { path } = await writeProof(pack, dir);
      // npx is a stub that records each argv, one word per line (and answers the deny step's grep).
      writeFileSync(
        join(dir, 'npx'),
        '#!/bin/sh\nfor a in "$@"; do printf "%s\\n" "$a"; done >> "$(dirname "$0")/npx.log"\necho \'"confirm required"\'\n',
        { mode: 0o755 },
      );
      const run = spawnSync('bash', [path], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, PATH: `${dir}:${process.env.PATH}` },
      });
      expect(run.status, run.stderr).toBe(0);
      expect(existsSync(join(dir, 'PWNED'))).toBe(false);
      const words = readFileSync(join(dir, 'npx.log'), 'utf8');
      expect(words).toContain(`list${evil.split('\n')[0]}`);
      expect(words).toContain(`q=${evil.split('\n')[0]}`);
      expect(run.stdout).toContain(`proof ok: ev${evil}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  for (const name of ['ledger', 'transit'])
    it(`${name}: bash proof.sh runs green`, () => {
      const script = resolve(PACKS, name, 'proof.sh');
      expect(existsSync(script), `${script} is missing: run "npx packstudio proof packs/${name}"`).toBe(true);
      const run = spawnSync('bash', [script], {
        encoding: 'utf8',
        timeout: 170000,
        env: { ...process.env, NO_COLOR: '1' },
      });
      expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
      expect(run.stdout).toContain(`proof ok: ${name}`);
    }, 180000);
});
