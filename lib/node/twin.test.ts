import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commandRisk } from '../hcp/model';
import { firstExampleArgs } from '../hcp/templates';
import { loadFixture } from './fixtures/make-pack';
import { loadPackFromDir } from './load-dir';
import { lineDiff, runTwin } from './twin';

const PACKS = fileURLToPath(new URL('../../packs/', import.meta.url));
const transit = resolve(PACKS, 'transit');
const ledger = resolve(PACKS, 'ledger');

describe('twin-face check', () => {
  it('transit plan: the exec pipeline, the CLI and the MCP tool agree', async () => {
    const r = await runTwin(await loadPackFromDir(transit), transit, 'plan', { from: 'central', to: 'harbour' });
    expect(r).toMatchObject({
      same: true,
      diff: [],
      mcpDiff: [],
      exec: { ok: true, argv: ['transit', 'plan', 'central', 'harbour', '--json'] },
      cli: { ok: true },
      mcp: { ok: true },
    });
    expect(r.mcp!.result).toEqual(r.cli!.result);
  });

  for (const dir of [ledger, transit])
    it(`every read of ${dir.split('/').pop()} gives the same JSON through the CLI, exec and MCP`, async () => {
      const pack = await loadPackFromDir(dir);
      const reads = pack.model.commands.filter((c) => commandRisk(pack.model, c.key) === 'read');
      expect(reads.length).toBeGreaterThan(2);
      for (const command of reads) {
        const r = await runTwin(pack, dir, command.key, firstExampleArgs(command));
        expect({ verb: command.key, same: r.same, ok: [r.exec.ok, r.cli?.ok, r.mcp?.ok] }).toEqual({
          verb: command.key,
          same: true,
          ok: [true, true, true],
        });
        expect(r.mcp!.result).toEqual(r.cli!.result);
        expect(typeof r.cli!.result).toBe('object');
      }
    });

  it('a different direct argv shows the diff', async () => {
    const r = await runTwin(
      await loadPackFromDir(transit),
      transit,
      'plan',
      { from: 'central', to: 'harbour' },
      { directArgv: ['transit', 'plan', 'central', 'museum', '--json'] },
    );
    expect(r.same).toBe(false);
    expect(r.diff.some((l) => l.startsWith('- ') && l.includes('harbour'))).toBe(true);
    expect(r.diff.some((l) => l.startsWith('+ ') && l.includes('museum'))).toBe(true);
  });

  it('a write runs through the pipeline only, and the gate still applies', async () => {
    const r = await runTwin(await loadPackFromDir(ledger), ledger, 'transfer', {
      amount: '2.80',
      payee: 'demo-transit',
    });
    expect(r).toMatchObject({ exec: { ok: false, error: 'confirm required' }, cli: null, mcp: null, same: null });
    expect(r.note).toContain('is a write');
  });

  it("masks the pack's agent_env values alike in every face: the runtime masks them as it captures the output", async () => {
    const { pack, dir, cleanup } = await loadFixture({
      source: `#!/usr/bin/env node\nprocess.stdout.write(JSON.stringify({ ok: true, token: process.env.API_TOKEN }));\n`,
      cliBin: 'tok',
      wrap: { agent_env: { API_TOKEN: 'tok-7f3a9c2e51' } },
      verbs: { show: { cli: ['tok', 'show'] } },
    });
    try {
      const r = await runTwin(pack, dir, 'show', {});
      expect(r).toMatchObject({ same: true, diff: [], mcpDiff: [] });
      for (const face of [r.exec, r.cli, r.mcp]) expect(face?.result).toEqual({ ok: true, token: '••••' });
    } finally {
      cleanup();
    }
  });

  it('lineDiff', () => {
    expect(lineDiff(['a', 'b', 'c'], ['a', 'c', 'd'])).toEqual(['- b', '+ d']);
    expect(lineDiff(['a'], ['a'])).toEqual([]);
  });
});
