import { describe, expect, it } from 'vitest';
import { AUTH_TYPES, connectionFormPreview, isOAuth } from './connection-form';
import type { RecuedPack } from './schema';
import { httpPackValue, type Draft } from './test-fixtures';

function pack(mutate: (p: Draft) => void = () => {}): RecuedPack {
  const p = httpPackValue();
  mutate(p);
  return p;
}
const field = (preview: ReturnType<typeof connectionFormPreview>, key: string) =>
  preview.fields.find((f) => f.key === key);

describe('connectionFormPreview', () => {
  it('pre-fills the base URL, labelled with the publisher, and links the setup page', () => {
    const preview = connectionFormPreview(pack(), { authType: 'api_key', publisher: 'local' });
    expect(preview.connection).toBe('acme');
    expect(preview.setupUrl).toBe('https://acme.example/developers/tokens');
    expect(field(preview, 'config.base_url')).toEqual({
      key: 'config.base_url',
      label: 'Base URL',
      value: 'https://api.acme.example',
      prefilled: true,
      prefilledBy: 'local',
      oauthOnly: false,
      secret: false,
    });
    expect(field(preview, 'auth.api_key')).toMatchObject({ prefilled: false, value: '', secret: true });
  });

  it.each(AUTH_TYPES)('shows OAuth-only fields only for OAuth auth types (%s)', (authType) => {
    const preview = connectionFormPreview(pack(), { authType, publisher: 'local' });
    const scope = field(preview, 'auth.scope');
    if (isOAuth(authType)) {
      expect(scope).toMatchObject({
        value: 'tasks.read tasks.write',
        prefilled: true,
        prefilledBy: 'local',
        oauthOnly: true,
      });
      expect(preview.dropped).toEqual([]);
    } else {
      expect(scope).toBeUndefined();
      expect(preview.fields.some((f) => f.oauthOnly)).toBe(false);
      expect(preview.dropped).toEqual([
        {
          key: 'auth.scope',
          value: 'tasks.read tasks.write',
          reason: expect.stringContaining('only appear after the user picks a matching OAuth auth type'),
        },
      ]);
    }
  });

  it('drops a localhost base URL with the reason and leaves the box empty', () => {
    const preview = connectionFormPreview(
      pack((p) => (p.connection_hints[0].values['config.base_url'] = 'https://localhost:8080')),
      { authType: 'bearer', publisher: 'local' },
    );
    expect(field(preview, 'config.base_url')).toMatchObject({ value: '', prefilled: false });
    expect(preview.dropped).toContainEqual({
      key: 'config.base_url',
      value: 'https://localhost:8080',
      reason: expect.stringMatching(/localhost.*public https URL/),
    });
  });

  it('drops an authorize URL for client credentials: the form has no such field', () => {
    const preview = connectionFormPreview(
      pack((p) => (p.connection_hints[0].values['auth.authorize_url'] = 'https://acme.example/oauth/authorize')),
      { authType: 'oauth2_client_credentials', publisher: 'local' },
    );
    expect(preview.dropped).toEqual([
      {
        key: 'auth.authorize_url',
        value: 'https://acme.example/oauth/authorize',
        reason: expect.stringContaining('no such field'),
      },
    ]);
    const code = connectionFormPreview(
      pack((p) => (p.connection_hints[0].values['auth.authorize_url'] = 'https://acme.example/oauth/authorize')),
      { authType: 'oauth2_authorization_code', publisher: 'local' },
    );
    expect(field(code, 'auth.authorize_url')).toMatchObject({ prefilled: true });
  });

  it('never moves a field the vendor pins', () => {
    const preview = connectionFormPreview(pack(), {
      authType: 'api_key',
      publisher: 'local',
      pinned: ['config.base_url'],
    });
    expect(field(preview, 'config.base_url')?.prefilled).toBe(false);
    expect(preview.dropped[0]).toMatchObject({ key: 'config.base_url', reason: expect.stringContaining('pins') });
  });

  it('lists refused hints and a refused setup_url with their reasons', () => {
    const preview = connectionFormPreview(
      pack((p) => {
        p.connection_hints[0].values.vendor = 'acme';
        p.connection_hints[0].values['auth.client_id'] = 'abc';
        p.connection_hints[0].setup_url = 'http://acme.example/tokens';
      }),
      { authType: 'oauth2_authorization_code', publisher: 'local' },
    );
    expect(preview.setupUrl).toBeUndefined();
    expect(preview.dropped.map((d) => d.key)).toEqual(['vendor', 'auth.client_id', 'setup_url']);
    expect(preview.dropped[0].reason).toContain('connection_requirements');
    expect(preview.dropped[2].reason).toContain('http, not https');
    expect(field(preview, 'auth.client_id')?.prefilled).toBe(false);
  });

  it('ignores hints for another connection', () => {
    const preview = connectionFormPreview(
      pack((p) => (p.connection_hints[0].connection = 'other')),
      { authType: 'api_key', publisher: 'local' },
    );
    expect(preview.connection).toBe('acme');
    expect(preview.fields.every((f) => !f.prefilled)).toBe(true);
  });

  it('survives a pack of the wrong shape', () => {
    expect(connectionFormPreview('nope' as unknown as RecuedPack, { authType: 'basic', publisher: 'x' })).toMatchObject(
      { connection: null, dropped: [] },
    );
  });
});
