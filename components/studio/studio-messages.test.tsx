// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
