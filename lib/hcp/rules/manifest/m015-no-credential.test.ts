import { describe, expect, it } from 'vitest';
import { editJson, findingsOf, packTexts } from '../testing';
import { m015NoCredential } from './m015-no-credential';

const ledger = packTexts('ledger');
const GH = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';

function withEnv(env: Record<string, string>) {
  return editJson(ledger, 'surface.json', (s) => {
    s.wrap.agent_env = env;
  });
}

describe('M015 No credential in the manifest', () => {
  it('stays silent on ledger', () => {
    expect(findingsOf(m015NoCredential, ledger)).toEqual([]);
  });

  it('stays silent on transit', () => {
    expect(findingsOf(m015NoCredential, packTexts('transit'))).toEqual([]);
  });

  it('points at a GitHub token in agent_env without repeating it', () => {
    const [f, ...rest] = findingsOf(m015NoCredential, withEnv({ GH_TOKEN: GH }));
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      id: 'M015',
      severity: 'error',
      file: 'surface.json',
      pointer: '/wrap/agent_env/GH_TOKEN',
      message: expect.stringContaining('GitHub token'),
    });
    expect(f.message).toContain('ghp_…');
    expect(f.message).not.toContain(GH);
    expect(f.fix).toContain('/wrap/agent_env/GH_TOKEN');
  });

  it.each([
    ['sk-' + 'x'.repeat(4) + 'A1b2C3d4E5f6G7h8I9j0K1', 'OpenAI-style'],
    ['sk_live_' + '4eC39HqLyjWDarjtT1zdp7dc', 'Stripe'],
    ['xoxb-' + '1234567890-abcdefghij', 'Slack'],
    ['AKIA' + 'IOSFODNN7EXAMPLE', 'AWS'],
    ['AIza' + 'SyA1234567890abcdefghijklmnopqrstu', 'Google'],
    ['glpat-' + 'xxxxxxxxxxxxxxxxxxxx1234', 'GitLab'],
    ['github_pat_' + '11ABCDEFG0123456789_abcdefghijklmnop', 'fine-grained'],
    ['Bearer ' + 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc', 'bearer'],
    ['-----BEGIN RSA PRIVATE KEY-----\nMIIE…', 'PEM'],
  ])('recognises %s as %s', (value, kind) => {
    const [f] = findingsOf(m015NoCredential, withEnv({ SOME_SETTING: value }));
    expect(f?.message).toContain(kind);
  });

  it('finds a password assigned inside a cli[] token', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.verbs.list.cli = ['ledger', 'list', '--password=hunter22'];
    });
    const [f] = findingsOf(m015NoCredential, texts);
    expect(f).toMatchObject({ pointer: '/verbs/list/cli/2', message: expect.stringContaining('assigned inline') });
  });

  it('finds a secret-named key holding a literal, and a password inside a URL', () => {
    const texts = editJson(withEnv({ LEDGER_API_KEY: 'k3y-live-0042' }), 'surface.json', (s) => {
      s.verbs.status.description = 'Return the balance from https://admin:s3cretpw@bank.example/api as JSON.';
    });
    const pointers = findingsOf(m015NoCredential, texts).map((f) => f.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/wrap/agent_env/LEDGER_API_KEY', '/verbs/status/description']));
  });

  it('leaves placeholders, paths and prose alone', () => {
    const texts = editJson(
      withEnv({
        GH_TOKEN: '',
        API_TOKEN: '{{token}}',
        LEDGER_TOKEN_FILE: '~/.ledger/token',
        SECRET: '$LEDGER_SECRET',
        PASSWORD: '<password>',
        TOKEN_REQUIRED: 'true',
      }),
      'surface.json',
      (s) => {
        s.verbs.list.cli = ['ledger', 'list', '--token={{token}}'];
        s.verbs.status.description = 'Return the status; token: the API token from ledger auth, sk-short.';
      },
    );
    expect(findingsOf(m015NoCredential, texts)).toEqual([]);
  });

  it('never throws on odd shapes', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.wrap.agent_env = [1, null, { token: 42 }];
      s.verbs.list = 'nope';
    });
    expect(findingsOf(m015NoCredential, texts)).toEqual([]);
  });
});
