import { describe, expect, it } from 'vitest';
import { HTTP, expectClean, expectFindings, httpPack, type Draft } from '../test-fixtures';

const composition = (p: Draft) => p.contents[0].composition;

describe('C-one-ingredient', () => {
  it('fires on a second ingredient, naming both', () => {
    const [f] = expectFindings(
      httpPack((p) =>
        composition(p).ingredients.push({
          slug: 'acme-v2',
          kind: 'http',
          http: { base: 'https://api2.acme.example', connection: 'acme' },
        }),
      ),
      [{ id: 'C-one-ingredient', pointer: '/contents/0/composition/ingredients', severity: 'error', at: '[' }],
    );
    expect(f.message).toContain('"acme-catalog", "acme-v2"');
    expect(f.fix).toContain('second pack that depends on this one');
  });
  it('fires on no ingredient (and the operations and hint then name a missing one)', () =>
    expectFindings(
      httpPack((p) => (composition(p).ingredients = [])),
      [
        { id: 'C-one-ingredient', pointer: '/contents/0/composition/ingredients', severity: 'error', at: '[]' },
        { id: 'C-operation-ingredient', pointer: `${HTTP.list}/ingredient`, severity: 'error', at: '"acme-catalog"' },
        {
          id: 'C-operation-ingredient',
          pointer: `${HTTP.complete}/ingredient`,
          severity: 'error',
          at: '"acme-catalog"',
        },
        { id: 'C-hint-connection', pointer: `${HTTP.hint}/connection`, severity: 'error', at: '"acme"' },
      ],
    ));
});

describe('C-operation-ingredient', () => {
  it('fires when an operation names another ingredient', () => {
    const [f] = expectFindings(
      httpPack((p) => (composition(p).operations[1].ingredient = 'acme')),
      [{ id: 'C-operation-ingredient', pointer: `${HTTP.complete}/ingredient`, severity: 'error', at: '"acme"' }],
    );
    expect(f.fix).toBe('Set "ingredient": "acme-catalog".');
  });
});

describe('C-base-origin-only', () => {
  it('warns on a version prefix in base', () => {
    const [f] = expectFindings(
      httpPack((p) => (composition(p).ingredients[0].http.base = 'https://api.acme.example/v1')),
      [
        {
          id: 'C-base-origin-only',
          pointer: `${HTTP.ingredient}/http/base`,
          severity: 'warn',
          at: '"https://api.acme.example/v1"',
        },
      ],
    );
    expect(f.fix).toContain('"base": "https://api.acme.example"');
  });
  it('is silent on an origin with a trailing slash', () =>
    expectClean(httpPack((p) => (composition(p).ingredients[0].http.base = 'https://api.acme.example/'))));
});
