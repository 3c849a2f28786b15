// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

afterEach(cleanup);

function Harness({ finalFocus }: { finalFocus?: () => boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">elsewhere</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Rename command" finalFocus={finalFocus}>
        <input aria-label="New name" />
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal named by its title, with the focus inside and kept there; Escape closes it and the focus goes back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename command' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('New name')));
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' })));
  });

  it('stays open on a click outside it, and hands the focus to finalFocus when that takes it', async () => {
    // Radix takes pointer events off the page behind; the click outside is a person's click all the same.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const finalFocus = vi.fn(() => {
      screen.getByRole('button', { name: 'elsewhere' }).focus();
      return true;
    });
    render(<Harness finalFocus={finalFocus} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(document.body);
    expect(screen.getByRole('dialog', { name: 'Rename command' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(finalFocus).toHaveBeenCalled());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'elsewhere' }));
  });
});
