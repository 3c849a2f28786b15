// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Finding } from '@/lib/core/finding';
import { FindingsPanel } from './findings-panel';

afterEach(cleanup);

const finding: Finding = {
  id: 'M001',
  severity: 'warn',
  category: 'manifest',
  file: 'surface.json',
  pointer: '/verbs',
  line: 3,
  column: 5,
  message: 'Only 3 commands.',
  fix: 'Add commands.',
  docs: '/rules/M001',
};
const stale: Finding = {
  ...finding,
  id: 'L-unmatched_suppression',
  file: 'packstudio.json',
  pointer: '/suppressions/0',
  message: 'suppression of M002 surface.json /id matches no finding',
};

function open(onSuppress = vi.fn((): string | null => null)) {
  render(
    <FindingsPanel
      findings={[finding, stale]}
      selectedKey={null}
      onSelect={() => {}}
      revision={1}
      checkMs={1}
      onSuppress={onSuppress}
      onUnsuppress={() => {}}
    />,
  );
  return onSuppress;
}

describe('Suppress… on a finding', () => {
  it("is offered on a pack finding, not on packstudio.json's own", () => {
    open();
    const rows = screen.getAllByTestId('finding');
    expect(within(rows.find((r) => r.dataset.id === 'M001')!).queryByTestId('suppress')).not.toBeNull();
    expect(within(rows.find((r) => r.dataset.file === 'packstudio.json')!).queryByTestId('suppress')).toBeNull();
  });

  it('asks for the reason with the field focused; Enter on a blank reason says it is required, Enter with one suppresses', async () => {
    const user = userEvent.setup();
    const onSuppress = open();
    await user.click(screen.getByTestId('suppress'));
    const dialog = screen.getByTestId('suppress-dialog');
    const field = within(dialog).getByLabelText(/Reason/);
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.keyboard('{Enter}');
    expect(onSuppress).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('alert').textContent).toMatch(/Write why this finding stays/);
    await user.keyboard('Three commands{Shift>}{Enter}{/Shift}is the whole API.');
    expect((field as HTMLTextAreaElement).value).toBe('Three commands\nis the whole API.');
    await user.keyboard('{Enter}');
    expect(onSuppress).toHaveBeenCalledWith(finding, 'Three commands\nis the whole API.');
    expect(screen.queryByTestId('suppress-dialog')).toBeNull();
  });

  it('Escape cancels without writing; a refusal stays in the dialog, said', async () => {
    const user = userEvent.setup();
    const onSuppress = open(vi.fn(() => 'packstudio.json does not parse (line 1): fix it first, then suppress'));
    await user.click(screen.getByTestId('suppress'));
    await user.keyboard('x');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('suppress-dialog')).toBeNull();
    expect(onSuppress).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('suppress'));
    const field = within(screen.getByTestId('suppress-dialog')).getByLabelText(/Reason/);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect((field as HTMLTextAreaElement).value).toBe('');
    await user.keyboard('Kept{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(
      'packstudio.json does not parse (line 1): fix it first, then suppress',
    );
    expect(screen.getByTestId('suppress-dialog')).not.toBeNull();
  });

  it('keeps Tab inside: from Suppress it goes back to the reason, Shift+Tab from the reason to Suppress', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByTestId('suppress'));
    const dialog = screen.getByTestId('suppress-dialog');
    const field = within(dialog).getByLabelText(/Reason/);
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByTestId('suppress-cancel'));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByTestId('suppress-confirm'));
    await user.tab();
    expect(document.activeElement).toBe(field);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByTestId('suppress-confirm'));
  });
});

describe('the Suppressed section', () => {
  it('lists suppressed findings apart with their reason and an Unsuppress action', async () => {
    const user = userEvent.setup();
    const onUnsuppress = vi.fn();
    render(
      <FindingsPanel
        findings={[]}
        suppressed={[{ finding, reason: 'Three commands is the whole API.' }]}
        selectedKey={null}
        onSelect={() => {}}
        revision={1}
        checkMs={1}
        onSuppress={() => null}
        onUnsuppress={onUnsuppress}
      />,
    );
    const section = screen.getByTestId('suppressed-section');
    expect(within(section).getByRole('heading', { level: 3 }).textContent).toMatch(/^Suppressed 1/);
    expect(within(section).getByTestId('suppressed-reason').textContent).toBe(
      'Reason: Three commands is the whole API.',
    );
    expect(screen.queryAllByTestId('finding')).toHaveLength(0);
    await user.click(within(section).getByTestId('unsuppress'));
    expect(onUnsuppress).toHaveBeenCalledWith(finding);
  });
});
