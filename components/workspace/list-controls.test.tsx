// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkspacePack } from '@/app/actions/workspace-actions';
import { allFormatFacts } from '@/lib/formats';
import { DEFAULT_DIR, DEFAULT_QUERY, SORT_KEYS, type WorkspacePage } from '@/lib/studio/workspace-query';
import { ListControls } from './list-controls';

afterEach(cleanup);

const PAGE: WorkspacePage<WorkspacePack> = {
  rows: [],
  total: 9,
  byFormat: {},
  matched: 9,
  failing: 4,
  page: 1,
  pages: 1,
};
const FORMATS = Object.values(allFormatFacts());

function renderControls(query = DEFAULT_QUERY) {
  const go = vi.fn();
  render(<ListControls query={query} page={PAGE} go={go} formats={FORMATS} />);
  return go;
}

describe('the workspace list controls', () => {
  it('searches once the author stops typing, trimmed, from the first page', async () => {
    const go = renderControls({ ...DEFAULT_QUERY, page: 3 });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search packs' }), { target: { value: ' ledger ' } });
    expect(go).not.toHaveBeenCalled();
    await waitFor(() => expect(go).toHaveBeenCalledWith({ q: 'ledger', page: 1 }));
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('shows the search of the URL, and a new one when the URL changes under it', () => {
    const go = vi.fn();
    const { rerender } = render(
      <ListControls query={{ ...DEFAULT_QUERY, q: 'a' }} page={PAGE} go={go} formats={FORMATS} />,
    );
    expect(screen.getByRole('searchbox')).toHaveProperty('value', 'a');
    rerender(<ListControls query={{ ...DEFAULT_QUERY, q: 'b' }} page={PAGE} go={go} formats={FORMATS} />);
    expect(screen.getByRole('searchbox')).toHaveProperty('value', 'b');
    expect(go).not.toHaveBeenCalled();
  });

  it("sorts by a key in that key's own first direction, and flips the direction", () => {
    const go = renderControls();
    const key = SORT_KEYS.find((k) => DEFAULT_DIR[k] === 'desc')!;
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: key } });
    expect(go).toHaveBeenLastCalledWith({ sort: key, dir: 'desc', page: 1 });
    fireEvent.click(screen.getByTestId('sort-dir'));
    expect(go).toHaveBeenLastCalledWith({ dir: 'desc', page: 1 });
  });

  it('filters to failing packs, with how many fail, and links each format', () => {
    const go = renderControls();
    expect(screen.getByText(`(${PAGE.failing})`)).toBeTruthy();
    fireEvent.click(screen.getByTestId('failing-only'));
    expect(go).toHaveBeenLastCalledWith({ failing: true, page: 1 });
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['All', ...FORMATS.map((f) => f.filterLabel)]);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
  });
});
