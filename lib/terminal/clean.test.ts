import { describe, expect, it } from 'vitest';
import { MASK } from '../secrets';
import { cleanArgv, cleanCliJson, cleanCliText, cleanStreams } from './clean';

const TOKEN = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';

describe('a CLI output as it enters the engine', () => {
  it('strips escape sequences before masking, so a sequence cannot split a token from its mask', () => {
    expect(cleanCliText(`token ${TOKEN.slice(0, 10)}\u001b[0m${TOKEN.slice(10)}`)).toEqual({
      text: `token ${MASK}`,
      escapes: { colour: true, control: false },
    });
  });

  it('masks known values in both streams and says what either held', () => {
    expect(cleanStreams('mode s3cret-mode\n', '\u001b]0;t\u0007failed: s3cret-mode', ['s3cret-mode'])).toEqual({
      stdout: `mode ${MASK}\n`,
      stderr: `failed: ${MASK}`,
      escapes: { colour: false, control: true },
    });
    expect(cleanStreams('a', 'b')).toEqual({ stdout: 'a', stderr: 'b' });
  });

  it('cleans every string of parsed JSON and masks secret-named members whole', () => {
    expect(cleanCliJson({ link: '\u001b[32mhealthy\u001b[0m', apiKey: 'k-1234', list: [TOKEN] })).toEqual({
      link: 'healthy',
      apiKey: MASK,
      list: [MASK],
    });
  });

  it('cleans member names as it cleans values: escapes stripped, secrets masked', () => {
    const printed = {
      '\u001b]0;pwned\u0007title': 1,
      [`x\u001b[2J${TOKEN}`]: 2,
      key_AKIAIOSFODNN7EXAMPLE: { [TOKEN]: 3 },
    };
    expect(cleanCliJson(printed)).toEqual({ title: 1, [`x${MASK}`]: 2, [`key_${MASK}`]: { [MASK]: 3 } });
  });

  it('masks an argv token that is a known value whatever its length, and a short one only as a whole token', () => {
    expect(cleanArgv(['x', '42', '--n=42', `--token=${TOKEN}`, 'pin 42 of 420'], ['42'])).toEqual([
      'x',
      MASK,
      '--n=42',
      `--token=${MASK}`,
      'pin 42 of 420',
    ]);
  });
});

describe('a CLI output built to make a pattern backtrack', () => {
  // The run's cap (MAX_OUTPUT_BYTES in lib/node/runtime/process.ts): as much as a CLI can hand the engine. Each
  // shape starts a match at many places; a pattern that rescans from each one is quadratic (200 KB of backslashes
  // then a quote held the event loop 68 s). A regression shows as this test's timeout, not as a timed assert.
  const CAP = 2 * 1024 * 1024;
  const fill = (unit: string, tail = '') => unit.repeat(Math.floor(CAP / unit.length)) + tail;
  it.each([
    ['a run of backslashes before a quote', fill('\\', '"')],
    ['escaped quotes', fill('\\"')],
    ['unclosed JSON members', fill('"a":"')],
    ['URL userinfo without an end', fill('//a:b@')],
    ['dotted names before "="', fill('a.', '=')],
    ['token prefixes', fill('ghp_') + fill('sk-')],
    ['C1 CSIs', fill('\u009b')],
  ])(
    '%s is cleaned in one pass',
    (_kind, raw) => {
      expect(cleanCliText(raw).text.length).toBeLessThanOrEqual(raw.length);
    },
    60_000,
  );

  it('still masks a secret member inside JSON text nested two and three levels deep', () => {
    const deep2 = String.raw`{"error": "{\"detail\": \"{\\\"token\\\": \\\"s3cr3t-a1b2c3\\\"}\"}"}`;
    expect(cleanCliText(deep2).text).toBe(String.raw`{"error": "{\"detail\": \"{\\\"token\\\": \\\"${MASK}\\\"}\"}"}`);
  });
});
