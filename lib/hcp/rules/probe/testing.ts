import type { Finding } from '../../../core/finding';
import { loadPackFromTexts } from '../../load';
import { caseTable, packTexts, type TableCase } from '../testing';
import { probeFindings } from './run';
import type { ProbeRule } from '../create';
import type { ProbeContext, ProbeObservation } from './types';

/** Test helpers for the probe rules: synthetic probe runs over the real ledger pack, no process spawned. */
export const ledger = loadPackFromTexts(packTexts('ledger'), 'ledger');

/** A clean read of `ledger list --json`, with `o` overriding any field. */
export const run = (o: Partial<ProbeObservation> = {}): ProbeObservation => ({
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

/** The root help as ledger's bin prints it: every subcommand listed, writes included (R014 reads their existence here). */
export const HELP =
  'Usage:\n  ledger <command>\nCommands:\n  setup status\n  setup all -y\n  connect <provider>\n  status\n  list\n  transfer <amount> --to <payee> --confirm';

/** A clean probe layer: root help, an unknown subcommand that fails with a word, `list --help`, and one read. Index 0–3 in that order. */
export const clean = (): ProbeObservation[] => [
  run({ purpose: 'help', verbs: [], argv: ['ledger', '--help'], json: false, stdout: HELP }),
  run({
    purpose: 'unknown',
    verbs: [],
    argv: ['ledger', 'hcp-probe-no-such-command'],
    exit_code: 2,
    json: false,
    stdout: '',
    stderr: 'ledger: unknown command',
  }),
  run({
    purpose: 'subcommand-help',
    verbs: ['list'],
    words: ['list'],
    argv: ['ledger', 'list', '--help'],
    json: false,
    stdout: 'Usage: ledger list',
  }),
  run(),
];

export const ctx = (observations: ProbeObservation[], extra: Partial<ProbeContext> = {}): ProbeContext => ({
  pack: ledger,
  bin: { ok: true },
  observations,
  skipped: [],
  timeoutMs: 10000,
  ...extra,
});

/** The findings one probe rule gives on this context, located as the engine locates them. */
export const findingsOf = (rule: ProbeRule, c: ProbeContext): Finding[] => probeFindings(c, [rule]);

export interface ProbeCase extends TableCase {
  observations: ProbeObservation[];
  extra?: Partial<ProbeContext>;
}

/** A probe rule's tests as a table, each case run through the engine over the ledger pack. */
export function probeCases(rule: ProbeRule, cases: readonly ProbeCase[]): void {
  caseTable(cases, (c) => findingsOf(rule, ctx(c.observations, c.extra)));
}
