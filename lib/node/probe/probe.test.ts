import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadFixture, type FixturePackSpec } from '../fixtures/make-pack';
import { loadPackFromDir } from '../load-dir';
import { runProbeLayer } from './index';

const PACKS = fileURLToPath(new URL('../../../packs/', import.meta.url));
const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((c) => c()));

async function probe(spec: FixturePackSpec, timeoutMs = 8000) {
  const f = await loadFixture(spec);
  cleanups.push(f.cleanup);
  const layer = await runProbeLayer(f.pack, f.dir, { timeoutMs, projectDir: f.dir });
  return { ...layer, dir: f.dir, ids: layer.findings.map((x) => x.id) };
}

const list = { list: { cli: ['x', 'list'] } };
const one = (cliBin: string, script: string, verbs: FixturePackSpec['verbs'] = list) =>
  ({
    cliBin,
    script,
    verbs: Object.fromEntries(Object.entries(verbs).map(([k, v]) => [k, { ...v, cli: [cliBin, ...v.cli.slice(1)] }])),
  }) satisfies FixturePackSpec;

describe('probe layer on the example packs', () => {
  for (const name of ['ledger', 'transit']) {
    it(`${name}: every probe runs and raises no R finding`, async () => {
      const dir = resolve(PACKS, name);
      const pack = await loadPackFromDir(dir);
      const layer = await runProbeLayer(pack, dir, { timeoutMs: 10000, projectDir: dir });
      expect(layer.notRun).toBeUndefined();
      expect(layer.findings).toEqual([]);
      const purposes = layer.records.map((r) => r.purpose);
      expect(purposes.slice(0, 2)).toEqual(['help', 'unknown']);
      expect(purposes).toContain('subcommand-help');
      expect(purposes).toContain('read');
      for (const r of layer.records.filter((r) => r.purpose === 'read'))
        expect(r).toMatchObject({ exit_code: 0, json: true, timed_out: false });
    });
  }

  it('ledger: probes call the three reads and never a write', async () => {
    const dir = resolve(PACKS, 'ledger');
    const layer = await runProbeLayer(await loadPackFromDir(dir), dir, { timeoutMs: 10000, projectDir: dir });
    expect(
      layer.records
        .filter((r) => r.purpose === 'read')
        .map((r) => r.verb)
        .sort(),
    ).toEqual(['list', 'setup.status', 'status']);
    expect(layer.records.every((r) => !['transfer', 'connect', 'setup.apply'].includes(r.verb ?? ''))).toBe(true);
    expect(layer.records.find((r) => r.purpose === 'unknown')?.exit_code).not.toBe(0);
  });
});

describe('each misbehaving CLI raises its rule', () => {
  it('R005: a read that waits on stdin is killed at the timeout', async () => {
    const r = await probe(one('waiter', 'stdin-wait.mjs'), 2500);
    const f = r.findings.find((x) => x.id === 'R005');
    expect(f).toMatchObject({
      severity: 'error',
      pointer: '/verbs/list',
      message: expect.stringContaining('"waiter list --json" did not finish within 2500 ms'),
    });
    expect(f?.message).toContain('[y/N]');
    expect(r.records.find((x) => x.purpose === 'read')).toMatchObject({ timed_out: true, exit_code: null });
  });

  it('R003: an unknown subcommand that exits 0', async () => {
    const r = await probe(one('lenient', 'unknown-ok.mjs'));
    expect(r.findings.find((x) => x.id === 'R003')).toMatchObject({
      severity: 'error',
      pointer: '/wrap/bin',
      message: expect.stringContaining('"lenient hcp-probe-no-such-command" exited 0'),
    });
  });

  it('R006: a banner before the JSON', async () => {
    const r = await probe(one('chatty', 'banner.mjs'));
    expect(r.findings.find((x) => x.id === 'R006')).toMatchObject({
      severity: 'error',
      pointer: '/verbs/list',
      message: expect.stringContaining('printed text before its JSON: "chatty v1.0 (a newer version is available)"'),
    });
  });

  it('R007: ANSI colour despite NO_COLOR', async () => {
    const r = await probe(one('painter', 'colour.mjs'));
    expect(r.findings.find((x) => x.id === 'R007')).toMatchObject({
      severity: 'warn',
      message: expect.stringContaining('printed ANSI colour codes with NO_COLOR=1'),
    });
    expect(r.ids).not.toContain('R006');
  });

  it('R008: 200,000 characters of output', async () => {
    const r = await probe(one('hoarder', 'big.mjs'));
    const f = r.findings.find((x) => x.id === 'R008');
    expect(f).toMatchObject({ severity: 'warn', pointer: '/verbs/list' });
    expect(f?.message).toMatch(/about 5\d,\d{3} tokens/);
    expect(r.ids).not.toContain('R009');
  });

  it('R014: a subcommand the CLI lacks', async () => {
    const r = await probe(
      one('well', 'well.mjs', {
        list: { cli: ['x', 'list'] },
        gone: {
          cli: ['x', 'nosuch', '{{id}}'],
          args: { type: 'object', properties: { id: { type: 'string', examples: ['1'] } }, required: ['id'] },
        },
      }),
    );
    const f = r.findings.find((x) => x.id === 'R014');
    expect(f).toMatchObject({
      severity: 'error',
      pointer: '/verbs/gone/cli',
      message: '"well nosuch" is not a command of this CLI (well: unknown command "nosuch").',
    });
    expect(f?.fix).toContain('Point "gone".cli at a subcommand that exists (see "well --help")');
    expect(r.findings.filter((x) => x.id === 'R014')).toHaveLength(1);
  });

  it("R014 blames a write's missing subcommand from the root help's listing, never starting it", async () => {
    const r = await probe(
      one('well', 'well.mjs', {
        list: { cli: ['x', 'list'] },
        gone: { cli: ['x', 'nosuch'] },
        wipe: { cli: ['x', 'alsonot'], risk: 'write' },
      }),
    );
    expect(r.findings.filter((x) => x.id === 'R014').map((x) => [x.pointer, x.message])).toEqual([
      ['/verbs/gone/cli', '"well nosuch" is not a command of this CLI (well: unknown command "nosuch").'],
      [
        '/verbs/wipe/cli',
        '"well alsonot" is not a command of this CLI ("well --help" lists the commands beside it but not "alsonot"; a subcommand a write uses is never started, so its parent\'s listing decides).',
      ],
    ]);
    expect(r.records.filter((x) => x.skipped !== undefined)).toEqual([
      expect.objectContaining({
        argv: ['well', 'alsonot', '--help'],
        exit_code: null,
        skipped: expect.stringMatching(
          /^"wipe" is "write" in policy\.json: .*, so R014 judges it from its parent's help listing$/,
        ),
      }),
    ]);
  });

  it('R013: a read that exits 1; R004 when it also says nothing', async () => {
    const r = await probe(
      one('well', 'well.mjs', {
        list: { cli: ['x', 'list'] },
        fail: { cli: ['x', 'fail'] },
        hush: { cli: ['x', 'quiet-fail'] },
      }),
    );
    expect(r.findings.find((x) => x.id === 'R013' && x.pointer === '/verbs/fail')).toMatchObject({
      severity: 'error',
      message: 'Read "fail" failed: "well fail --json" exited 1: well: backend unavailable.',
    });
    expect(r.findings.find((x) => x.id === 'R013' && x.pointer === '/verbs/hush')).toBeDefined();
    expect(r.findings.filter((x) => x.id === 'R004').map((x) => x.pointer)).toEqual(['/verbs/hush']);
  });

  it('R011: a health command exiting 3 (and not R013 for health codes 1 and 2)', async () => {
    const r = await probe(one('well', 'well.mjs', { status: { cli: ['x', 'status'] } }));
    expect(r.findings.find((x) => x.id === 'R011')).toMatchObject({
      severity: 'warn',
      pointer: '/verbs/status',
      message: expect.stringContaining('exited 3'),
    });
  });

  it('a grandchild that outlives the read is killed and the probe returns quickly', async () => {
    const started = Date.now();
    const r = await probe(one('forker', 'grandchild.mjs'), 3000);
    expect(Date.now() - started).toBeLessThan(6000);
    expect(r.records.find((x) => x.purpose === 'read')).toMatchObject({ exit_code: 0, timed_out: false });
  });

  it('R001: a bin missing from the pack; nothing runs', async () => {
    const r = await probe({ ...one('well', 'well.mjs'), bin: './bin/missing.mjs' });
    expect(r.findings).toEqual([
      expect.objectContaining({
        id: 'R001',
        severity: 'error',
        pointer: '/wrap/bin',
        message:
          'wrap.bin "./bin/missing.mjs" does not resolve: sandbox: bin "./bin/missing.mjs" not found in the pack.',
      }),
    ]);
    expect(r.records).toEqual([]);
  });

  it('R012: no read could be called (a required argument without example)', async () => {
    const r = await probe(
      one('well', 'well.mjs', {
        show: {
          cli: ['x', 'show', '{{id}}'],
          args: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        },
      }),
    );
    expect(r.findings.find((x) => x.id === 'R012')).toMatchObject({
      severity: 'info',
      message: 'No read could be probed: "show": required "id" has no example and no eval case.',
    });
  });

  it('a bare bin that is not allow-listed: the layer does not run, and says why', async () => {
    const r = await probe({ ...one('well', 'well.mjs'), bin: 'well' });
    expect(r.notRun).toBe('sandbox: bin "well" not allowlisted; allow it with PACKSTUDIO_ALLOWLIST=well');
    expect(r.records).toEqual([]);
  });

  it('R001 is still judged for a bare bin that may not run: it needs no process, only a look at PATH', async () => {
    const missing = await probe({ ...one('well', 'well.mjs'), bin: 'no-such-cli-anywhere' });
    expect(missing.notRun).toContain('not allowlisted');
    expect(missing.findings).toEqual([
      expect.objectContaining({ id: 'R001', severity: 'error', message: expect.stringContaining('not found on PATH') }),
    ]);
    // `node` is on PATH (this test runs on it): R001 passes, and still nothing runs.
    const onPath = await probe({ ...one('node', 'well.mjs'), bin: 'node' });
    expect(onPath.notRun).toBe('sandbox: bin "node" not allowlisted; allow it with PACKSTUDIO_ALLOWLIST=node');
    expect(onPath.findings).toEqual([]);
    expect(onPath.records).toEqual([]);
  });
});

describe('probes never run a write', () => {
  it('writes and confirm-gated commands are never called', async () => {
    const MARK = `#!/usr/bin/env node
import { appendFileSync } from 'node:fs';
const args = process.argv.slice(2);
if (args.includes('--help') || args[0] === 'hcp-probe-no-such-command') { process.stdout.write('usage\\n'); process.exit(args.includes('--help') ? 0 : 2); }
appendFileSync(new URL('../ran.txt', import.meta.url), args.join(' ') + '\\n');
process.stdout.write('{"ok":true}\\n');
`;
    const f = await loadFixture({
      cliBin: 'mark',
      source: MARK,
      verbs: {
        list: { cli: ['mark', 'list'] },
        delete: { cli: ['mark', 'delete'], risk: 'write' },
        pay: { cli: ['mark', 'pay'], risk: 'write', confirm: 'always' },
        odd: { cli: ['mark', 'odd'], risk: 'read', confirm: true },
      },
    });
    cleanups.push(f.cleanup);
    const layer = await runProbeLayer(f.pack, f.dir, { timeoutMs: 8000, projectDir: f.dir });
    expect(layer.records.filter((r) => r.purpose === 'read').map((r) => r.verb)).toEqual(['list']);
    expect(readFileSync(join(f.dir, 'ran.txt'), 'utf8')).toBe('list --json\n');
  });

  it("never starts a write's subcommand, not even with --help, and says in the probe table what it left out", async () => {
    // This CLI ignores --help after a subcommand: `purge --help` purges.
    const IGNORES_HELP = `#!/usr/bin/env node
import { appendFileSync } from 'node:fs';
const args = process.argv.slice(2);
if (args[0] === '--help') { process.stdout.write('usage: careless list|purge|pay|odd\\n'); process.exit(0); }
if (args[0] === 'hcp-probe-no-such-command') process.exit(2);
appendFileSync(new URL('../ran.txt', import.meta.url), args.join(' ') + '\\n');
process.stdout.write('{"ok":true}\\n');
`;
    const f = await loadFixture({
      cliBin: 'careless',
      source: IGNORES_HELP,
      verbs: {
        list: { cli: ['careless', 'list'] },
        purge: { cli: ['careless', 'purge'], risk: 'write' },
        pay: { cli: ['careless', 'pay'], risk: 'write', confirm: 'always' },
        odd: { cli: ['careless', 'odd'], risk: 'read', confirm: true },
      },
    });
    cleanups.push(f.cleanup);
    const layer = await runProbeLayer(f.pack, f.dir, { timeoutMs: 8000, projectDir: f.dir });
    const ran = readFileSync(join(f.dir, 'ran.txt'), 'utf8').trim().split('\n').sort();
    expect(ran).toEqual(['list --help', 'list --json']);
    expect(layer.records.filter((r) => r.skipped !== undefined)).toEqual([
      expect.objectContaining({
        argv: ['careless', 'purge', '--help'],
        exit_code: null,
        purpose: 'subcommand-help',
        skipped:
          '"purge" is "write" in policy.json: probes never start a write\'s subcommand, not even with --help, so R014 judges it from its parent\'s help listing',
      }),
      expect.objectContaining({
        argv: ['careless', 'pay', '--help'],
        skipped: expect.stringContaining('"pay" is "write"'),
      }),
      expect.objectContaining({
        argv: ['careless', 'odd', '--help'],
        skipped: expect.stringContaining('"odd" is confirm-gated'),
      }),
    ]);
  });
});
