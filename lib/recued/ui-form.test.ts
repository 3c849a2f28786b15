import { describe, expect, it } from 'vitest';
import { checkComposition } from './check';
import { connectionFormPreview } from './connection-form';
import { httpPack, httpPackValue } from './test-fixtures';
import { AUTH_TYPE_LABEL, boxState, classifyDropped, isAuthType, labelHandle } from './ui-form';

describe('classifyDropped', () => {
  it('calls a localhost base URL refused (the check errors on it) and an OAuth key for api_key dropped', () => {
    const text = httpPack((p) => (p.connection_hints[0].values['config.base_url'] = 'http://localhost:8080'));
    const { findings } = checkComposition(text);
    const { dropped } = connectionFormPreview(JSON.parse(text), { authType: 'api_key', publisher: 'local' });
    expect(classifyDropped(dropped, findings).map((d) => [d.key, d.kind])).toEqual([
      ['config.base_url', 'refused'],
      ['auth.scope', 'dropped'],
    ]);
  });
  it('matches setup_url and keys with "/" or "~" by their exact pointer', () => {
    const rows = classifyDropped(
      [
        { key: 'setup_url', value: 'http://x', reason: 'r' },
        { key: 'a/b~c', value: 'v', reason: 'r' },
        { key: 'config.base_url', value: 'v', reason: 'r' },
      ],
      [
        { severity: 'error', pointer: '/connection_hints/1/setup_url' },
        { severity: 'error', pointer: '/connection_hints/0/values/a~1b~0c' },
        { severity: 'warn', pointer: '/connection_hints/0/values/config.base_url' },
        { severity: 'error', pointer: '/connection_hints/0/values/configXbase_url' },
      ],
    );
    expect(rows.map((r) => r.kind)).toEqual(['refused', 'refused', 'dropped']);
  });
});

describe('boxState', () => {
  const field = { key: 'config.base_url', value: 'https://api.acme.example', prefilled: true, prefilledBy: 'local' };
  it('labels a pre-filled box with the handle until the user edits it, even back to the same text', () => {
    expect(boxState(field, {})).toEqual({ value: 'https://api.acme.example', label: 'local', edited: false });
    expect(boxState(field, { 'config.base_url': 'https://mine.example' })).toEqual({
      value: 'https://mine.example',
      label: null,
      edited: true,
    });
    expect(boxState(field, { 'config.base_url': 'https://api.acme.example' }).label).toBeNull();
    expect(boxState({ ...field, prefilled: false, value: '' }, {})).toEqual({ value: '', label: null, edited: false });
  });
});

it('labelHandle prefers the pack publisher, then the signed-in handle, then "local"', () => {
  expect(labelHandle('acme', 'me')).toBe('acme');
  expect(labelHandle('  ', 'me')).toBe('me');
  expect(labelHandle(null, '')).toBe('local');
});

it('every auth type has a label', () => {
  expect(Object.keys(AUTH_TYPE_LABEL).every(isAuthType)).toBe(true);
  expect(isAuthType('password')).toBe(false);
  expect(httpPackValue().connection_hints).toHaveLength(1);
});
