// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabPanel, Tabs } from './tabs';

afterEach(cleanup);

const ITEMS = [
  { value: 'one', label: 'One' },
  { value: 'two', label: 'Two' },
  { value: 'three', label: 'Three' },
] as const;
type Value = (typeof ITEMS)[number]['value'];

function Harness({ shared = false }: { shared?: boolean }) {
  const [value, setValue] = useState<Value>('one');
  return (
    <>
      <button type="button">before</button>
      <Tabs idBase="t" label="Numbers" items={ITEMS} value={value} onChange={setValue} sharedPanel={shared} />
      {shared ? (
        <TabPanel idBase="t" value={value} shared>
          shows {value}
        </TabPanel>
      ) : (
        ITEMS.map((item) => (
          <TabPanel key={item.value} idBase="t" value={item.value} hidden={item.value !== value}>
            panel {item.value}
          </TabPanel>
        ))
      )}
    </>
  );
}

const selected = () =>
  screen
    .getAllByRole('tab')
    .filter((t) => t.getAttribute('aria-selected') === 'true')
    .map((t) => t.textContent);

describe('Tabs', () => {
  it('wires tablist, tabs and panels: one selected tab, each naming the panel it controls and labelling it', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Numbers' });
    expect(list.getAttribute('aria-orientation')).toBe('horizontal');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['One', 'Two', 'Three']);
    expect(selected()).toEqual(['One']);
    // Only the visible panel is in the accessibility tree, and it is named by its tab.
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('panel one');
    expect(tabs[0].getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0].id);
    expect(screen.getByRole('tabpanel', { name: 'One' })).toBe(panel);
    expect(new Set(tabs.map((t) => t.getAttribute('aria-controls'))).size).toBe(3);
  });

  it('is one tab stop: Tab lands on the selected tab only, and leaves the strip on the next Tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('before');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'One' }));
    await user.tab();
    expect(document.activeElement?.getAttribute('role')).not.toBe('tab');
  });

  it('moves focus and selection with the arrow keys (wrapping at both ends), Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'One' }));
    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['Two']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('panel two');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selected()).toEqual(['One']);
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toEqual(['Three']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Three' }));
    await user.keyboard('{Home}');
    expect(selected()).toEqual(['One']);
    await user.keyboard('{End}');
    expect(selected()).toEqual(['Three']);
    // The roving tab stop follows the selection.
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
    // Other keys are left alone.
    await user.keyboard('{ArrowDown}a');
    expect(selected()).toEqual(['Three']);
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Three' }));
    expect(selected()).toEqual(['Three']);
    expect(screen.getByRole('tabpanel').textContent).toBe('panel three');
  });

  it('with a shared panel, every tab controls the one panel, which is labelled by the selected tab', async () => {
    const user = userEvent.setup();
    render(<Harness shared />);
    const panel = screen.getByRole('tabpanel');
    expect(new Set(screen.getAllByRole('tab').map((t) => t.getAttribute('aria-controls')))).toEqual(
      new Set([panel.id]),
    );
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tabpanel', { name: 'Two' }).textContent).toBe('shows two');
  });
});
