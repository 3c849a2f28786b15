import { describe, expect, it } from 'vitest';
import { CLI, cliBlock, cliPack, expectClean, expectFindings } from '../test-fixtures';

describe('C-cli-closed', () => {
  it('refuses an unknown key, naming it', () => {
    const [f] = expectFindings(
      cliPack((p) => (cliBlock(p).homepage = 'https://opencode.ai')),
      [{ id: 'C-cli-closed', pointer: `${CLI.cli}/homepage`, severity: 'error', at: '"https://opencode.ai"' }],
    );
    expect(f.message).toContain('"homepage"');
  });
  it('suggests the key a typo meant', () => {
    const findings = expectFindings(
      cliPack((p) => {
        cliBlock(p).entry_pont = cliBlock(p).entry_point;
        delete cliBlock(p).entry_point;
      }),
      [{ id: 'C-cli-closed', pointer: `${CLI.cli}/entry_pont`, severity: 'error', at: '"opencode"' }],
    );
    expect(findings[0].fix).toBe('Rename "entry_pont" to "entry_point".');
  });
  it('is closed inside version.tested too', () =>
    expectFindings(
      cliPack((p) => (cliBlock(p).version.tested.until = '3.0')),
      [{ id: 'C-cli-closed', pointer: `${CLI.cli}/version/tested/until`, severity: 'error', at: '"3.0"' }],
    ));
});

describe('C-version-format', () => {
  it.each(['v1.18.35', '1.18.35-beta', '1.2.3.4.5', '', '1..2'])(
    'refuses %j',
    (from) =>
      void expectFindings(
        cliPack((p) => (cliBlock(p).version.tested.from = from)),
        [
          {
            id: 'C-version-format',
            pointer: `${CLI.cli}/version/tested/from`,
            severity: 'error',
            at: JSON.stringify(from),
          },
        ],
      ),
  );
  it('checks before as well', () =>
    expectFindings(
      cliPack((p) => (cliBlock(p).version.tested.before = 2)),
      [{ id: 'C-version-format', pointer: `${CLI.cli}/version/tested/before`, severity: 'error', at: '2' }],
    ));
  it.each(['1', '1.2', '1.2.3.4'])('accepts %j', (from) =>
    expectClean(cliPack((p) => (cliBlock(p).version.tested = { from }))),
  );
});

describe('C-version-order', () => {
  it.each([
    ['2.0.0', '2'],
    ['1.10', '1.9'],
    ['100000000000000000001', '100000000000000000000'],
  ])(
    'refuses from %s with before %s',
    (from, before) =>
      void expectFindings(
        cliPack((p) => (cliBlock(p).version.tested = { from, before })),
        [
          {
            id: 'C-version-order',
            pointer: `${CLI.cli}/version/tested/from`,
            severity: 'error',
            at: JSON.stringify(from),
          },
        ],
      ),
  );
  it('compares numerically, not as text', () =>
    expectClean(cliPack((p) => (cliBlock(p).version.tested = { from: '1.9', before: '1.10' }))));
});

describe('C-version-outside', () => {
  it('refuses another word', () =>
    expectFindings(
      cliPack((p) => (cliBlock(p).version.outside = 'block')),
      [{ id: 'C-version-outside', pointer: `${CLI.cli}/version/outside`, severity: 'error', at: '"block"' }],
    ));
  it('refuses a missing outside, pointing at version', () =>
    expectFindings(
      cliPack((p) => delete cliBlock(p).version.outside),
      [{ id: 'C-version-outside', pointer: `${CLI.cli}/version/outside`, severity: 'error', at: '{' }],
    ));
  it('accepts warn', () => expectClean(cliPack((p) => (cliBlock(p).version.outside = 'warn'))));
});

describe('C-probe-version-only', () => {
  it('refuses a probe that does more than ask the version', () =>
    expectFindings(
      cliPack((p) => (cliBlock(p).probe = ['opencode', 'run'])),
      [{ id: 'C-probe-version-only', pointer: `${CLI.cli}/probe/1`, severity: 'error', at: '"run"' }],
    ));
  it('refuses extra arguments', () =>
    expectFindings(
      cliPack((p) => (cliBlock(p).probe = ['opencode', '--version', '--json'])),
      [{ id: 'C-probe-version-only', pointer: `${CLI.cli}/probe`, severity: 'error', at: '[' }],
    ));
  it('refuses another program', () =>
    expectFindings(
      cliPack((p) => (cliBlock(p).probe = ['sh', '--version'])),
      [{ id: 'C-probe-version-only', pointer: `${CLI.cli}/probe/0`, severity: 'error', at: '"sh"' }],
    ));
  it.each(['--version', '-version', '-v', '-V', 'version'])('accepts %s', (flag) =>
    expectClean(cliPack((p) => (cliBlock(p).probe = ['opencode', flag]))),
  );
  it('does not apply without version', () =>
    expectClean(
      cliPack((p) => {
        delete cliBlock(p).version;
        cliBlock(p).probe = ['opencode', 'doctor'];
      }),
    ));
});
