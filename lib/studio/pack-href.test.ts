import { describe, expect, it } from 'vitest';
import { packHref } from './pack-href';

describe('packHref', () => {
  it('is one address for a pack of any format, its id escaped, with the query when one is given', () => {
    expect(packHref('ledger')).toBe('/packs/ledger');
    expect(packHref('a b')).toBe('/packs/a%20b');
    expect(packHref('acme-tasks', new URLSearchParams({ tab: 'form' }))).toBe('/packs/acme-tasks?tab=form');
    expect(packHref('acme-tasks', new URLSearchParams())).toBe('/packs/acme-tasks');
  });
});
