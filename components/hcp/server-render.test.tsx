import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { PackFileState } from '@/lib/studio/file-state';

vi.mock('server-only', () => ({}));
vi.mock('@/app/actions/pack-actions', () => ({ saveFile: vi.fn() }));
vi.mock('@/app/actions/history-actions', () => ({ recordCompositionCheck: vi.fn() }));
const { default: HcpStudio } = await import('./studio');

const file = (name: string, text: string): PackFileState => ({
  file: name,
  exists: true,
  text,
  version: 'v1',
  bytes: text.length,
});
const ledger = (name: string) => readFileSync(`packs/ledger/${name}`, 'utf8');

/** The ledger pack, its surface and policy grown to `commands` read commands. */
function ledgerWith(commands: number, harness = ledger('HARNESS.md')): PackFileState[] {
  const surface = JSON.parse(ledger('surface.json'));
  const policy = JSON.parse(ledger('policy.json'));
  for (let i = 0; i < commands; i++) {
    surface.verbs[`cmd${i}.list`] = {
      description: `List thing ${i} without changing anything.`,
      cli: ['ledger', `cmd${i}`],
      policy: 'read',
    };
    policy.verbs[`cmd${i}.list`] = { risk: 'read' };
  }
  return [
    file('surface.json', JSON.stringify(surface, null, 2)),
    file('policy.json', JSON.stringify(policy, null, 2)),
    file('HARNESS.md', harness),
    file('hcp.eval.json', ledger('hcp.eval.json')),
  ];
}

const serverRender = (files: PackFileState[], query = {}) =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <HcpStudio packId="ledger" files={files} query={query} />
    </QueryClientProvider>,
  );

describe("the studio's server render", () => {
  it('a 10,000-command surface.json: a placeholder with the note, no check and no command rendered', () => {
    const html = serverRender(ledgerWith(10_000));
    expect(html).toContain('data-testid="large-pack-note"');
    expect(html.replaceAll('<!-- -->', '')).toMatch(/Opening ledger \([\d.]+ MB\) in the browser/);
    expect(html).not.toContain('cmd9999');
    expect(html.length).toBeLessThan(2_000);
  });

  it('the ledger pack as it is renders the studio, its HARNESS.md preview waiting for the browser', () => {
    const html = serverRender(ledgerWith(0, '*a'.repeat(100_000)), { file: 'HARNESS.md' });
    expect(html).not.toContain('large-pack-note');
    expect(html).toContain('data-testid="markdown-preview"');
    expect(html).toContain('Rendering the preview');
    expect(html).not.toContain('<em>');
  });
});
