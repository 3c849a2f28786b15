import { describe, expect, it } from 'vitest';
import { checkHost, checkRequestHost, hostName, hostPolicy } from './allowed-hosts';

const allowed = (header: string | undefined, env = {}) => checkRequestHost(header, env).allowed;

describe('hostName', () => {
  it('takes the name from a Host header, without port or brackets, in lower case', () => {
    expect(hostName('LocalHost:3000')).toBe('localhost');
    expect(hostName('127.0.0.1')).toBe('127.0.0.1');
    expect(hostName('[::1]:3000')).toBe('::1');
    expect(hostName('[::1]')).toBe('::1');
    expect(hostName('studio.lan')).toBe('studio.lan');
  });
  it('refuses malformed values rather than guessing', () => {
    for (const bad of [
      '',
      ':3000',
      'a b',
      'evil.example:x',
      '::1',
      '[::1',
      '[::1]x',
      'a..b',
      'localhost:3000:1',
      'évil',
      'a/b',
      '[evil]',
    ])
      expect(hostName(bad), bad).toBeNull();
  });
});

describe('checkHost: the default policy (no HOST, no STUDIO_ALLOWED_HOSTS)', () => {
  it('answers the loopback names on any port', () => {
    for (const h of [
      '127.0.0.1',
      '127.0.0.1:3000',
      'localhost',
      'localhost:8080',
      'LOCALHOST:1',
      '[::1]',
      '[::1]:3000',
      '127.1.2.3:9',
    ])
      expect(allowed(h), h).toBe(true);
  });
  it('refuses every other name, a rebinding name above all, with a one-line reason', () => {
    for (const h of [
      'evil.example',
      'evil.example:3000',
      'localhost.evil.example',
      '127.0.0.1.evil.example',
      'evil-localhost',
      '10.0.0.5',
      '[::2]',
      '0.0.0.0',
      '128.0.0.1',
      '127.0.0.256',
    ])
      expect(allowed(h), h).toBe(false);
    const verdict = checkRequestHost('evil.example:3000', {});
    expect(verdict).toEqual({
      allowed: false,
      reason:
        'Pack Studio refused host "evil.example:3000": it answers only to localhost, 127.0.0.1, [::1] (DNS-rebinding protection; add a name with STUDIO_ALLOWED_HOSTS).',
    });
    expect(verdict.allowed === false && verdict.reason.includes('\n')).toBe(false);
  });
  it('refuses a request with no Host header at all, or a malformed one', () => {
    expect(checkRequestHost(undefined, {})).toEqual({
      allowed: false,
      reason: 'Pack Studio refused this request: it has no Host header.',
    });
    expect(allowed('', {})).toBe(false);
    expect(allowed('localhost:3000:1', {})).toBe(false);
    expect(allowed('localhost/evil', {})).toBe(false);
  });
  it('quotes the refused header safely and briefly', () => {
    const verdict = checkRequestHost(`${'a'.repeat(500)}"\n`, {});
    expect(verdict.allowed).toBe(false);
    if (!verdict.allowed) {
      expect(verdict.reason).not.toContain('\n');
      expect(verdict.reason.length).toBeLessThan(300);
    }
  });
});

describe('checkHost: HOST and STUDIO_ALLOWED_HOSTS add names', () => {
  it('answers the HOST name the server listens on, and still loopback', () => {
    expect(allowed('studio.lan:3000', { HOST: 'studio.lan' })).toBe(true);
    expect(allowed('Studio.LAN', { HOST: 'studio.lan' })).toBe(true);
    expect(allowed('localhost:3000', { HOST: 'studio.lan' })).toBe(true);
    expect(allowed('evil.example', { HOST: 'studio.lan' })).toBe(false);
    expect(allowed('[fd00::5]:3000', { HOST: 'fd00::5' })).toBe(true);
    expect(allowed('192.168.1.5:3000', { HOST: '192.168.1.5' })).toBe(true);
  });
  it('answers each listed name; a leading dot also takes the names under it', () => {
    const env = { STUDIO_ALLOWED_HOSTS: ' studio.lan, 192.168.1.5:3000 ,,.dev.example ' };
    expect(hostPolicy(env).invalid).toEqual([]);
    for (const h of [
      'studio.lan',
      '192.168.1.5:3000',
      '192.168.1.5:4000',
      'dev.example',
      'a.dev.example:1',
      'a.b.dev.example',
    ])
      expect(allowed(h, env), h).toBe(true);
    for (const h of ['lan', 'xstudio.lan', 'evildev.example', 'dev.example.evil', '192.168.1.6'])
      expect(allowed(h, env), h).toBe(false);
  });
  it('reports list entries it cannot read, so the server can refuse to start', () => {
    expect(hostPolicy({ STUDIO_ALLOWED_HOSTS: 'ok.lan, bad name, *, .' }).invalid).toEqual(['bad name', '*', '.']);
  });
  it('names what it answers in the refusal', () => {
    const verdict = checkHost(
      'evil.example',
      hostPolicy({ HOST: 'studio.lan', STUDIO_ALLOWED_HOSTS: '.dev.example' }).policy,
    );
    expect(verdict.allowed === false && verdict.reason).toContain(
      'localhost, 127.0.0.1, [::1], studio.lan, *.dev.example',
    );
  });
});
