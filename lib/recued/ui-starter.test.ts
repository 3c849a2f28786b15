import { expect, it } from 'vitest';
import { checkComposition } from './check';
import { starterPack } from './ui-starter';

it('the starter pack.json checks clean for its publisher and names the folder', () => {
  const text = starterPack('acme-notes');
  expect(checkComposition(text)).toMatchObject({ pack_id: 'acme-notes', ok: true, findings: [] });
  expect(JSON.parse(text)).toMatchObject({ slug: 'acme-notes', name: 'Acme Notes', publisher: 'local' });
  expect(checkComposition(starterPack('x', 'me'), { publisher: 'me' }).ok).toBe(true);
});
