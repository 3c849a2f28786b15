// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownPreview } from './markdown-preview';

afterEach(cleanup);

describe('the HARNESS.md preview', () => {
  it('renders nothing of the text during the server render: 200 KB of *a returns at once', () => {
    const html = renderToString(<MarkdownPreview text={'*a'.repeat(100_000)} />);
    expect(html).toContain('Rendering the preview');
    expect(html).not.toContain('<em>');
    expect(html.length).toBeLessThan(2_000);
  });

  it('renders HTML in the browser once mounted', async () => {
    render(<MarkdownPreview text={'# Title\n\nSome *emphasis*.'} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Title' })).toBeTruthy();
  });

  it('shows a hostile text as plain text with the note: `> ` 100,000 times', async () => {
    const text = '> '.repeat(100_000);
    render(<MarkdownPreview text={text} />);
    expect((await screen.findByTestId('markdown-plain-note')).textContent).toMatch(/^Shown as plain text: it nests/);
    expect(screen.getByTestId('markdown-plain').textContent).toBe(text);
  });
});
