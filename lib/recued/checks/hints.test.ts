import { describe, expect, it } from 'vitest';
import { HTTP, expectClean, expectFindings, httpPack, type Draft } from '../test-fixtures';

const hint = (p: Draft) => p.connection_hints[0];
const values = `${HTTP.hint}/values`;

describe('C-hint-count', () => {
  it('refuses a ninth entry', () =>
    expectFindings(
      httpPack((p) => (p.connection_hints = Array.from({ length: 9 }, () => structuredClone(hint(p))))),
      [{ id: 'C-hint-count', pointer: '/connection_hints', severity: 'error', at: '[' }],
    ));
  it('accepts eight', () =>
    expectClean(httpPack((p) => (p.connection_hints = Array.from({ length: 8 }, () => structuredClone(hint(p)))))));
});

describe('C-hint-entry-keys', () => {
  it('refuses a key beyond connection, values and setup_url', () =>
    expectFindings(
      httpPack((p) => (hint(p).locked = ['config.base_url'])),
      [{ id: 'C-hint-entry-keys', pointer: `${HTTP.hint}/locked`, severity: 'error', at: '[' }],
    ));
  it('suggests the key a typo meant', () => {
    const [f] = expectFindings(
      httpPack((p) => {
        hint(p).setup_ur = hint(p).setup_url;
        delete hint(p).setup_url;
      }),
      [
        {
          id: 'C-hint-entry-keys',
          pointer: `${HTTP.hint}/setup_ur`,
          severity: 'error',
          at: '"https://acme.example/developers/tokens"',
        },
      ],
    );
    expect(f.fix).toBe('Rename "setup_ur" to "setup_url".');
  });
  it('accepts an entry without setup_url', () => expectClean(httpPack((p) => delete hint(p).setup_url)));
});

describe('C-hint-requirements-field', () => {
  it('refuses a connection_requirements field among the values', () =>
    expectFindings(
      httpPack((p) => (hint(p).values.api_base = 'https://api.acme.example')),
      [
        {
          id: 'C-hint-requirements-field',
          pointer: `${values}/api_base`,
          severity: 'error',
          at: '"https://api.acme.example"',
        },
      ],
    ));
  it('refuses one beside values', () =>
    expectFindings(
      httpPack((p) => (hint(p).per_org = true)),
      [{ id: 'C-hint-requirements-field', pointer: `${HTTP.hint}/per_org`, severity: 'error', at: 'true' }],
    ));
});

describe('C-hint-connection', () => {
  it('refuses a connection no ingredient uses', () => {
    const [f] = expectFindings(
      httpPack((p) => (hint(p).connection = 'acme-tasks')),
      [{ id: 'C-hint-connection', pointer: `${HTTP.hint}/connection`, severity: 'error', at: '"acme-tasks"' }],
    );
    expect(f.fix).toBe('Set "connection": "acme".');
  });
});

describe('C-hint-key', () => {
  it('refuses a key not on the list and suggests the listed one', () => {
    const [f] = expectFindings(
      httpPack((p) => {
        delete hint(p).values['config.base_url'];
        hint(p).values.base_url = 'https://api.acme.example';
      }),
      [{ id: 'C-hint-key', pointer: `${values}/base_url`, severity: 'error', at: '"https://api.acme.example"' }],
    );
    expect(f.fix).toBe('Rename "base_url" to "config.base_url".');
  });
  it('refuses a key that would set a secret', () =>
    expectFindings(
      httpPack((p) => (hint(p).values['auth.client_id'] = 'acme-app')),
      [{ id: 'C-hint-key', pointer: `${values}/auth.client_id`, severity: 'error', at: '"acme-app"' }],
    ));
  it('accepts every listed key', () =>
    expectClean(
      httpPack((p) =>
        Object.assign(hint(p).values, {
          'auth.scopes': 'tasks.read',
          'auth.token_endpoint': 'https://acme.example/oauth/token',
          'auth.authorize_url': 'https://acme.example/oauth/authorize',
        }),
      ),
    ));
});

describe('C-hint-endpoint', () => {
  it.each([
    ['http://api.acme.example', 'http'],
    ['https://localhost:8080', 'localhost'],
    ['https://api.localhost', 'localhost'],
    ['https://127.0.0.1', 'loopback'],
    ['https://2130706433', 'loopback'],
    ['https://[::1]:8443', 'loopback'],
    ['https://10.1.2.3', 'private'],
    ['https://172.16.0.1', 'private'],
    ['https://172.31.255.1', 'private'],
    ['https://192.168.1.10', 'private'],
    ['https://[fd00::1]', 'private'],
    ['https://169.254.169.254', 'link-local'],
    ['https://[fe80::1]', 'link-local'],
    ['https://printer.local', '.local'],
    ['https://intranet', 'not a public host'],
    ['https://user:pass@api.acme.example', 'user:password@'],
    ['api.acme.example', 'not a URL'],
  ])('refuses %s (%s)', (url, reason) => {
    const [f] = expectFindings(
      httpPack((p) => (hint(p).values['config.base_url'] = url)),
      [{ id: 'C-hint-endpoint', pointer: `${values}/config.base_url`, severity: 'error', at: JSON.stringify(url) }],
    );
    expect(f.message).toContain(reason);
    expect(f.message).toContain(url);
  });
  it.each(['https://172.32.0.1', 'https://8.8.8.8', 'https://api.acme.example:8443/v2'])('accepts %s', (url) =>
    expectClean(httpPack((p) => (hint(p).values['config.base_url'] = url))),
  );
  it('checks the OAuth endpoints too', () =>
    expectFindings(
      httpPack((p) => (hint(p).values['auth.token_endpoint'] = 'http://acme.example/token')),
      [
        {
          id: 'C-hint-endpoint',
          pointer: `${values}/auth.token_endpoint`,
          severity: 'error',
          at: '"http://acme.example/token"',
        },
      ],
    ));
  it('does not treat scopes as endpoints', () =>
    expectClean(httpPack((p) => (hint(p).values['auth.scope'] = 'openid profile'))));
});

describe('C-hint-setup-url', () => {
  it('refuses a private setup_url', () =>
    expectFindings(
      httpPack((p) => (hint(p).setup_url = 'https://192.168.0.1/tokens')),
      [
        {
          id: 'C-hint-setup-url',
          pointer: `${HTTP.hint}/setup_url`,
          severity: 'error',
          at: '"https://192.168.0.1/tokens"',
        },
      ],
    ));
});

describe('C-hint-length', () => {
  it('refuses 501 characters and accepts 500', () => {
    const scope = (n: number) => 'tasks.read '.repeat(50).slice(0, n);
    expectFindings(
      httpPack((p) => (hint(p).values['auth.scope'] = scope(501))),
      [{ id: 'C-hint-length', pointer: `${values}/auth.scope`, severity: 'error', at: '"tasks.read' }],
    );
    expectClean(httpPack((p) => (hint(p).values['auth.scope'] = scope(500))));
  });
});

describe('C-hint-secret', () => {
  it('refuses a token in a value, without echoing it', () => {
    const token = 'ghp_' + 'a1B2'.repeat(9);
    const [f] = expectFindings(
      httpPack((p) => (hint(p).values['auth.scope'] = token)),
      [{ id: 'C-hint-secret', pointer: `${values}/auth.scope`, severity: 'error', at: JSON.stringify(token) }],
    );
    expect(f.message).not.toContain(token.slice(4));
  });
  it('refuses a secret in an endpoint query', () =>
    expectFindings(
      httpPack((p) => (hint(p).values['auth.token_endpoint'] = 'https://acme.example/token?client_secret=s3cr3t')),
      [
        {
          id: 'C-hint-secret',
          pointer: `${values}/auth.token_endpoint`,
          severity: 'error',
          at: '"https://acme.example/token?client_secret=s3cr3t"',
        },
      ],
    ));
  it('refuses a long random-looking string', () =>
    expectFindings(
      httpPack((p) => (hint(p).values['auth.scope'] = 'Zx81Kq0PaLm3Wn7RtYb5Vc2Hd9Gf4Js6')),
      [{ id: 'C-hint-secret', pointer: `${values}/auth.scope`, severity: 'error', at: '"Zx81' }],
    ));
  it.each([
    'https://www.googleapis.com/auth/drive.readonly',
    'repo read:org',
    'tasks.read tasks.write',
    'https://acme.example/oauth/token?audience=tasks',
  ])('accepts %j', (scope) => expectClean(httpPack((p) => (hint(p).values['auth.scopes'] = scope))));
});
