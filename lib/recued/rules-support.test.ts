import { describe, expect, it } from 'vitest';
import { endpointProblem } from './addresses';
import { closest } from './closest';
import { compareVersions, testedMajor, versionCore } from './versions';

describe('versions', () => {
  it('compares part by part, missing parts as 0', () => {
    expect(compareVersions('1.9', '1.10')).toBe(-1);
    expect(compareVersions('2', '2.0.0')).toBe(0);
    expect(compareVersions('010', '9')).toBe(1);
  });
  it('finds the tested major only at a major boundary', () => {
    expect([
      testedMajor('2.0.0'),
      testedMajor('2'),
      testedMajor('2.0.1'),
      testedMajor('0.0'),
      testedMajor('x'),
    ]).toEqual([1, 1, undefined, undefined, undefined]);
  });
  it('suggests the numeric core', () => expect(versionCore('v1.2.3-rc1')).toBe('1.2.3'));
});

describe('endpointProblem', () => {
  it('accepts a public https URL', () => expect(endpointProblem('https://api.acme.example/v1')).toBeNull());
  it.each([
    'https://[::ffff:127.0.0.1]',
    'https://0x7f.1',
    'https://localhost.',
    'https://0.0.0.0',
    'https://100.64.0.1',
  ])('refuses %s', (url) => expect(endpointProblem(url)).not.toBeNull());
});

describe('closest', () => {
  it('finds a typo and a missing prefix', () => {
    expect(closest('tols', ['tool', 'probe'])).toBe('tool');
    expect(closest('base_url', ['config.base_url'])).toBe('config.base_url');
    expect(closest('zzzzzz', ['tool'])).toBeUndefined();
  });
});
