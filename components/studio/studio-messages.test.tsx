// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { savedMessage } from '@/lib/studio/save-result';
import { StudioMessages } from './studio-messages';

afterEach(cleanup);

describe('StudioMessages', () => {
  it('floats the save message over the page, adding nothing to the flow above the editor', () => {
    const { container } = render(
      <StudioMessages
        draftError={null}
        saveMessage={{ tone: 'ok', text: 'Saved surface.json' }}
        onDismissSave={() => {}}
      />,
    );
    expect(screen.getByTestId('save-message').textContent).toContain('Saved surface.json');
    expect(screen.queryByTestId('studio-messages')).toBeNull();
    // The only element in the flow is the fixed toast: nothing above the editor takes height.
    expect([...container.children].map((c) => c.className.split(' ').includes('fixed'))).toEqual([true]);
  });

  it('keeps restored-draft and storage banners in the strip', () => {
    render(
      <StudioMessages draftError="Drafts cannot be kept" saveMessage={null} onDismissSave={() => {}}>
        <p>restored</p>
      </StudioMessages>,
    );
    expect(screen.getByTestId('studio-messages').textContent).toBe('restoredDrafts cannot be kept');
    expect(screen.queryByTestId('save-toast')).toBeNull();
  });
});

describe('savedMessage', () => {
  const at = new Date(2026, 11, 1, 16, 12, 5);
  const time = at.toLocaleTimeString();

  it('says which files were saved and when', () => {
    const message = savedMessage(
      [
        { file: 'surface.json', text: '{ "id": "ledger" }' },
        { file: 'HARNESS.md', text: '# Ledger {' },
      ],
      time,
    );
    expect(message).toEqual({ tone: 'ok', text: `Saved surface.json, HARNESS.md at ${time}` });
  });

  it('warns, with the line, column and reason, when a saved JSON file does not parse', () => {
    const message = savedMessage([{ file: 'surface.json', text: '{\n  "id": "ledger"\n  "name": "Ledger"\n}' }], time);
    expect(message.tone).toBe('warn');
    expect(message.text).toBe(
      `Saved surface.json at ${time}, but surface.json does not parse (line 3, column 3: JSON syntax error: ` +
        'comma expected at ""name": "Ledger" }"). No check reads it until it parses.',
    );
  });

  it('names the version a conflict choice saved', () => {
    const message = savedMessage([{ file: 'pack.json', text: '' }], time, 'your version of pack.json');
    expect(message.text).toMatch(
      /^Saved your version of pack\.json at .*, but pack\.json does not parse \(line 1, column 1: the file is empty/,
    );
  });

  it('shows a warning in the toast as an alert, on an opaque surface', () => {
    render(<StudioMessages draftError={null} saveMessage={{ tone: 'warn', text: 'x' }} onDismissSave={() => {}} />);
    const banner = screen.getByTestId('save-message');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.className).toContain('bg-warn-soft');
    expect(banner.parentElement!.className).toContain('bg-surface-raised');
  });
});
