import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../node/fixtures/make-pack';
import { loadPackFromDir } from '../../node/load-dir';
import { runFullCheck, type ProgressEvent } from './node';
import { evalOf, probesOf } from '../../hcp/records';

const PACKS = fileURLToPath(new URL('../../../packs/', import.meta.url));
const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((c) => c()));

describe('runFullCheck', () => {
  for (const name of ['ledger', 'transit']) {
    it(`${name}: static, probe and eval layers with no R or E finding, and progress as each finishes`, async () => {
      const dir = resolve(PACKS, name);
      const events: ProgressEvent[] = [];
      const report = await runFullCheck(await loadPackFromDir(dir), dir, {
        layers: { probe: true, eval: true },
        timeoutMs: 10000,
        onProgress: (e) => events.push(e),
      });
      expect(report.layers).toEqual(
        ['structure', 'static', 'probe', 'eval'].map((layer) => ({ layer, status: 'ran' })),
      );
      expect(report.findings.filter((f) => /^[RE]\d/.test(f.id))).toEqual([]);
      expect(probesOf(report).length).toBeGreaterThan(5);
      expect(evalOf(report)).toMatchObject({ failed: 0 });
      expect(report.categories).toMatchObject({ probe: 100, eval: 100 });
      expect(events.filter((e) => e.type === 'phase').map((e) => (e as { phase: string }).phase)).toEqual([
        'static',
        'probe',
        'eval',
        'done',
      ]);
      // Progress is told for the probes that ran; the report also lists those withheld (a write's subcommand).
      expect(events.filter((e) => e.type === 'item' && e.section === 'probes')).toHaveLength(
        probesOf(report).filter((p) => !p.skipped).length,
      );
      const cases = events.filter((e) => e.type === 'item' && e.section === 'eval');
      expect(cases).toHaveLength(evalOf(report)!.cases.length);
      expect(cases.at(-1)).toMatchObject({ done: cases.length, total: cases.length });
    });
  }

  it('without --probe: no probe records; with --no-eval: eval is null; both layers say they were not asked for', async () => {
    const dir = resolve(PACKS, 'ledger');
    const report = await runFullCheck(await loadPackFromDir(dir), dir, {
      layers: { probe: false, eval: false },
      timeoutMs: 10000,
    });
    expect(probesOf(report)).toEqual([]);
    expect(evalOf(report)).toBeNull();
    expect(report.layers.slice(2)).toEqual([
      { layer: 'probe', status: 'not_requested', reason: expect.stringContaining('--probe') },
      { layer: 'eval', status: 'not_requested', reason: expect.stringContaining('--no-eval') },
    ]);
  });

  it('no eval file: E001, and the layer says it did not run and why', async () => {
    const f = await loadFixture({ cliBin: 'well', script: 'well.mjs', verbs: { list: { cli: ['well', 'list'] } } });
    cleanups.push(f.cleanup);
    const report = await runFullCheck(f.pack, f.dir, { layers: { probe: false, eval: true }, timeoutMs: 5000 });
    expect(report.findings.filter((x) => x.category === 'eval').map((x) => x.id)).toEqual(['E001']);
    expect(evalOf(report)).toBeNull();
    expect(report.layers.at(-1)).toEqual({
      layer: 'eval',
      status: 'not_run',
      reason: 'the pack has no hcp.eval.json (E001)',
    });
  });

  it('a pack failing lint: the eval layer says why it did not run', async () => {
    const f = await loadFixture({
      cliBin: 'well',
      script: 'well.mjs',
      verbs: { list: { cli: ['well', 'list'] } },
      eval: { cases: [{ name: 'x', verb: 'list' }] },
    });
    cleanups.push(f.cleanup);
    const pack = await loadPackFromDir(f.dir);
    pack.texts['policy.json'] = undefined;
    const report = await runFullCheck({ ...pack, policy: null, model: { ...pack.model, policy: null } }, f.dir, {
      layers: { probe: false, eval: true },
      timeoutMs: 5000,
    });
    expect(report.layers.filter((l) => l.status === 'not_run')).toEqual([
      { layer: 'eval', status: 'not_run', reason: expect.stringContaining('does not pass the structure layer') },
    ]);
  });

  it('a bare CLI not on the allow-list: probe and eval are "not run" with how to allow them, no E005, never ready', async () => {
    const f = await loadFixture({
      cliBin: 'node',
      bin: 'node',
      script: 'well.mjs',
      verbs: { list: { cli: ['node', 'list'] } },
      eval: { cases: [{ name: 'list', verb: 'list' }] },
    });
    cleanups.push(f.cleanup);
    const report = await runFullCheck(f.pack, f.dir, {
      layers: { probe: true, eval: true },
      timeoutMs: 5000,
      allowlist: [],
    });
    const allow = 'sandbox: bin "node" not allowlisted; allow it with PACKSTUDIO_ALLOWLIST=node';
    expect(report.layers.slice(2)).toEqual([
      { layer: 'probe', status: 'not_run', reason: allow },
      { layer: 'eval', status: 'not_run', reason: allow },
    ]);
    expect(report.findings.map((x) => x.id)).not.toContain('E005');
    expect(report.findings.map((x) => x.id)).not.toContain('R001');
    expect(evalOf(report)).toBeNull();
    expect(report.ready).toBe(false);
  });

  it("a case certain to fail is reported once: the static finding gives way to the eval layer's", async () => {
    const f = await loadFixture({
      cliBin: 'well',
      script: 'well.mjs',
      verbs: { list: { cli: ['well', 'list'] } },
      eval: { cases: [{ name: 'list', verb: 'list', args: { limit: 'TODO limit' } }] },
    });
    cleanups.push(f.cleanup);
    const ran = await runFullCheck(f.pack, f.dir, { layers: { probe: false, eval: true }, timeoutMs: 5000 });
    expect(ran.findings.filter((x) => x.id === 'E005')).toHaveLength(1);
    const skipped = await runFullCheck(f.pack, f.dir, {
      layers: { probe: false, eval: false },
      timeoutMs: 5000,
    });
    expect(skipped.findings.filter((x) => x.id === 'E005')).toMatchObject([
      { message: expect.stringContaining('cannot pass') },
    ]);
  });
});
