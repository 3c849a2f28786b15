// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackFileState } from '@/lib/studio/file-state';

const actions = vi.hoisted(() => ({
  saveFile: vi.fn(async (input: { file: string }) => ({ ok: true as const, version: `v2-${input.file}`, bytes: 1 })),
  recordCompositionCheck: vi.fn(async () => ({ ok: true as const })),
  workspacePublisher: vi.fn(async () => ({ ok: true as const, publisher: { handle: 'local', set: true } })),
  setWorkspacePublisher: vi.fn(async ({ handle }: { handle: string }) => ({
    ok: true as const,
    publisher: { handle, set: true },
  })),
  packImportedAuthType: vi.fn(async () => ({ ok: true as const, authType: null })),
}));
vi.mock('@/app/actions/pack-actions', () => ({ saveFile: actions.saveFile }));
vi.mock('@/app/actions/history-actions', () => ({ recordCompositionCheck: actions.recordCompositionCheck }));
vi.mock('@/app/actions/publisher-actions', () => ({
  workspacePublisher: actions.workspacePublisher,
  setWorkspacePublisher: actions.setWorkspacePublisher,
}));
vi.mock('@/app/actions/import-actions', () => ({ packImportedAuthType: actions.packImportedAuthType }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: () => {} }),
  usePathname: () => '/packs/acme-tasks',
}));
vi.mock('../editor/editor-loader', () => import('./test-fake-editor'));

const { default: RecuedStudio } = await import('../recued/studio');

afterEach(() => {
  cleanup();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
beforeEach(() => vi.clearAllMocks());

const ACME = readFileSync(resolve('packs/acme-tasks/pack.json'), 'utf8');
const loaded = (text: string | null): PackFileState<'pack.json'>[] => [
  text === null
    ? { file: 'pack.json', exists: false, version: null }
    : { file: 'pack.json', exists: true, text, version: 'v1', bytes: text.length },
];

function open(text: string | null = ACME, query = {}) {
  const client = new QueryClient();
  const wrap = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<RecuedStudio packId="acme-tasks" files={loaded(text)} query={query} />, { wrapper: wrap });
}

/** acme-tasks with its connection hint's base URL on localhost: an error finding (C-hint-endpoint). */
const LOCAL_HINT = ACME.replace(
  '"config.base_url": "https://api.acme.example"',
  '"config.base_url": "http://localhost:8080"',
);
const verdict = () => screen.getByTestId('publish-status');
const editorBox = () => screen.getByTestId('fake-editor') as HTMLTextAreaElement;

describe('the studio shell with a format descriptor', () => {
  it("shows the pack's files, the verdict read from the live report, the format's crumbs and its panels by the engine's labels", async () => {
    open();
    await waitFor(() => expect(editorBox().value).toBe(ACME));
    expect(screen.getByRole('tablist', { name: 'Pack files' }).textContent).toBe('pack.json');
    expect(screen.getByTestId('studio').dataset.format).toBe('recued');
    expect(screen.getByTestId('studio-toolbar').textContent).toContain('Acme Tasks');
    expect(verdict().dataset.ok).toBe('true');
    expect(verdict().textContent).toBe('Publishable0 errors0 warnings');
    const panels = within(screen.getByRole('tablist', { name: 'Findings and previews' }))
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(panels).toEqual(['Findings 0', 'Connection form', 'Operations 2', 'Request', 'Approval 1', 'Install ']);
    expect(screen.getByTestId('save').textContent).toMatch(/^Saved/);
  });

  it('follows the editor: the verdict, the findings and Save move with each edit, and Ctrl+S saves through the action', async () => {
    open();
    await waitFor(() => expect(editorBox().value).toBe(ACME));
    fireEvent.change(editorBox(), { target: { value: LOCAL_HINT } });
    await waitFor(() => expect(verdict().dataset.ok).toBe('false'));
    expect(verdict().textContent).toMatch(/^Publish refused1 error/);
    expect(screen.getAllByTestId('finding').map((f) => f.dataset.id)).toContain('C-hint-endpoint');
    expect(screen.getByTestId('tab-pack.json').querySelector('[aria-label="unsaved changes"]')).not.toBeNull();
    expect(screen.getByTestId('save').textContent).toMatch(/^Save/);
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(() => expect(screen.getByTestId('save-message').textContent).toMatch(/^Saved pack\.json at /));
    expect(actions.saveFile).toHaveBeenCalledWith({
      packId: 'acme-tasks',
      file: 'pack.json',
      text: editorBox().value,
      baseVersion: 'v1',
    });
    // The format's follow-up of a save: the server checks it again, for the handle the author checks as.
    // The server checks for the workspace's handle: the page sends none.
    expect(actions.recordCompositionCheck).toHaveBeenCalledWith({ packId: 'acme-tasks' });
    expect(screen.getByTestId('save').textContent).toMatch(/^Saved/);
  });

  it('opens the panel the address names, and puts the one chosen in the address', async () => {
    const user = userEvent.setup();
    open(ACME, { tab: 'operations' });
    expect(screen.getByTestId('panel-tab-operations').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('panel-operations')).toBeTruthy();
    await user.click(screen.getByTestId('panel-tab-install'));
    await waitFor(() => expect(window.location.search).toBe('?tab=install'));
    await user.click(screen.getByTestId('panel-tab-findings'));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it("a finding's Suppress… writes the suppressions file through the session, and the file becomes a tab", async () => {
    const user = userEvent.setup();
    open(LOCAL_HINT);
    await user.click(screen.getByTestId('panel-tab-findings'));
    const row = screen.getAllByTestId('finding').find((f) => f.dataset.id === 'C-hint-endpoint')!;
    await user.click(within(row).getByTestId('suppress'));
    await user.type(screen.getByLabelText(/Reason/), 'A local demo.{Enter}');
    await waitFor(() => expect(screen.queryByTestId('suppress-dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('suppressed-section').dataset.count).toBe('1'));
    expect(screen.getByRole('tablist', { name: 'Pack files' }).textContent).toContain('packstudio.json');
    expect(verdict().dataset.ok).toBe('true');
    expect(screen.getByTestId('save').textContent).toMatch(/^Save/);
  });

  it('keeps Save off while the main file is missing, and Create starts it from the format scaffold', async () => {
    const user = userEvent.setup();
    open(null);
    expect(verdict().textContent).toMatch(/^No pack\.json/);
    expect((screen.getByTestId('save') as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Create pack.json' }));
    await waitFor(() => expect(editorBox().value).toContain('"slug": "acme-tasks"'));
    expect((screen.getByTestId('save') as HTMLButtonElement).disabled).toBe(false);
  });
});
