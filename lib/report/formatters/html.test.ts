// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { htmlText as esc } from './escape';
import { htmlFormatter } from './html';
import { cliContext, hcpReport, recuedReport } from './test-fixtures';

describe('html', () => {
  const page = htmlFormatter.format([hcpReport], cliContext);
  const doc = new DOMParser().parseFromString(page, 'text/html');

  it('loads nothing: no script, stylesheet link, image, font, import or url(), and a policy that forbids fetching', () => {
    expect(doc.querySelectorAll('script, link, img, iframe, object, embed, source, video, audio')).toHaveLength(0);
    for (const el of doc.querySelectorAll('[src], [srcset], [poster], [data]'))
      expect(el.getAttribute('src') ?? '').toBe('');
    expect(page).not.toMatch(/\b(src|srcset)\s*=/i);
    expect(page).not.toMatch(/url\(|@import|@font-face/i);
    // The only http(s) addresses are anchors a reader may click: the rule pages.
    const hrefs = [...page.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const h of hrefs) expect(h).toMatch(/^https:\/\/studio\.example\/rules\//);
    expect([...page.matchAll(/https?:\/\//g)].length).toBe(hrefs.length);
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')).toMatch(
      /^default-src 'none'/,
    );
  });

  it('the score dial, the category scores, the findings with their fixes, the probe and eval tables', () => {
    expect(doc.querySelector('.dial')!.getAttribute('aria-label')).toBe('Score 84 of 100, grade D');
    expect(doc.querySelector('.dial svg')).not.toBeNull();
    const bars = [...doc.querySelectorAll('.bars dt')].map((d) => d.textContent);
    expect(bars).toEqual(Object.keys(hcpReport.categories!));
    expect(doc.querySelector('.bars')!.textContent).toContain('not run');
    const items = [...doc.querySelectorAll('ol.findings li')];
    expect(items.map((li) => li.getAttribute('data-finding'))).toEqual(['L-extra_verb', 'M001', 'S002']);
    expect(items[0]!.querySelector('.fix')!.textContent).toBe('Fix: Remove the "refund" row.');
    expect(items[2]!.textContent).toContain('A note <b>& more</b>');
    const tables = [...doc.querySelectorAll('table')].map((t) => t.textContent);
    expect(tables[0]).toContain('ledger --help');
    expect(tables[1]).toContain('exit 2');
  });

  it('several packs are several sections; an unscored pack has no dial', () => {
    const both = new DOMParser().parseFromString(
      htmlFormatter.format([hcpReport, recuedReport], cliContext),
      'text/html',
    );
    expect([...both.querySelectorAll('section.pack')].map((s) => s.getAttribute('data-pack'))).toEqual([
      'ledger',
      'acme-tasks',
    ]);
    expect(both.querySelectorAll('.dial')).toHaveLength(1);
    expect(both.querySelector('section[data-pack="acme-tasks"]')!.textContent).toContain('No findings.');
  });

  it('escapes markup', () => {
    expect(esc(`<x a="1">'&'</x>`)).toBe('&lt;x a=&quot;1&quot;&gt;&#39;&amp;&#39;&lt;/x&gt;');
  });
});
