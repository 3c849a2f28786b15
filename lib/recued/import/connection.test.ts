import { describe, expect, it } from 'vitest';
import { connectionFormPreview, suggestedAuthType } from '../connection-form';
import type { RecuedPack } from '../schema';
import { loadFixture } from './fixtures';
import { importOpenApi, type ImportResult } from './import';

const ok = (r: ReturnType<typeof importOpenApi>): ImportResult => {
  if (!r.ok) throw new Error(r.error);
  return r;
};
const droppedFor = (r: ImportResult, authType = r.authType ?? 'api_key') =>
  connectionFormPreview(JSON.parse(r.text) as RecuedPack, { authType, publisher: 'local' }).dropped.map((d) => d.key);

const doc = (schemes: Record<string, unknown>, security: Record<string, string[]>[]) => ({
  openapi: '3.0.3',
  info: { title: 'Acme', version: '1' },
  servers: [{ url: 'https://api.acme.example' }],
  security,
  components: { securitySchemes: schemes },
  paths: { '/tasks': { get: { responses: { '200': { description: 'ok' } } } } },
});

describe("the connection form an imported pack's user meets", () => {
  it("Lufthansa (OAuth 2): the form opens on OAuth, and both of the importer's OAuth hints reach it", async () => {
    const r = ok(importOpenApi(await loadFixture('lufthansa.json')));
    expect(r.authType).toMatch(/^oauth2_/);
    // Before: the form opened on an API key, where both OAuth hints are dropped.
    expect(droppedFor(r, 'api_key')).toEqual(expect.arrayContaining(['auth.token_endpoint']));
    expect(droppedFor(r)).toEqual([]);
    expect(suggestedAuthType(JSON.parse(r.text) as RecuedPack, null)).toBe(r.authType);
  });

  it('bearer, basic and API key descriptions name their own auth type; every hint reaches that form', async () => {
    const bearer = ok(importOpenApi(doc({ token: { type: 'http', scheme: 'bearer' } }, [{ token: [] }])));
    expect(bearer.authType).toBe('bearer');
    expect(bearer.decisions).toContain(
      "the connection form's auth type: bearer (from the security scheme the operations use)",
    );
    const basic = ok(importOpenApi(doc({ pw: { type: 'http', scheme: 'Basic' } }, [{ pw: [] }])));
    expect(basic.authType).toBe('basic');
    const key = ok(importOpenApi(doc({ k: { type: 'apiKey', in: 'header', name: 'X-Key' } }, [{ k: [] }])));
    expect(key.authType).toBe('api_key');
    for (const r of [bearer, basic, key, ok(importOpenApi(await loadFixture('giphy.json')))])
      expect(droppedFor(r)).toEqual([]);
  });

  it('a description whose first scheme is an API key does not ship OAuth hints that form would drop', () => {
    const mixed = doc(
      {
        k: { type: 'apiKey', in: 'header', name: 'X-Key' },
        o: {
          type: 'oauth2',
          flows: {
            authorizationCode: {
              authorizationUrl: 'https://acme.example/authorize',
              tokenUrl: 'https://acme.example/token',
              scopes: { read: 'read' },
            },
          },
        },
      },
      [{ k: [] }, { o: ['read'] }],
    );
    const r = ok(importOpenApi(mixed));
    expect(r.authType).toBe('api_key');
    expect(droppedFor(r)).toEqual([]);
    expect(
      r.decisions.some((d) => /^hint auth\.authorize_url left out: it would not reach the api_key form/.test(d)),
    ).toBe(true);
  });
});
