// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { URL_SCHEME_BYPASSES } from '@/lib/studio/url-bypasses';
import { SafeLink } from './safe-link';

afterEach(cleanup);

describe('SafeLink', () => {
  it('shows a script address, however written, as text with no href', () => {
    for (const { destination } of URL_SCHEME_BYPASSES.filter((b) => !/&|%6A/.test(b.destination))) {
      render(<SafeLink href={destination}>setup</SafeLink>);
      expect(screen.queryByRole('link'), JSON.stringify(destination)).toBeNull();
      expect(screen.getByText('setup').tagName).toBe('SPAN');
      cleanup();
    }
  });

  it('opens an http(s) address in a new tab with no referrer, at the URL that was checked', () => {
    render(<SafeLink href={' https://acme.example/developers\t/tokens '}>tokens</SafeLink>);
    const link = screen.getByRole('link', { name: 'tokens' });
    expect(link.getAttribute('href')).toBe('https://acme.example/developers/tokens');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("keeps a studio path in this tab unless asked, as a report's rule link is", () => {
    render(
      <>
        <SafeLink href="/rules/M001">here</SafeLink>
        <SafeLink href="/rules/M002" newTab>
          there
        </SafeLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'here' }).getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'there' })).toMatchObject({ target: '_blank', rel: 'noopener' });
  });
});
