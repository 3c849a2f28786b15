import { describe, it } from 'vitest';
import { expectClean, expectFindings, httpPack } from '../test-fixtures';

describe('C-manifest-version', () => {
  it('is silent on manifest_version 2', () => expectClean(httpPack()));
  it('fires on another version, pointing at the value', () =>
    expectFindings(
      httpPack((p) => (p.manifest_version = 1)),
      [{ id: 'C-manifest-version', pointer: '/manifest_version', severity: 'error', at: '1,' }],
    ));
  it('fires when it is missing, pointing at the envelope', () =>
    expectFindings(
      httpPack((p) => delete p.manifest_version),
      [{ id: 'C-manifest-version', pointer: '/manifest_version', severity: 'error', at: '{' }],
    ));
  it('fires on the string "2"', () =>
    expectFindings(
      httpPack((p) => (p.manifest_version = '2')),
      [{ id: 'C-manifest-version', pointer: '/manifest_version', severity: 'error', at: '"2"' }],
    ));
});

describe('C-artifact-type', () => {
  it('fires on anything but "pack"', () =>
    expectFindings(
      httpPack((p) => (p.artifact_type = 'composition')),
      [{ id: 'C-artifact-type', pointer: '/artifact_type', severity: 'error', at: '"composition"' }],
    ));
});

describe('C-publisher-handle', () => {
  it('fires when publisher is not the signed-in handle (default "local")', () =>
    expectFindings(
      httpPack((p) => (p.publisher = 'your-publisher-handle')),
      [{ id: 'C-publisher-handle', pointer: '/publisher', severity: 'error', at: '"your-publisher-handle"' }],
    ));
  it('fires when signed in as someone else', () =>
    expectFindings(
      httpPack(),
      [{ id: 'C-publisher-handle', pointer: '/publisher', severity: 'error', at: '"local"' }],
      { publisher: 'bob' },
    ));
  it('is silent when publisher matches the handle option', () =>
    expectClean(
      httpPack((p) => (p.publisher = 'bob')),
      { publisher: 'bob' },
    ));
});
