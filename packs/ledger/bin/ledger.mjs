#!/usr/bin/env node
// ledger: the example CLI behind the "ledger" HCP pack.
//
// A small paper ledger. It never moves real money: LEDGER_MODE defaults to
// "paper" and no other mode exists in this build. State lives in one JSON file:
//   $HCP_HOME/ledger/store.json        when HCP_HOME is set
//   <os.tmpdir()>/.ledger/store.json   otherwise
//
// Hygiene: never reads stdin, never prints colour, prints exactly one JSON
// document on stdout with --json, explains every failure on stderr (and as
// JSON with --json). Exit codes: 0 ok, 1 failure, 2 usage error.

import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const VERSION = '1.0.0';
const CURRENCY = 'EUR';
const SEED_BALANCE_CENTS = 100000; // 1000.00 EUR of paper money
const PAYEES = [
  { id: 'demo-transit', name: 'Demo Transit Authority' },
  { id: 'demo-grocer', name: 'Demo Grocer' },
  { id: 'demo-utility', name: 'Demo Utility Co' },
];
const PAYEE_IDS = PAYEES.map((p) => p.id);

// ---------------------------------------------------------------- output

class CliError extends Error {
  constructor(message, { exit = 1, code = 'failed', hint } = {}) {
    super(message);
    this.exit = exit;
    this.code = code;
    this.hint = hint;
  }
}
const usage = (message, hint) => new CliError(message, { exit: 2, code: 'usage', hint });

function emit(json, data, text) {
  process.stdout.write(json ? JSON.stringify(data, null, 2) + '\n' : text.endsWith('\n') ? text : text + '\n');
}

function fail(json, err) {
  const exit = err instanceof CliError ? err.exit : 1;
  const code = err instanceof CliError ? err.code : 'internal';
  const message = err instanceof Error ? err.message : String(err);
  const hint = err instanceof CliError ? err.hint : undefined;
  process.stderr.write(`ledger: ${message}\n${hint ? `hint: ${hint}\n` : ''}`);
  if (json) {
    const body = { ok: false, error: message, code };
    if (hint) body.hint = hint;
    process.stdout.write(JSON.stringify(body, null, 2) + '\n');
  }
  process.exitCode = exit;
}

const cents = (n) => (n / 100).toFixed(2);

// ---------------------------------------------------------------- help

const HELP = {
  root: `ledger ${VERSION}: a local paper ledger (no real money ever moves)

Usage:
  ledger <command> [arguments] [--json]

Commands:
  setup status                 Report whether the local store exists
  setup all -y                 Create the local store (no prompts)
  connect <provider>           Link a provider account, e.g. demo-bank
  status                       Balance, currency, payees and link health
  list [--limit <n>]           Recent entries, newest first
  transfer <amount> --to <payee> [--memo <text>] --confirm
                               Pay a saved payee (paper mode)

Global flags:
  --json        Print exactly one JSON document on stdout
  -h, --help    Show help for ledger or for one command
  --version     Print the version

Environment:
  HCP_HOME      Store directory root (store: $HCP_HOME/ledger/store.json)
  LEDGER_MODE   Only "paper" (the default) is supported

Exit codes: 0 ok, 1 failure, 2 usage error. Never reads stdin.`,
  setup: `Usage:
  ledger setup status [--json]   Report whether the local store exists
  ledger setup all -y [--json]   Create the local store without prompts`,
  'setup status': `Usage: ledger setup status [--json]

Report whether the local ledger store exists, and where. Changes nothing.`,
  'setup all': `Usage: ledger setup all -y [--json]

Create the local ledger store with the demo balance (1000.00 EUR, paper) and
the saved payees. -y is required: ledger never prompts. An existing store is
left untouched.`,
  connect: `Usage: ledger connect <provider> [--json]

Link a provider account (lower-case id such as demo-bank) and record the link
in the local store. Paper mode: no real account is contacted.`,
  status: `Usage: ledger status [--json]

Show the balance, currency, saved payee ids and provider link health.
Works before setup (reports the seeded demo balance and setup: false).`,
  list: `Usage: ledger list [--limit <n>] [--json]

Show recent entries (amount, payee id, memo), newest first. Default limit 20.`,
  transfer: `Usage: ledger transfer <amount> --to <payee> [--memo <text>] --confirm [--json]

Pay a saved payee. Paper mode only: the entry is recorded, no money moves.
--confirm is required; without it the transfer is refused (exit 1).
<amount> is a positive number with at most two decimals, e.g. 2.80.
Saved payees: ${PAYEE_IDS.join(', ')}.`,
};

// ---------------------------------------------------------------- store

function storeDir() {
  const home = process.env.HCP_HOME;
  return home && home.trim() ? join(home, 'ledger') : join(tmpdir(), '.ledger');
}
const storePath = () => join(storeDir(), 'store.json');

function freshStore() {
  return {
    version: 1,
    currency: CURRENCY,
    balance_cents: SEED_BALANCE_CENTS,
    created_at: new Date().toISOString(),
    payees: PAYEES,
    providers: [],
    entries: [],
  };
}

function readStore() {
  const file = storePath();
  if (!existsSync(file)) return null;
  let data;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new CliError(`store at ${file} is not valid JSON (${e.message})`, {
      code: 'store_corrupt',
      hint: `move the file away and run "ledger setup all -y"`,
    });
  }
  if (!data || typeof data !== 'object' || !Array.isArray(data.entries)) {
    throw new CliError(`store at ${file} has an unexpected shape`, { code: 'store_corrupt' });
  }
  return data;
}

function writeStore(data) {
  const dir = storeDir();
  mkdirSync(dir, { recursive: true });
  const file = storePath();
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(data, null, 2) + '\n');
  renameSync(tmp, file);
}

/** Reads never create anything: before setup they see the seeded demo state. */
function viewStore() {
  const store = readStore();
  return { setup: store !== null, store: store ?? freshStore() };
}

function checkMode() {
  const mode = (process.env.LEDGER_MODE ?? '').trim() || 'paper';
  if (mode !== 'paper') {
    throw new CliError(`LEDGER_MODE="${mode}" is not supported: this build only has paper mode`, {
      code: 'unsupported_mode',
      hint: 'unset LEDGER_MODE or set LEDGER_MODE=paper',
    });
  }
  return mode;
}

// ---------------------------------------------------------------- argv

/**
 * Split argv into positionals and flags. `spec` maps a flag name to "bool" or
 * "value". A value flag consumes the next token whatever it looks like, and
 * also accepts --flag=value. Tokens like -5 or -2.80 are positionals.
 */
function parseArgs(tokens, spec, command) {
  const positionals = [];
  const flags = {};
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (tok === '--') {
      positionals.push(...tokens.slice(i + 1));
      break;
    }
    if (tok.startsWith('-') && tok !== '-' && !/^-\d/.test(tok)) {
      const eq = tok.indexOf('=');
      const name = eq === -1 ? tok : tok.slice(0, eq);
      const kind = spec[name];
      if (!kind) {
        throw usage(`unknown flag "${name}" for "ledger ${command}"`, `run "ledger ${command} --help"`);
      }
      if (kind === 'bool') {
        if (eq !== -1) throw usage(`flag "${name}" takes no value`);
        flags[name] = true;
      } else if (eq !== -1) {
        flags[name] = tok.slice(eq + 1);
      } else {
        if (i + 1 >= tokens.length) throw usage(`flag "${name}" needs a value`, `run "ledger ${command} --help"`);
        flags[name] = tokens[++i];
      }
      continue;
    }
    positionals.push(tok);
  }
  return { positionals, flags };
}

function expectPositionals(positionals, names, command) {
  if (positionals.length < names.length) {
    throw usage(`missing <${names[positionals.length]}> for "ledger ${command}"`, `run "ledger ${command} --help"`);
  }
  if (positionals.length > names.length) {
    throw usage(`unexpected argument "${positionals[names.length]}" for "ledger ${command}"`, `run "ledger ${command} --help"`);
  }
}

// ---------------------------------------------------------------- commands

function cmdSetupStatus(json, rest) {
  const { positionals } = parseArgs(rest, {}, 'setup status');
  expectPositionals(positionals, [], 'setup status');
  const mode = checkMode();
  const store = readStore();
  const data = { ok: true, mode, setup: store !== null, store: storePath() };
  if (store) data.created_at = store.created_at ?? null;
  emit(json, data, store ? `ledger store is set up at ${storePath()}` : `ledger store is not set up (would be ${storePath()}); run "ledger setup all -y"`);
}

function cmdSetupAll(json, rest) {
  const { positionals, flags } = parseArgs(rest, { '-y': 'bool', '--yes': 'bool' }, 'setup all');
  expectPositionals(positionals, [], 'setup all');
  if (!flags['-y'] && !flags['--yes']) {
    throw usage('"ledger setup all" needs -y: ledger never prompts', 'run "ledger setup all -y"');
  }
  const mode = checkMode();
  const existing = readStore();
  if (!existing) writeStore(freshStore());
  emit(
    json,
    { ok: true, mode, setup: true, created: !existing, store: storePath() },
    existing ? `ledger store already set up at ${storePath()}` : `created ledger store at ${storePath()}`,
  );
}

/** Writes create the store on first use, exactly as "setup all -y" would. */
function storeForWrite() {
  const existing = readStore();
  return { store: existing ?? freshStore(), created: !existing };
}

function cmdConnect(json, rest) {
  const { positionals } = parseArgs(rest, {}, 'connect');
  expectPositionals(positionals, ['provider'], 'connect');
  const provider = positionals[0];
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(provider)) {
    throw usage(`provider "${provider}" is not a valid id (lower-case letters, digits and dashes)`, 'for example: ledger connect demo-bank');
  }
  const mode = checkMode();
  const { store, created } = storeForWrite();
  const providers = Array.isArray(store.providers) ? store.providers : [];
  let link = providers.find((p) => p.provider === provider);
  const already = Boolean(link);
  if (!link) {
    link = { provider, linked_at: new Date().toISOString(), health: 'ok', mode };
    providers.push(link);
    store.providers = providers;
    writeStore(store);
  } else if (created) {
    writeStore(store);
  }
  emit(
    json,
    { ok: true, mode, provider, linked: true, already_linked: already, health: link.health, linked_at: link.linked_at, store_created: created },
    already ? `${provider} was already linked (health ${link.health})` : `linked ${provider} (paper mode, health ok)`,
  );
}

function cmdStatus(json, rest) {
  const { positionals } = parseArgs(rest, {}, 'status');
  expectPositionals(positionals, [], 'status');
  const mode = checkMode();
  const { setup, store } = viewStore();
  const providers = (store.providers ?? []).map((p) => ({ provider: p.provider, health: p.health ?? 'ok', linked_at: p.linked_at }));
  const data = {
    ok: true,
    mode,
    setup,
    balance: cents(store.balance_cents),
    currency: store.currency ?? CURRENCY,
    payees: (store.payees ?? PAYEES).map((p) => p.id),
    providers,
    link_health: providers.length === 0 ? 'not_linked' : providers.every((p) => p.health === 'ok') ? 'ok' : 'degraded',
    entries: store.entries.length,
  };
  const text = [
    `mode:      ${mode}${setup ? '' : ' (store not set up; showing the demo balance)'}`,
    `balance:   ${data.balance} ${data.currency}`,
    `payees:    ${data.payees.join(', ')}`,
    `providers: ${providers.length ? providers.map((p) => `${p.provider} (${p.health})`).join(', ') : 'none linked'}`,
    `entries:   ${data.entries}`,
  ].join('\n');
  emit(json, data, text);
}

function cmdList(json, rest) {
  const { positionals, flags } = parseArgs(rest, { '--limit': 'value' }, 'list');
  expectPositionals(positionals, [], 'list');
  let limit = 20;
  if (flags['--limit'] !== undefined) {
    if (!/^\d+$/.test(flags['--limit']) || Number(flags['--limit']) < 1) {
      throw usage(`--limit must be a positive whole number, got "${flags['--limit']}"`);
    }
    limit = Math.min(Number(flags['--limit']), 500);
  }
  const mode = checkMode();
  const { setup, store } = viewStore();
  const entries = [...store.entries].reverse().slice(0, limit);
  const data = {
    ok: true,
    mode,
    setup,
    currency: store.currency ?? CURRENCY,
    balance: cents(store.balance_cents),
    count: entries.length,
    total: store.entries.length,
    entries,
  };
  const text = entries.length
    ? entries.map((e) => `${e.at}  -${e.amount} ${e.currency}  ${e.payee}${e.memo ? `  "${e.memo}"` : ''}`).join('\n')
    : `no entries yet (balance ${data.balance} ${data.currency})`;
  emit(json, data, text);
}

function cmdTransfer(json, rest) {
  const { positionals, flags } = parseArgs(rest, { '--to': 'value', '--memo': 'value', '--confirm': 'bool' }, 'transfer');
  expectPositionals(positionals, ['amount'], 'transfer');
  const amountRaw = positionals[0];
  const payee = flags['--to'];
  if (payee === undefined) throw usage('missing --to <payee> for "ledger transfer"', 'run "ledger transfer --help"');
  if (!/^\d+(\.\d{1,2})?$/.test(amountRaw) || Number(amountRaw) <= 0) {
    throw usage(`amount "${amountRaw}" is not a positive number with at most two decimals`, 'for example: 2.80');
  }
  const amountCents = Math.round(Number(amountRaw) * 100);
  if (!flags['--confirm']) {
    throw new CliError(`confirm required: transfer of ${cents(amountCents)} ${CURRENCY} to ${payee} was not confirmed`, {
      code: 'confirm_required',
      hint: 'ask the person to confirm the amount and payee, then pass --confirm',
    });
  }
  const mode = checkMode();
  const { store, created } = storeForWrite();
  const payees = (store.payees ?? PAYEES).map((p) => p.id);
  if (!payees.includes(payee)) {
    throw new CliError(`unknown payee "${payee}"`, { code: 'unknown_payee', hint: `saved payees: ${payees.join(', ')}` });
  }
  if (amountCents > store.balance_cents) {
    throw new CliError(`insufficient paper balance: ${cents(store.balance_cents)} ${store.currency} available, ${cents(amountCents)} ${store.currency} requested`, {
      code: 'insufficient_balance',
      hint: `paper mode: remove ${storePath()} and run "ledger setup all -y" to start over`,
    });
  }
  const memo = flags['--memo'];
  const entry = {
    id: `e${String(store.entries.length + 1).padStart(4, '0')}`,
    amount: cents(amountCents),
    currency: store.currency ?? CURRENCY,
    payee,
    memo: memo === undefined || memo === '' ? null : memo,
    at: new Date().toISOString(),
    mode,
  };
  store.entries.push(entry);
  store.balance_cents -= amountCents;
  writeStore(store);
  emit(
    json,
    { ok: true, mode, paper: true, entry, balance: cents(store.balance_cents), store_created: created, note: 'paper mode: recorded only, no real money moved' },
    `paid ${entry.amount} ${entry.currency} to ${payee} (paper mode, no real money moved); balance ${cents(store.balance_cents)} ${entry.currency}`,
  );
}

// ---------------------------------------------------------------- main

function main(argv) {
  const json = argv.includes('--json');
  const wantsHelp = argv.some((a) => a === '--help' || a === '-h');
  const args = argv.filter((a) => a !== '--json');

  try {
    // Help: "ledger --help", "ledger help [cmd]", "ledger <cmd> [sub] --help".
    if (args[0] === 'help' || wantsHelp || args.length === 0) {
      const words = (args[0] === 'help' ? args.slice(1) : args).filter((a) => a !== '--help' && a !== '-h' && !a.startsWith('-'));
      if (args.length === 0) {
        throw usage('no command given', 'run "ledger --help" for the list of commands');
      }
      const key2 = words.slice(0, 2).join(' ');
      const key = HELP[key2] ? key2 : words.length ? words[0] : 'root';
      if (!HELP[key]) {
        throw usage(`unknown command "${words[0]}"`, 'run "ledger --help" for the list of commands');
      }
      emit(json, { ok: true, command: key === 'root' ? 'ledger' : `ledger ${key}`, help: HELP[key] }, HELP[key]);
      return;
    }
    if (args[0] === '--version' || args[0] === 'version') {
      emit(json, { ok: true, version: VERSION }, `ledger ${VERSION}`);
      return;
    }

    const [cmd, ...rest] = args;
    switch (cmd) {
      case 'setup': {
        const [sub, ...more] = rest;
        if (sub === 'status') return cmdSetupStatus(json, more);
        if (sub === 'all') return cmdSetupAll(json, more);
        throw usage(sub ? `unknown setup command "${sub}"` : 'missing setup command', 'use "ledger setup status" or "ledger setup all -y"');
      }
      case 'connect':
        return cmdConnect(json, rest);
      case 'status':
        return cmdStatus(json, rest);
      case 'list':
        return cmdList(json, rest);
      case 'transfer':
        return cmdTransfer(json, rest);
      default:
        throw usage(`unknown command "${cmd}"`, 'run "ledger --help" for the list of commands');
    }
  } catch (err) {
    fail(json, err);
  }
}

main(process.argv.slice(2));
