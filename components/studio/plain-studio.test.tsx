// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { asGeneric, registerFormat } from '@/lib/formats';
import { tinyFormat, tinyServer } from '@/lib/formats/testing/tiny';
import { measureLayer } from '@/lib/formats/testing/tiny/measures';
import type { CheckLayers } from '@/lib/formats/types';
import type { PackFileState } from '@/lib/studio/file-state';
import { startCheck } from '@/app/actions/check-actions';
import { pollAnswer } from '../check/test-poll-answer';
import { registerSectionPanels } from '../section-panels';
import { TINY_SECTION_PANELS } from '../testing/tiny/measures-panel';

vi.mock('@/app/actions/pack-actions', () => ({
  saveFile: vi.fn(async (input: { file: string }) => ({ ok: true as const, version: `v2-${input.file}`, bytes: 1 })),
}));
vi.mock('../editor/editor-loader', () => import('./test-fake-editor'));
// The check's transport (the server actions) is faked; the report it answers is the tiny format's own full check.
vi.mock('@/app/actions/check-actions', () => ({
  checkDefaults: vi.fn(async () => ({ ok: true as const, layers: { measure: false }, reason: 'the pack runs no CLI' })),
  startCheck: vi.fn(async () => ({ ok: true as const, jobId: 'job-1', joined: false })),
  pollCheck: vi.fn(async () => pollAnswer('done', { report: await fullCheck({ measure: true }) })),
  cancelCheck: vi.fn(async () => ({ ok: true as const, status: 'cancelled' as const })),
}));
vi.mock('@/app/actions/project-actions', () => ({
  projectFolder: vi.fn(async () => ({ ok: false as const, error: 'no project folder in this test' })),
  setProjectFolder: vi.fn(),
}));
vi.mock('@/app/actions/history-actions', () => ({
  packHistory: vi.fn(async () => ({ ok: true as const, runs: [], path: 'history' })),
  historyRun: vi.fn(),
  workspaceSparklines: vi.fn(async () => ({ ok: true as const, scores: {} })),
  packScoreOfRecord: vi.fn(async () => ({ ok: false as const, error: 'no record in this test' })),
}));

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

/** The tiny format's full check of the pack above, as its server part runs it for `packstudio check`. */
const fullCheck = (layers: CheckLayers) =>
  tinyServer.fullCheck(tinyFormat.load({ 'tiny.json': WIDGET }, 'widget'), '/packs/widget', {
    layers,
    timeoutMs: 1000,
  });

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

  it("has the check dashboard its declarations make: its layer's tick, then its section from the check's report", async () => {
    open();
    await userEvent.click(screen.getByRole('tab', { name: 'check' }));
    const dashboard = await screen.findByTestId('check-dashboard');
    const tick = within(dashboard).getByLabelText(measureLayer.label) as HTMLInputElement;
    expect([tick.dataset.testid, tick.checked]).toEqual(['opt-measure', false]);
    expect(within(dashboard).queryByTestId('report-section-measures')).toBeNull();

    await userEvent.click(tick);
    await userEvent.click(within(dashboard).getByTestId('run-check'));
    expect(vi.mocked(startCheck)).toHaveBeenCalledWith({ packId: 'widget', layers: { measure: true } });
    const section = await within(dashboard).findByTestId('report-section-measures');
    expect(within(dashboard).getByRole('heading', { name: 'Measures' })).toBeTruthy();
    expect(within(section).getByText('1 field(s) measured, 8 characters')).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['name', '8']);
  });

  it('draws its section with its own studio panel once the format registers one (components/testing/tiny)', async () => {
    const unregisterPanels = registerSectionPanels(tinyFormat.id, TINY_SECTION_PANELS);
    try {
      open();
      await userEvent.click(screen.getByRole('tab', { name: 'check' }));
      const dashboard = await screen.findByTestId('check-dashboard');
      await userEvent.click(within(dashboard).getByLabelText(measureLayer.label));
      await userEvent.click(within(dashboard).getByTestId('run-check'));
      const panel = await within(dashboard).findByTestId('tiny-measures-panel');
      expect(panel.textContent).toBe('name8 characters');
      // the panel stands in for the generic table, not beside it
      expect(within(dashboard).queryAllByRole('cell')).toEqual([]);
    } finally {
      unregisterPanels();
    }
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
