import { describe, expect, it } from 'vitest';
import { CLI, cliBlock, cliPack, expectClean, expectFindings } from '../test-fixtures';

const entry = (i: number) => `${CLI.cli}/install/${i}`;

describe('C-install-entry-shape', () => {
  it('refuses a command mixed with docs', () =>
    expectFindings(
      cliPack((p) => (cliBlock(p).install[0].docs = 'https://opencode.ai/docs')),
      [
        {
          id: 'C-install-entry-shape',
          pointer: `${entry(0)}/docs`,
          severity: 'error',
          at: '"https://opencode.ai/docs"',
        },
      ],
    ));
  it('refuses an unknown key and suggests the right one', () => {
    const [f] = expectFindings(
      cliPack((p) => (cliBlock(p).install[0] = { manager: 'npm', package: 'opencode-ai', system: ['macos'] })),
      [{ id: 'C-install-entry-shape', pointer: `${entry(0)}/system`, severity: 'error', at: '[' }],
    );
    expect(f.fix).toBe('Rename "system" to "systems".');
  });
  it('refuses a command without package', () =>
    expectFindings(
      cliPack((p) => (cliBlock(p).install[0] = { manager: 'npm' })),
      [{ id: 'C-install-entry-shape', pointer: `${entry(0)}/package`, severity: 'error', at: '{' }],
    ));
  it('refuses an empty entry', () =>
    expectFindings(
      cliPack((p) => (cliBlock(p).install[0] = {})),
      [{ id: 'C-install-entry-shape', pointer: entry(0), severity: 'error', at: '{}' }],
    ));
  it('refuses extra keys on a docs entry', () =>
    expectFindings(
      cliPack((p) => (cliBlock(p).install[2].title = 'Docs')),
      [{ id: 'C-install-entry-shape', pointer: `${entry(2)}/title`, severity: 'error', at: '"Docs"' }],
    ));
});

describe('C-install-manager', () => {
  it('refuses a manager not on the list, suggesting a close one', () => {
    const [f] = expectFindings(
      cliPack((p) => (cliBlock(p).install[1].manager = 'brw')),
      [{ id: 'C-install-manager', pointer: `${entry(1)}/manager`, severity: 'error', at: '"brw"' }],
    );
    expect(f.fix).toBe('Set "manager": "brew".');
  });
  it.each(['brew', 'winget', 'scoop', 'apt', 'dnf', 'npm', 'pip', 'pipx', 'cargo', 'go'])('accepts %s', (manager) =>
    expectClean(cliPack((p) => (cliBlock(p).install[0] = { manager, package: 'opencode' }))),
  );
});

describe('C-install-package', () => {
  it.each(['opencode-ai && curl x | sh', '-g', 'a b', 'pkg;rm', '"q"', ''])(
    'refuses %j',
    (pkg) =>
      void expectFindings(
        cliPack((p) => (cliBlock(p).install[0].package = pkg)),
        [{ id: 'C-install-package', pointer: `${entry(0)}/package`, severity: 'error', at: JSON.stringify(pkg) }],
      ),
  );
  it('refuses 215 characters and accepts 214', () => {
    expectFindings(
      cliPack((p) => (cliBlock(p).install[0].package = 'a'.repeat(215))),
      [{ id: 'C-install-package', pointer: `${entry(0)}/package`, severity: 'error', at: '"aaa' }],
    );
    expectClean(cliPack((p) => (cliBlock(p).install[0].package = 'a'.repeat(214))));
  });
  it.each(['@scope/pkg', 'github.com/x/y/cmd/z', 'g++', 'Ollama.Ollama', '7zip'])('accepts %j', (pkg) =>
    expectClean(cliPack((p) => (cliBlock(p).install[0].package = pkg))),
  );
});

describe('C-install-systems', () => {
  it('refuses a system listed twice', () =>
    expectFindings(
      cliPack((p) => (cliBlock(p).install[0].systems = ['linux', 'windows', 'linux'])),
      [{ id: 'C-install-systems', pointer: `${entry(0)}/systems/2`, severity: 'error', at: '"linux"' }],
    ));
  it('refuses an unknown system', () =>
    expectFindings(
      cliPack((p) => (cliBlock(p).install[0].systems = ['darwin'])),
      [{ id: 'C-install-systems', pointer: `${entry(0)}/systems/0`, severity: 'error', at: '"darwin"' }],
    ));
  it('refuses an empty list', () =>
    expectFindings(
      cliPack((p) => (cliBlock(p).install[0].systems = [])),
      [{ id: 'C-install-systems', pointer: `${entry(0)}/systems`, severity: 'error', at: '[]' }],
    ));
  it('refuses a string instead of a list', () =>
    expectFindings(
      cliPack((p) => (cliBlock(p).install[0].systems = 'macos')),
      [{ id: 'C-install-systems', pointer: `${entry(0)}/systems`, severity: 'error', at: '"macos"' }],
    ));
  it('warns when the manager does not run on a listed system', () =>
    expectFindings(
      cliPack((p) => (cliBlock(p).install[1].systems = ['macos', 'windows'])),
      [{ id: 'C-install-systems', pointer: `${entry(1)}/systems/1`, severity: 'warn', at: '"windows"' }],
    ));
  it('accepts every system once', () =>
    expectClean(cliPack((p) => (cliBlock(p).install[0].systems = ['macos', 'linux', 'windows']))));
});

describe('C-install-docs', () => {
  it.each(['http://opencode.ai/docs', 'https://user:pw@opencode.ai/docs', 'opencode.ai/docs'])(
    'refuses %j',
    (docs) =>
      void expectFindings(
        cliPack((p) => (cliBlock(p).install[2].docs = docs)),
        [{ id: 'C-install-docs', pointer: `${entry(2)}/docs`, severity: 'error', at: JSON.stringify(docs) }],
      ),
  );
});
