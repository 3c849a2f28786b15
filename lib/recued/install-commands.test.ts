import { describe, expect, it } from 'vitest';
import { installCommands } from './install-commands';
import type { CliIngredient } from './schema';
import { cliPackValue, type Draft } from './test-fixtures';

function ingredient(mutate: (cli: Draft) => void = () => {}): CliIngredient {
  const ing = cliPackValue().contents[0].composition.ingredients[0];
  mutate(ing.cli);
  return ing;
}
const commands = (lines: ReturnType<typeof installCommands>['macos']) =>
  lines.map((l) => (l.kind === 'command' ? l.command : `docs ${l.url}`));

describe('installCommands', () => {
  it('shows each command only where its manager runs, pinning the tested major', () => {
    const out = installCommands(ingredient((cli) => delete cli.install[1].systems));
    expect(commands(out.macos)).toEqual([
      'npm install -g opencode-ai@1',
      'brew install anomalyco/tap/opencode',
      'docs https://opencode.ai/docs',
    ]);
    expect(commands(out.linux)).toEqual([
      'npm install -g opencode-ai@1',
      'brew install anomalyco/tap/opencode',
      'docs https://opencode.ai/docs',
    ]);
    expect(commands(out.windows)).toEqual(['npm install -g opencode-ai@1', 'docs https://opencode.ai/docs']);
  });

  it('narrows by systems', () => {
    const out = installCommands(ingredient());
    expect(commands(out.linux)).toEqual(['npm install -g opencode-ai@1', 'docs https://opencode.ai/docs']);
  });

  it.each([
    ['npm', 'opencode-ai', 'npm install -g opencode-ai@1'],
    ['pip', 'httpie', 'pip install "httpie==1.*"'],
    ['pipx', 'httpie', 'pipx install "httpie==1.*"'],
    ['cargo', 'ripgrep', 'cargo install ripgrep --version "^1"'],
    ['go', 'github.com/acme/tool/cmd/tool', 'go install github.com/acme/tool/cmd/tool@v1'],
    ['brew', 'opencode', 'brew install opencode'],
    ['winget', 'Ollama.Ollama', 'winget install --exact --id Ollama.Ollama'],
    ['scoop', 'opencode', 'scoop install opencode'],
    ['apt', 'ripgrep', 'sudo apt install ripgrep'],
    ['dnf', 'ripgrep', 'sudo dnf install ripgrep'],
  ])('%s: %s', (manager, pkg, command) => {
    const out = installCommands(ingredient((cli) => (cli.install = [{ manager, package: pkg }])));
    const all = [...out.macos, ...out.linux, ...out.windows];
    expect(all[0]).toMatchObject({ kind: 'command', command });
  });

  it('does not pin when the range does not end at a major boundary, or has no end', () => {
    expect(commands(installCommands(ingredient((cli) => (cli.version.tested.before = '2.1.0'))).windows)[0]).toBe(
      'npm install -g opencode-ai',
    );
    expect(commands(installCommands(ingredient((cli) => delete cli.version.tested.before)).windows)[0]).toBe(
      'npm install -g opencode-ai',
    );
    expect(commands(installCommands(ingredient((cli) => delete cli.version)).windows)[0]).toBe(
      'npm install -g opencode-ai',
    );
  });

  it('pins major 0 below 1.0.0, and go only where the module path allows', () => {
    const zero = ingredient((cli) => (cli.version.tested = { from: '0.5.0', before: '1' }));
    expect(commands(installCommands(zero).windows)[0]).toBe('npm install -g opencode-ai@0');
    const v3 = (pkg: string) =>
      commands(
        installCommands(
          ingredient(
            (cli) => (
              (cli.version.tested = { from: '2.0', before: '3.0.0' }),
              (cli.install = [{ manager: 'go', package: pkg }])
            ),
          ),
        ).linux,
      )[0];
    expect(v3('github.com/acme/tool')).toBe('go install github.com/acme/tool@latest');
    expect(v3('github.com/acme/tool/v2')).toBe('go install github.com/acme/tool/v2@v2');
  });

  it('leaves out entries the checks refuse', () => {
    const out = installCommands(
      ingredient(
        (cli) =>
          (cli.install = [
            { manager: 'yarn', package: 'x' },
            { manager: 'npm', package: 'x; rm -rf /' },
            { docs: 'http://x.example' },
            'junk',
          ]),
      ),
    );
    expect(out).toEqual({ macos: [], linux: [], windows: [] });
  });
});
