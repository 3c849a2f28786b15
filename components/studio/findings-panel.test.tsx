// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Finding } from '@/lib/core/finding';
import { renameOfferOf } from '@/lib/hcp/rename';
import { findingKey } from '@/lib/studio/findings';
import { hcpFormat } from '@/lib/formats/hcp';
import { FindingsPanel } from './findings-panel';

afterEach(cleanup);

const finding = (over: Partial<Finding>): Finding => ({
  id: 'M004',
  severity: 'error',
  category: 'manifest',
  file: 'surface.json',
  pointer: '/verbs/list',
  line: 12,
  column: 5,
  message: 'list has no description',
  fix: 'Add "description": "List the entries and return them as rows."',
  docs: '/rules/M004',
  ...over,
});

const FINDINGS: Finding[] = [
  finding({}),
  finding({
    id: 'M007',
    severity: 'warn',
    pointer: '/verbs/show',
    line: 30,
    column: 7,
    message: 'show declares no cli[]',
    fix: 'Add "cli": ["ledger", "show"].',
    docs: '/rules/M007',
  }),
  finding({
    id: 'S003',
    severity: 'warn',
    category: 'skill',
    file: 'HARNESS.md',
    pointer: '# Anti-patterns',
    line: 40,
    column: 1,
    message: 'No anti-patterns section',
    fix: 'Add a "# Anti-patterns" section.',
    docs: '/rules/S003',
  }),
  finding({
    id: 'M006',
    severity: 'info',
    pointer: '/verbs/add',
    line: 18,
    column: 9,
    message: 'Two sentences in add',
    fix: 'Keep one sentence.',
    docs: '/rules/M006',
  }),
];

function renderPanel(props: Partial<Parameters<typeof FindingsPanel>[0]> = {}) {
  const onSelect = vi.fn();
  render(
    <FindingsPanel findings={FINDINGS} selectedKey={null} onSelect={onSelect} revision={3} checkMs={1.44} {...props} />,
  );
  return onSelect;
}

describe('FindingsPanel', () => {
  it('with no findings says so, with the hint it was given', () => {
    render(
      <FindingsPanel
        findings={[]}
        selectedKey={null}
        onSelect={() => {}}
        revision={0}
        checkMs={null}
        emptyHint="Every publish check passes."
      />,
    );
    const panel = screen.getByRole('region', { name: 'Findings' });
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe('Findings 0');
    expect(within(panel).getByText('No findings')).toBeTruthy();
    expect(within(panel).getByText('Every publish check passes.')).toBeTruthy();
    expect(within(panel).queryAllByRole('listitem')).toHaveLength(0);
    // No timing until a check has run.
    expect(panel.textContent).not.toMatch(/\d ms/);
  });

  it('groups by severity (errors first, each with its count), then by file, and shows each finding with its place, id, fix and rule link', () => {
    renderPanel();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Findings 4');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Errors 1',
      'Warnings 2',
      'Info 1',
    ]);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('data-id'))).toEqual(['M004', 'S003', 'M007', 'M006']);
    const first = within(rows[0]);
    expect(first.getByRole('img', { name: 'error' })).toBeTruthy();
    expect(first.getByRole('button').textContent).toBe('list has no description12:5M004/verbs/list');
    expect(rows[0].textContent).toContain('Fix: Add "description": "List the entries and return them as rows."');
    const link = first.getByRole('link', { name: 'Why, and examples: rule M004 →' });
    expect(link.getAttribute('href')).toBe('/rules/M004');
    expect(within(rows[1]).getByRole('img', { name: 'warning' })).toBeTruthy();
    // The warnings' file headers: HARNESS.md before surface.json.
    expect(screen.getByText('HARNESS.md')).toBeTruthy();
    expect(screen.getAllByText('surface.json')).toHaveLength(3);
    expect(screen.getByText(/live · 1\.4 ms/)).toBeTruthy();
  });

  it('rounds a slow check to whole milliseconds', () => {
    renderPanel({ checkMs: 23.6 });
    expect(screen.getByText(/live · 24 ms/)).toBeTruthy();
  });

  it('opens a finding on click, and from the keyboard with Enter or Space', async () => {
    const user = userEvent.setup();
    const onSelect = renderPanel();
    const buttons = screen.getAllByRole('button');
    await user.click(buttons[2]);
    expect(onSelect).toHaveBeenLastCalledWith(FINDINGS[1]);
    (document.activeElement as HTMLElement).blur();
    // Tab walks the rows in panel order: each row's button, then its rule link.
    await user.tab();
    expect(document.activeElement).toBe(buttons[0]);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(FINDINGS[0]);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Why, and examples: rule M004 →');
    await user.tab();
    expect(document.activeElement).toBe(buttons[1]);
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith(FINDINGS[2]);
    expect(onSelect).toHaveBeenCalledTimes(3);
  });

  it('marks the selected finding, and shows every fix whole (never cut), with a copy button for its snippet', () => {
    renderPanel({ selectedKey: findingKey(FINDINGS[1]) });
    const current = screen.getAllByRole('listitem').filter((r) => r.getAttribute('aria-current') === 'true');
    expect(current.map((r) => r.getAttribute('data-id'))).toEqual(['M007']);
    for (const fix of screen.getAllByTestId('finding-fix')) expect(fix.className).not.toContain('line-clamp');
    expect(within(current[0]).getByTestId('fix-snippet').textContent).toBe('"cli": ["ledger", "show"]');
    expect(within(current[0]).getByRole('button', { name: 'Copy: the fix for M007' })).toBeTruthy();
    // A fix in prose only has nothing to copy.
    const prose = screen.getAllByRole('listitem').find((r) => r.getAttribute('data-id') === 'S003')!;
    expect(within(prose).queryByTestId('fix-snippet')).toBeNull();
  });

  it('lists the open file first, and "This file" lists only its findings (F8 follows the same list)', async () => {
    const user = userEvent.setup();
    renderPanel({ activeFile: 'HARNESS.md' });
    // Open file first within each severity: the warnings start with HARNESS.md.
    expect(screen.getAllByRole('listitem').map((r) => r.getAttribute('data-id'))).toEqual([
      'M004',
      'S003',
      'M007',
      'M006',
    ]);
    await user.click(screen.getByRole('radio', { name: 'This file' }));
    expect(screen.getByRole('radio', { name: 'This file' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getAllByRole('listitem').map((r) => r.getAttribute('data-id'))).toEqual(['S003']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Findings 1');
    cleanup();
    renderPanel({ activeFile: 'policy.json' });
    expect(screen.getByTestId('findings-elsewhere').textContent).toContain(
      'Nothing in policy.json; 4 findings in other files.',
    );
    await user.click(screen.getByRole('button', { name: 'Show all files' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('exposes the revision and count the latency probe watches', () => {
    renderPanel({ revision: 7 });
    const panel = screen.getByTestId('findings-panel');
    expect(panel.dataset.revision).toBe('7');
    expect(panel.dataset.count).toBe('4');
  });

  it('offers "Rename…" on the findings that carry a rename, and hands the offer on', async () => {
    const badName = finding({
      id: 'M002',
      pointer: '/verbs/issueList',
      message: 'Command name "issueList" has upper case',
    });
    const onRename = vi.fn();
    renderPanel({ findings: [badName, ...FINDINGS], renameOfferOf, onRename });
    const buttons = screen.getAllByTestId('rename-finding');
    expect(buttons).toHaveLength(1);
    expect(buttons[0].closest('[data-testid="finding"]')!.getAttribute('data-id')).toBe('M002');
    await userEvent.click(buttons[0]);
    expect(onRename).toHaveBeenCalledWith({ from: 'issueList', prefill: 'issue_list' });
  });

  it('shows no "Rename…" without a handler', () => {
    renderPanel({ findings: [finding({ id: 'M002', pointer: '/verbs/List' })], renameOfferOf });
    expect(screen.queryByTestId('rename-finding')).toBeNull();
  });

  it('lists studio notes apart, labelled as not part of the spec score, each opening its place', async () => {
    const onSelectNote = vi.fn();
    // The studio's own notes on a real pack: a TODO left in HARNESS.md (lib/hcp/notes).
    const texts = { ...hcpFormat.scaffold('fresh') };
    const notes = hcpFormat.check(hcpFormat.load(texts, 'fresh')).studioNotes ?? [];
    expect(notes.length).toBeGreaterThan(0);
    render(
      <FindingsPanel
        findings={[]}
        selectedKey={null}
        onSelect={() => {}}
        revision={1}
        checkMs={1}
        notes={notes}
        onSelectNote={onSelectNote}
      />,
    );
    const section = screen.getByTestId('studio-notes');
    expect(section.querySelector('h3')!.textContent).toBe(`Studio notes ${notes.length}not part of the spec score`);
    expect(within(section).getAllByTestId('studio-note')).toHaveLength(notes.length);
    await userEvent.click(within(section).getAllByRole('button')[0]);
    expect(onSelectNote).toHaveBeenCalledWith(notes[0]);
    expect(section.textContent).toContain(`${notes[0].file}:${notes[0].line}`);
  });
});
