import { describe, expect, it } from 'vitest';
import { loadPackFromTexts } from '../../load';
import { packTexts } from '../testing';
import { PROBE_RULES, PROBE_RULE_METAS } from './index';
import { probeFindings } from './run';
import type { ProbeContext, ProbeObservation } from './types';

/** Pure tests over synthetic probe runs: every rule silent on a clean run, firing on the one thing it checks. */
const ledger = loadPackFromTexts(packTexts('ledger'), 'ledger');

const run = (o: Partial<ProbeObservation>): ProbeObservation => ({
  purpose: 'read',
  verbs: ['list'],
  argv: ['ledger', 'list', '--json'],
  exit_code: 0,
  timed_out: false,
  ms: 40,
  tokens: 30,
  json: true,
  stdout: '{"ok":true}',
  stderr: '',
  truncated: false,
  ...o,
});

const HELP = 'Usage:\n  ledger <command>\nCommands:\n  status\n  list\n  transfer';
const clean = (): ProbeObservation[] => [
  run({ purpose: 'help', verbs: [], argv: ['ledger', '--help'], json: false, stdout: HELP }),
  run({ purpose: 'unknown', verbs: [], argv: ['ledger', 'hcp-probe-no-such-command'], exit_code: 2, json: false, stdout: '', stderr: 'ledger: unknown command' }),
  run({ purpose: 'subcommand-help', verbs: ['list'], words: ['list'], argv: ['ledger', 'list', '--help'], json: false, stdout: 'Usage: ledger list' }),
  run({}),
];

const ctx = (observations: ProbeObservation[], extra: Partial<ProbeContext> = {}): ProbeContext => ({ pack: ledger, bin: { ok: true }, observations, skipped: [], timeoutMs: 10000, ...extra });
const ids = (c: ProbeContext) => probeFindings(c).map((f) => f.id);
const only = (id: string, c: ProbeContext) => probeFindings(c, PROBE_RULES.filter((r) => r.meta.id === id));

describe('probe rules', () => {
  it('has R001–R014 with catalogue metadata', () => {
    expect(PROBE_RULE_METAS.map((m) => m.id)).toEqual(Array.from({ length: 14 }, (_, i) => `R${String(i + 1).padStart(3, '0')}`));
    for (const m of PROBE_RULE_METAS) expect(m).toMatchObject({ category: 'probe', docs: `/rules/${m.id}`, why: expect.any(String), incorrect: expect.any(String), correct: expect.any(String) });
  });

  it('a clean run raises nothing', () => {
    expect(ids(ctx(clean()))).toEqual([]);
  });

  it('R002: --help that fails or prints nothing', () => {
    const obs = clean();
    obs[0] = { ...obs[0], exit_code: 2, stdout: '' };
    expect(only('R002', ctx(obs))).toEqual([expect.objectContaining({ severity: 'warn', pointer: '/wrap/bin', message: '"ledger --help" exited 2 with no output.' })]);
  });

  it('R004: an unknown subcommand that fails silently', () => {
    const obs = clean();
    obs[1] = { ...obs[1], stderr: '' };
    expect(only('R004', ctx(obs))).toEqual([expect.objectContaining({ pointer: '/wrap/bin', message: expect.stringContaining('"ledger hcp-probe-no-such-command" exited 2 without a word') })]);
  });

  it('R004 stays silent when the failure is JSON on stdout', () => {
    const obs = clean();
    obs[1] = { ...obs[1], stderr: '', json: true, stdout: '{"ok":false,"error":"unknown command"}' };
    expect(only('R004', ctx(obs))).toEqual([]);
  });

  it('R006: text after the JSON, and text without JSON', () => {
    expect(only('R006', ctx([run({ json: false, stdout: '{"ok":true}\nDone.' })]))[0].message).toBe('"ledger list --json" printed text after its JSON document.');
    expect(only('R006', ctx([run({ json: false, stdout: 'no entries' })]))[0].message).toBe('"ledger list --json" printed text, not JSON: "no entries".');
  });

  it('R009 between 5,000 and 25,000 tokens; R008 above', () => {
    expect(only('R009', ctx([run({ tokens: 9000 })]))[0]).toMatchObject({ severity: 'info', message: expect.stringContaining('about 9,000 tokens') });
    expect(only('R008', ctx([run({ tokens: 9000 })]))).toEqual([]);
    expect(only('R008', ctx([run({ tokens: 30000 })]))[0]).toMatchObject({ severity: 'warn', message: expect.stringContaining('about 30,000 tokens') });
    expect(only('R009', ctx([run({ tokens: 30000 })]))).toEqual([]);
  });

  it('R010: a read over 3 seconds', () => {
    expect(only('R010', ctx([run({ ms: 4200 })]))[0]).toMatchObject({ severity: 'info', pointer: '/verbs/list', message: '"ledger list --json" took 4200 ms, over 3 seconds.' });
    expect(only('R010', ctx([run({ ms: 2900 })]))).toEqual([]);
  });

  it('R011/R013: health commands may exit 1 or 2, other reads may not', () => {
    const status = (exit_code: number) => run({ verbs: ['status'], argv: ['ledger', 'status', '--json'], exit_code });
    expect(ids(ctx([status(2)]))).toEqual([]);
    expect(ids(ctx([status(4)]))).toEqual(['R011', 'R013']);
    expect(ids(ctx([run({ exit_code: 2, stderr: 'bad' })]))).toEqual(['R013']);
  });

  it('R012: no read probed, naming why', () => {
    expect(only('R012', ctx(clean().slice(0, 3), { skipped: [{ verb: 'list', reason: 'argument "x" is still "TODO x"' }] }))[0].message).toBe('No read could be probed: "list": argument "x" is still "TODO x".');
  });

  it('R014: subcommand help that prints the root help word for word, when the root help never names it', () => {
    const obs = clean();
    obs[2] = { ...obs[2], verbs: ['ghost'], words: ['ghost'], argv: ['ledger', 'ghost', '--help'], stdout: HELP };
    expect(only('R014', ctx(obs.slice(0, 3)))).toEqual([expect.objectContaining({ pointer: '/verbs/ghost/cli', message: '"ledger ghost" is not a command of this CLI ("ledger ghost --help" printed the root help, which never names "ghost").' })]);
    obs[2] = { ...obs[2], verbs: ['list'], words: ['list'], argv: ['ledger', 'list', '--help'] };
    expect(only('R014', ctx(obs.slice(0, 3)))).toEqual([]);
  });

  it('R014 stays silent when the read itself succeeded', () => {
    const obs = clean();
    obs[2] = { ...obs[2], exit_code: 2, stderr: 'no help here' };
    expect(only('R014', ctx(obs))).toEqual([]);
  });

  it('never throws on a pack with wrong types everywhere', () => {
    const broken = loadPackFromTexts({ 'surface.json': '{"verbs": 3, "wrap": []}', 'policy.json': '[]' });
    expect(() => probeFindings(ctx(clean(), { pack: broken }))).not.toThrow();
  });
});
