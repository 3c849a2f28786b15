import { describe, it } from 'vitest';
import { expectClean, expectFindings, httpPack } from '../test-fixtures';

describe('C-connection-requirements', () => {
  it('fires for a third-party publisher', () =>
    expectFindings(
      httpPack((p) => (p.connection_requirements = { vendor: 'acme' })),
      [{ id: 'C-connection-requirements', pointer: '/connection_requirements', severity: 'error', at: '{' }],
    ));
  it('is silent for the first-party publisher "recued"', () =>
    expectClean(
      httpPack((p) => {
        p.publisher = 'recued';
        p.connection_requirements = { vendor: 'acme', api_base: 'https://api.acme.example' };
      }),
      { publisher: 'recued' },
    ));
});

describe('C-trust-summary', () => {
  it('fires for a third-party publisher', () =>
    expectFindings(
      httpPack((p) => (p.trust_summary = { verified: true })),
      [{ id: 'C-trust-summary', pointer: '/trust_summary', severity: 'error', at: '{' }],
    ));
  it('is silent for "recued"', () =>
    expectClean(
      httpPack((p) => {
        p.publisher = 'recued';
        p.trust_summary = { verified: true };
      }),
      { publisher: 'recued' },
    ));
});
