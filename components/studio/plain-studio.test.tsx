// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { asGeneric, registerFormat } from '@/lib/formats';
import { tinyFormat } from '@/lib/formats/testing/tiny';
import type { PackFileState } from '@/lib/studio/file-state';

vi.mock('@/app/actions/pack-actions', () => ({
  saveFile: vi.fn(async (input: { file: string }) => ({ ok: true as const, version: `v2-${input.file}`, bytes: 1 })),
}));
vi.mock('../editor/editor-loader', () => import('./test-fake-editor'));

const { default: PlainStudio } = await import('./plain-studio');

/**
 * A third format with no studio of its own (lib/formats/testing/tiny, registered here and nowhere else) opens in the
 * plain shell: its files as tabs, the live check of the editor's text, its finding with the fix its rule carries.
 */
let unregister: () => void;
beforeAll(() => {
  unregister = registerFormat(asGeneric(tinyFormat));
});
afterAll(() => unregister());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const WIDGET = '{\n  "name": "Widget"\n}\n';
const files: PackFileState<string>[] = [
  { file: 'tiny.json', exists: true, text: WIDGET, version: 'v1', bytes: WIDGET.length },
  { file: 'packstudio.json', exists: false, version: null },
];

function open() {
  const client = new QueryClient();
  const wrap = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<PlainStudio formatId="tiny" packId="widget" files={files} query={{}} />, { wrapper: wrap });
}
const editorBox = () => screen.getByTestId('fake-editor') as HTMLTextAreaElement;

describe('a format registered without a studio of its own', () => {
  it('opens in the plain shell: its file tab, the live finding of its one rule, and the fix applied in the editor', async () => {
    open();
    await waitFor(() => expect(editorBox().value).toBe(WIDGET));
    expect(screen.getByTestId('studio').dataset.format).toBe('tiny');
    expect(screen.getByRole('tablist', { name: 'Pack files' }).textContent).toContain('tiny.json');
    const finding = await screen.findByTestId('finding');
    expect(finding.textContent).toContain('T001');
    expect(finding.textContent).toContain('name "Widget" has capitals');
    fireEvent.click(within(finding).getByTestId('apply-fix'));
    await waitFor(() => expect(editorBox().value).toBe('{\n  "name": "widget"\n}\n'));
    await waitFor(() => expect(screen.queryByTestId('finding')).toBeNull());
    expect(screen.getByTestId('save').textContent).toMatch(/Save/);
  });

  it('says so when the format is not registered at all', () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <PlainStudio formatId="nope" packId="widget" files={files} query={{}} />
      </QueryClientProvider>,
    );
    expect(document.body.textContent).toContain('no pack format "nope" is registered');
  });
});
