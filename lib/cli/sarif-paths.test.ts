import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectValidSarif } from '../report/formatters/test-multitool';
import { toRepoRelative } from './output';
import { removeWorkspace, runCli, tempWorkspace } from './test-cli';

type SarifLog = { runs: { results: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[] };
const uris = (text: string) =>
  (JSON.parse(text) as SarifLog).runs[0]!.results.map((r) => r.locations[0]!.physicalLocation.artifactLocation.uri);

describe('toRepoRelative: a pack folder as SARIF and annotations name it', () => {
  it('is relative to the working directory when the pack is inside it', () => {
    expect(toRepoRelative('/repo', 'packs/ledger')).toBe('packs/ledger');
    expect(toRepoRelative('/repo', '/repo/packs/ledger')).toBe('packs/ledger');
    expect(toRepoRelative('/repo', '.')).toBe('.');
  });

  it('never climbs out of its root: a pack elsewhere is named from --workspace, else by its own folder', () => {
    expect(toRepoRelative('/repo', '/tmp/ws/ledger')).toBe('ledger');
    expect(toRepoRelative('/repo', '../../tmp/ws/ledger')).toBe('ledger');
    expect(toRepoRelative('/repo', '/tmp/ws/group/ledger', '/tmp/ws')).toBe('group/ledger');
    expect(toRepoRelative('/repo', '/tmp/ws', '/tmp/ws')).toBe('.');
    // A folder whose name starts with two dots is inside, not above.
    expect(toRepoRelative('/repo', '/repo/..hidden/ledger')).toBe('..hidden/ledger');
  });
});

describe('check --format sarif run away from the packs', () => {
  let ws: string;
  let elsewhere: string;
  beforeEach(() => {
    ws = tempWorkspace('packstudio-sarif-ws-', ['broken-demo']);
    elsewhere = tempWorkspace('packstudio-sarif-cwd-');
    mkdirSync(join(elsewhere, 'repo'));
  });
  afterEach(() => {
    removeWorkspace(ws);
    removeWorkspace(elsewhere);
  });

  it('names files by the pack folder, not ../../tmp/…, and the Multitool accepts the log', async () => {
    const one = await runCli(
      ['check', join(ws, 'broken-demo'), '--no-eval', '--format', 'sarif'],
      join(elsewhere, 'repo'),
    );
    const paths = uris(one.stdout);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((p) => p.startsWith('broken-demo/'))).toBe(true);
    expectValidSarif(one.stdout);

    const set = await runCli(['check', '--workspace', ws, '--no-eval', '--format', 'sarif'], join(elsewhere, 'repo'));
    expect(uris(set.stdout).every((p) => p.startsWith('broken-demo/'))).toBe(true);
  });
});
