import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadFixture, type FixturePackSpec } from '../fixtures/make-pack';
import { runProbeLayer } from './index';

/**
 * Probes never run anything of a write's, decided by policy.json's rows, not by the words a read shares with it.
 * The CLI here ignores --help and unknown words after its first word, as a careless one does: whatever it is started
 * with, it records, so the test sees every argv the probes really ran.
 */
const CARELESS = `#!/usr/bin/env node
import { appendFileSync } from 'node:fs';
const args = process.argv.slice(2);
appendFileSync(new URL('../ran.txt', import.meta.url), JSON.stringify(args) + '\\n');
process.stdout.write('{"ok":true}\\n');
`;
const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((c) => c()));

async function probe(verbs: FixturePackSpec['verbs']) {
  const f = await loadFixture({ cliBin: 'careless', source: CARELESS, verbs });
  cleanups.push(f.cleanup);
  const layer = await runProbeLayer(f.pack, f.dir, { timeoutMs: 8000, projectDir: f.dir });
  const ran = readFileSync(join(f.dir, 'ran.txt'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as string[]);
  return { layer, ran };
}

describe('probes and the words a read shares with a write', () => {
  it("a read whose words are a write's (daemon nuke --dry-run) never makes the probe run the write's --help", async () => {
    const { layer, ran } = await probe({
      preview: { cli: ['careless', 'daemon', 'nuke', '--dry-run'] },
      nuke: { cli: ['careless', 'daemon', 'nuke'], risk: 'write', confirm: true },
    });
    expect(ran).not.toContainEqual(['daemon', 'nuke', '--help']);
    expect(ran).toContainEqual(['daemon', 'nuke', '--dry-run', '--json']); // the read itself, as policy.json allows
    expect(layer.records.find((r) => r.argv.join(' ') === 'careless daemon nuke --help')).toMatchObject({
      exit_code: null,
      skipped:
        '"nuke" is "write" in policy.json: its argv could start from this probe\'s, and probes never start anything of a write\'s, not even with --help, so R014 judges it from its parent\'s help listing',
    });
  });

  it("a read whose words a write's placeholder could take (write `daemon {{target}}`, read `daemon status`)", async () => {
    const { ran } = await probe({
      status: { cli: ['careless', 'daemon', 'status'] },
      stop: {
        cli: ['careless', 'daemon', '{{target}}'],
        risk: 'write',
        args: { type: 'object', properties: { target: { type: 'string' } }, required: ['target'] },
      },
    });
    expect(ran).not.toContainEqual(['daemon', 'status', '--help']);
    expect(ran).toContainEqual(['daemon', 'status', '--json']);
  });

  it('a write at the CLI’s root (`careless {{path}}`): not even --help or the unknown subcommand runs', async () => {
    const { layer, ran } = await probe({
      list: { cli: ['careless', 'list'] },
      remove: {
        cli: ['careless', '{{path}}'],
        risk: 'write',
        args: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
      },
    });
    expect(ran.map((a) => a.join(' ')).sort()).toEqual(['list --json']);
    expect(layer.records.filter((r) => r.skipped).map((r) => [r.purpose, r.argv.join(' ')])).toEqual([
      ['help', 'careless --help'],
      ['unknown', 'careless hcp-probe-no-such-command'],
      ['subcommand-help', 'careless list --help'],
    ]);
  });

  it("a read whose argv is a write's (`peek` = `pay {{amount}} --confirm` beside the write `pay`) is never run", async () => {
    const amount = {
      type: 'object',
      properties: { amount: { type: 'string', examples: ['2'] } },
      required: ['amount'],
    };
    const { layer, ran } = await probe({
      list: { cli: ['careless', 'list'] },
      peek: { cli: ['careless', 'pay', '{{amount}}', '--confirm'], args: amount },
      pay: { cli: ['careless', 'pay', '{{amount}}', '--memo', '{{memo}}', '--confirm'], risk: 'write', args: amount },
    });
    expect(ran.filter((a) => a[0] === 'pay' && a[1] !== '--help')).toEqual([]);
    expect(ran).toContainEqual(['list', '--json']);
    expect(layer.records.find((r) => r.verb === 'peek')).toMatchObject({
      exit_code: null,
      skipped: 'its argv is one the write "pay" builds (policy.json risk "write"), and probes never run a write',
    });
  });

  it('a CLI whose writes all have subcommands of their own still gets every probe', async () => {
    const { ran } = await probe({
      list: { cli: ['careless', 'list'] },
      purge: { cli: ['careless', 'purge'], risk: 'write' },
    });
    expect(ran.map((a) => a.join(' ')).sort()).toEqual([
      '--help',
      'hcp-probe-no-such-command',
      'list --help',
      'list --json',
    ]);
  });
});
