import { describe, expect, it } from 'vitest';
import pkg from '../../../package.json' with { type: 'json' };
import { loadFigSpec, specNodeAt } from './fig-specs';

describe('the Fig specs of the pinned @withfig/autocomplete', () => {
  it('is pinned exactly, so these facts hold', () => {
    expect(pkg.dependencies['@withfig/autocomplete']).toBe('2.692.3');
  });

  it("loads a CLI's spec by name and says what it knows of terraform's and kubectl's commands", async () => {
    const terraform = (await loadFigSpec('terraform'))!;
    expect(terraform.posixNoncompliant).toBe(true);
    expect(terraform.subcommands.map((c) => c.names[0])).toEqual(
      expect.arrayContaining(['plan', 'apply', 'get', 'graph']),
    );
    const kubectl = (await loadFigSpec('kubectl'))!;
    expect(kubectl.subcommands).toHaveLength(42);
    expect(kubectl.subcommands.find((c) => c.names[0] === 'get')!.args[0]).toMatchObject({ name: 'TYPE | TYPE/NAME' });
  });

  it("reads a group's own spec file where the spec points to it (aws's services)", async () => {
    const aws = (await loadFigSpec('aws'))!;
    expect(aws.subcommands.find((c) => c.names[0] === 's3')).toMatchObject({ loadSpec: 'aws/s3' });
    const s3 = await specNodeAt(aws, ['s3']);
    expect(s3!.subcommands.map((c) => c.names[0])).toEqual(expect.arrayContaining(['ls', 'cp', 'rm', 'sync']));
  });

  it('loads nothing outside the list of specs: no path, no unknown name', async () => {
    expect(await loadFigSpec('../../package')).toBeNull();
    expect(await loadFigSpec('/etc/passwd')).toBeNull();
    expect(await loadFigSpec('no-such-cli-here')).toBeNull();
  });
});
