import { describe, expect, it } from 'vitest';
import { isLoopbackHost, listenFailure } from './listen-host';

describe('isLoopbackHost', () => {
  it('takes the loopback addresses as addresses, and localhost', () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      '127.255.255.255',
      '::1',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
      'localhost',
      'LOCALHOST',
    ])
      expect(isLoopbackHost(host), host).toBe(true);
  });
  it('never takes a name that merely starts like one', () => {
    for (const host of [
      '127.example.invalid',
      '127.0.0.1.nip.io',
      '127.1',
      '127.0.0.256',
      '0.0.0.0',
      '::',
      '10.0.0.1',
      'localhost.evil.example',
      '',
    ])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe('listenFailure', () => {
  const failure = (code: string) => Object.assign(new Error(`getaddrinfo ${code} x`), { code });
  it('names the HOST, the reason and what to set for a name that does not resolve', () => {
    expect(listenFailure(failure('ENOTFOUND'), '127.example.invalid', 3000)).toBe(
      'Pack Studio: cannot listen on HOST=127.example.invalid PORT=3000: "127.example.invalid" does not resolve to an address (ENOTFOUND). Set HOST to an address of this machine (127.0.0.1, ::1, 0.0.0.0) or a name that resolves to one.',
    );
  });
  it('says a port in use is in use', () => {
    expect(listenFailure(failure('EADDRINUSE'), '127.0.0.1', 3000)).toContain('the port is already in use');
  });
});
