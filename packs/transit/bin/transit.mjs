#!/usr/bin/env node
// transit: the example CLI behind the "transit" HCP pack.
//
// A public, read-only journey planner over a small offline demo network.
// Everything is deterministic: there is no clock and no network, so the same
// arguments always print the same result (the twin-face check relies on it).
//
// Hygiene: never reads stdin, never prints colour, prints exactly one JSON
// document on stdout with --json, explains every failure on stderr (and as
// JSON with --json). Exit codes: 0 ok, 1 failure, 2 usage error.

const VERSION = '1.0.0';
const TIMETABLE = 'demo-2024.1';
const DEFAULT_TIME = '08:00';

// ---------------------------------------------------------------- data

const STOPS = [
  { id: 'central', name: 'Central Station' },
  { id: 'market', name: 'Market Square' },
  { id: 'museum', name: 'Museum Quarter' },
  { id: 'harbour', name: 'Harbour Front' },
  { id: 'university', name: 'University' },
  { id: 'airport', name: 'Airport' },
];

// Each line runs both ways between its terminals. `gaps` are the minutes
// between consecutive stops; the first departure from each terminal is at
// `first`, then every `every` minutes up to and including `last`.
const LINES = [
  { id: 't1', name: 'Harbour Tram', mode: 'tram', stops: ['central', 'market', 'museum', 'harbour'], gaps: [3, 4, 3], every: 10, first: '06:00', last: '23:00' },
  { id: 'b2', name: 'Campus Bus', mode: 'bus', stops: ['harbour', 'museum', 'university'], gaps: [5, 6], every: 15, first: '06:05', last: '22:35' },
  { id: 'x9', name: 'Airport Express', mode: 'bus', stops: ['central', 'airport'], gaps: [25], every: 20, first: '05:30', last: '23:30' },
];

const stopById = new Map(STOPS.map((s) => [s.id, s]));
const lineById = new Map(LINES.map((l) => [l.id, l]));

// ---------------------------------------------------------------- time

const toMin = (hhmm) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
const toHHMM = (min) => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;

/** Offsets (minutes from the starting terminal) of each stop, in one direction. */
function offsets(line, reverse) {
  const stops = reverse ? [...line.stops].reverse() : line.stops;
  const gaps = reverse ? [...line.gaps].reverse() : line.gaps;
  const out = [0];
  for (const g of gaps) out.push(out[out.length - 1] + g);
  return { stops, offs: out };
}

/** Every trip of a line in one direction, as the list of terminal start times. */
function starts(line) {
  const out = [];
  for (let t = toMin(line.first); t <= toMin(line.last); t += line.every) out.push(t);
  return out;
}

/** Earliest ride on `line` from stop a to stop b leaving at or after `after` (minutes). */
function ride(line, a, b, after) {
  for (const reverse of [false, true]) {
    const { stops, offs } = offsets(line, reverse);
    const i = stops.indexOf(a);
    const j = stops.indexOf(b);
    if (i === -1 || j === -1 || i >= j) continue;
    for (const s of starts(line)) {
      const dep = s + offs[i];
      if (dep >= after) {
        return {
          line: line.id,
          line_name: line.name,
          mode: line.mode,
          toward: stops[stops.length - 1],
          from: a,
          to: b,
          depart: toHHMM(dep),
          arrive: toHHMM(s + offs[j]),
          stops: j - i,
          _dep: dep,
          _arr: s + offs[j],
        };
      }
    }
  }
  return null;
}

const clean = (leg) => {
  const { _dep, _arr, ...rest } = leg;
  return rest;
};

const MAX_LEGS = 3; // at most two changes
const CHANGE_MINUTES = 2;

/**
 * Earliest arrival from `from` to `to` leaving at or after `after` (minutes),
 * in rounds of one more leg each (a tiny RAPTOR). Ties go to fewer changes,
 * then the later departure. Returns null when no trip exists.
 */
function planTrip(from, to, after) {
  const better = (a, b) =>
    !b || a.arr < b.arr || (a.arr === b.arr && (a.legs.length < b.legs.length || (a.legs.length === b.legs.length && a.dep > b.dep)));
  const best = new Map([[from, { arr: after, dep: Infinity, legs: [] }]]);
  let marked = [from];
  for (let round = 0; round < MAX_LEGS && marked.length; round++) {
    const pending = new Map();
    for (const stop of marked) {
      const label = best.get(stop);
      const ready = label.legs.length ? label.arr + CHANGE_MINUTES : label.arr;
      const lastLine = label.legs.length ? label.legs[label.legs.length - 1].line : null;
      for (const line of LINES) {
        if (line.id === lastLine || !line.stops.includes(stop)) continue;
        for (const b of line.stops) {
          if (b === stop || b === from) continue;
          const leg = ride(line, stop, b, ready);
          if (!leg) continue;
          const cand = { arr: leg._arr, dep: label.legs.length ? label.dep : leg._dep, legs: [...label.legs, leg] };
          if (better(cand, pending.get(b) ?? best.get(b))) pending.set(b, cand);
        }
      }
    }
    marked = [];
    for (const stop of STOPS.map((s) => s.id)) {
      if (pending.has(stop)) {
        best.set(stop, pending.get(stop));
        marked.push(stop);
      }
    }
  }
  const found = from === to ? null : best.get(to);
  if (!found) return null;
  return {
    depart: toHHMM(found.dep),
    arrive: toHHMM(found.arr),
    minutes: found.arr - found.dep,
    changes: found.legs.length - 1,
    legs: found.legs.map(clean),
  };
}

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
  process.stderr.write(`transit: ${message}\n${hint ? `hint: ${hint}\n` : ''}`);
  if (json) {
    const body = { ok: false, error: message, code };
    if (hint) body.hint = hint;
    process.stdout.write(JSON.stringify(body, null, 2) + '\n');
  }
  process.exitCode = exit;
}

// ---------------------------------------------------------------- help

const HELP = {
  root: `transit ${VERSION}: journeys on the offline demo network (public, no login)

Usage:
  transit <command> [arguments] [--json]

Commands:
  status                          Timetable version and service state
  stops [--query <text>]          Stops with their ids and lines
  lines                           Lines with their terminals and frequency
  line show <line>                One line's stops and timetable, e.g. t1
  departures <stop> [--after HH:MM]
                                  Next departures from a stop (default 08:00)
  plan <from> <to>                Trips between two stop ids, from 08:00

Global flags:
  --json        Print exactly one JSON document on stdout
  -h, --help    Show help for transit or for one command
  --version     Print the version

Exit codes: 0 ok, 1 failure, 2 usage error. Never reads stdin.`,
  status: `Usage: transit status [--json]

Show the timetable version, the number of stops and lines and the service state.`,
  stops: `Usage: transit stops [--query <text>] [--json]

List stops (id, name, lines). --query keeps stops whose id or name contains
the text, ignoring case.`,
  lines: `Usage: transit lines [--json]

List lines (id, name, mode, terminals, minutes between trips).`,
  line: `Usage: transit line show <line> [--json]

Show one line: its stops in order with minutes from the first stop, and its
service hours. Line ids: ${LINES.map((l) => l.id).join(', ')}.`,
  'line show': `Usage: transit line show <line> [--json]

Show one line: its stops in order with minutes from the first stop, and its
service hours. Line ids: ${LINES.map((l) => l.id).join(', ')}.`,
  departures: `Usage: transit departures <stop> [--after HH:MM] [--limit <n>] [--json]

Next departures from a stop, at or after --after (default ${DEFAULT_TIME}),
at most --limit of them (default 6). Stop ids: ${STOPS.map((s) => s.id).join(', ')}.`,
  plan: `Usage: transit plan <from> <to> [--json]

Plan trips between two stop ids leaving from ${DEFAULT_TIME}: the earliest
arrival first, with at most two changes, then the next two later trips. Stop ids: ${STOPS.map((s) => s.id).join(', ')}.`,
};

// ---------------------------------------------------------------- argv

function parseArgs(tokens, spec, command) {
  const positionals = [];
  const flags = {};
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (tok === '--') {
      positionals.push(...tokens.slice(i + 1));
      break;
    }
    if (tok.startsWith('-') && tok !== '-') {
      const eq = tok.indexOf('=');
      const name = eq === -1 ? tok : tok.slice(0, eq);
      if (!spec[name]) throw usage(`unknown flag "${name}" for "transit ${command}"`, `run "transit ${command} --help"`);
      if (eq !== -1) flags[name] = tok.slice(eq + 1);
      else {
        if (i + 1 >= tokens.length) throw usage(`flag "${name}" needs a value`, `run "transit ${command} --help"`);
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
    throw usage(`missing <${names[positionals.length]}> for "transit ${command}"`, `run "transit ${command} --help"`);
  }
  if (positionals.length > names.length) {
    throw usage(`unexpected argument "${positionals[names.length]}" for "transit ${command}"`, `run "transit ${command} --help"`);
  }
}

function needStop(id) {
  const stop = stopById.get(id);
  if (!stop) {
    throw new CliError(`unknown stop "${id}"`, { code: 'unknown_stop', hint: `stop ids: ${STOPS.map((s) => s.id).join(', ')} (see "transit stops")` });
  }
  return stop;
}

function parseTime(value, flag) {
  const m = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) throw usage(`${flag} must be a time as HH:MM on the 24-hour clock, got "${value}"`, 'for example: 08:00');
  return Number(m[1]) * 60 + Number(m[2]);
}

const linesAt = (stopId) => LINES.filter((l) => l.stops.includes(stopId)).map((l) => l.id);

// ---------------------------------------------------------------- commands

function cmdStatus(json, rest) {
  expectPositionals(parseArgs(rest, {}, 'status').positionals, [], 'status');
  const data = {
    ok: true,
    network: 'Demo City',
    timetable: TIMETABLE,
    source: 'offline demo data',
    stops: STOPS.length,
    lines: LINES.length,
    service: 'normal',
    disruptions: [],
  };
  emit(json, data, `Demo City network, timetable ${TIMETABLE}: ${STOPS.length} stops, ${LINES.length} lines, service normal`);
}

function cmdStops(json, rest) {
  const { positionals, flags } = parseArgs(rest, { '--query': true }, 'stops');
  expectPositionals(positionals, [], 'stops');
  const q = (flags['--query'] ?? '').toLowerCase();
  const stops = STOPS.filter((s) => !q || s.id.includes(q) || s.name.toLowerCase().includes(q)).map((s) => ({ ...s, lines: linesAt(s.id) }));
  const data = { ok: true, query: flags['--query'] ?? null, count: stops.length, stops };
  emit(json, data, stops.length ? stops.map((s) => `${s.id.padEnd(11)} ${s.name} (${s.lines.join(', ')})`).join('\n') : `no stop matches "${flags['--query']}"`);
}

function lineSummary(l) {
  return { id: l.id, name: l.name, mode: l.mode, terminals: [l.stops[0], l.stops[l.stops.length - 1]], stops: l.stops.length, every_minutes: l.every, first: l.first, last: l.last };
}

function cmdLines(json, rest) {
  expectPositionals(parseArgs(rest, {}, 'lines').positionals, [], 'lines');
  const lines = LINES.map(lineSummary);
  emit(json, { ok: true, count: lines.length, lines }, lines.map((l) => `${l.id}  ${l.name} (${l.mode}) ${l.terminals.join(' <-> ')}, every ${l.every_minutes} min`).join('\n'));
}

function cmdLineShow(json, rest) {
  const { positionals } = parseArgs(rest, {}, 'line show');
  expectPositionals(positionals, ['line'], 'line show');
  const line = lineById.get(positionals[0]);
  if (!line) {
    throw new CliError(`unknown line "${positionals[0]}"`, { code: 'unknown_line', hint: `line ids: ${LINES.map((l) => l.id).join(', ')} (see "transit lines")` });
  }
  const { offs } = offsets(line, false);
  const data = {
    ok: true,
    line: {
      ...lineSummary(line),
      stops: line.stops.map((id, i) => ({ id, name: stopById.get(id).name, minutes_from_start: offs[i] })),
      trip_minutes: offs[offs.length - 1],
    },
  };
  emit(json, data, [`${line.id} ${line.name} (${line.mode}), every ${line.every} min, ${line.first}-${line.last}`, ...data.line.stops.map((s) => `  +${String(s.minutes_from_start).padStart(2)}  ${s.id}  ${s.name}`)].join('\n'));
}

function cmdDepartures(json, rest) {
  const { positionals, flags } = parseArgs(rest, { '--after': true, '--limit': true }, 'departures');
  expectPositionals(positionals, ['stop'], 'departures');
  const after = parseTime(flags['--after'] ?? DEFAULT_TIME, '--after');
  let limit = 6;
  if (flags['--limit'] !== undefined) {
    if (!/^\d+$/.test(flags['--limit']) || Number(flags['--limit']) < 1) throw usage(`--limit must be a positive whole number, got "${flags['--limit']}"`);
    limit = Math.min(Number(flags['--limit']), 50);
  }
  const stop = needStop(positionals[0]);
  const deps = [];
  for (const line of LINES) {
    for (const reverse of [false, true]) {
      const { stops, offs } = offsets(line, reverse);
      const i = stops.indexOf(stop.id);
      if (i === -1 || i === stops.length - 1) continue; // terminal: nothing leaves toward itself
      for (const s of starts(line)) {
        const t = s + offs[i];
        if (t >= after) deps.push({ time: toHHMM(t), line: line.id, line_name: line.name, toward: stops[stops.length - 1], _t: t });
      }
    }
  }
  deps.sort((a, b) => a._t - b._t || a.line.localeCompare(b.line) || a.toward.localeCompare(b.toward));
  const departures = deps.slice(0, limit).map(({ _t, ...d }) => d);
  const data = { ok: true, stop: { id: stop.id, name: stop.name }, after: toHHMM(after), count: departures.length, departures };
  emit(json, data, departures.length ? [`${stop.name} from ${toHHMM(after)}:`, ...departures.map((d) => `  ${d.time}  ${d.line}  to ${d.toward}`)].join('\n') : `no more departures from ${stop.name} after ${toHHMM(after)}`);
}

function cmdPlan(json, rest) {
  const { positionals } = parseArgs(rest, {}, 'plan');
  expectPositionals(positionals, ['from', 'to'], 'plan');
  const from = needStop(positionals[0]);
  const to = needStop(positionals[1]);
  if (from.id === to.id) throw new CliError(`"${from.id}" is both the start and the end of the trip`, { code: 'same_stop', hint: 'pick two different stop ids' });
  // The best trip from 08:00, then the best trips leaving after it (later options).
  const found = [];
  let after = toMin(DEFAULT_TIME);
  while (found.length < 3) {
    let next = planTrip(from.id, to.id, after);
    if (!next) break;
    // Leave as late as possible for the same arrival (no needless waiting).
    for (let t = toMin(next.depart) + 1; t <= toMin(next.arrive); t++) {
      const later = planTrip(from.id, to.id, t);
      if (later && later.arrive === next.arrive && later.changes <= next.changes) next = later;
    }
    found.push(next);
    after = toMin(next.depart) + 1;
  }
  if (found.length === 0) {
    throw new CliError(`no trip from ${from.id} to ${to.id} with at most two changes after ${DEFAULT_TIME}`, { code: 'no_trip' });
  }
  const [best, ...later] = found;
  const data = {
    ok: true,
    from: { id: from.id, name: from.name },
    to: { id: to.id, name: to.name },
    depart_after: DEFAULT_TIME,
    trip: best,
    later,
  };
  const legText = (l) => `  ${l.depart} ${l.line} ${l.from} -> ${l.to} (${l.stops} stop${l.stops === 1 ? '' : 's'}, toward ${l.toward}), arrive ${l.arrive}`;
  emit(json, data, [`${from.name} -> ${to.name}: ${best.depart}-${best.arrive}, ${best.minutes} min, ${best.changes} change(s)`, ...best.legs.map(legText)].join('\n'));
}

// ---------------------------------------------------------------- main

function main(argv) {
  const json = argv.includes('--json');
  const wantsHelp = argv.some((a) => a === '--help' || a === '-h');
  const args = argv.filter((a) => a !== '--json');
  try {
    if (args.length === 0) throw usage('no command given', 'run "transit --help" for the list of commands');
    if (args[0] === 'help' || wantsHelp) {
      const words = (args[0] === 'help' ? args.slice(1) : args).filter((a) => !a.startsWith('-'));
      const key2 = words.slice(0, 2).join(' ');
      const key = HELP[key2] ? key2 : words.length ? words[0] : 'root';
      if (!HELP[key]) throw usage(`unknown command "${words[0]}"`, 'run "transit --help" for the list of commands');
      emit(json, { ok: true, command: key === 'root' ? 'transit' : `transit ${key}`, help: HELP[key] }, HELP[key]);
      return;
    }
    if (args[0] === '--version' || args[0] === 'version') {
      emit(json, { ok: true, version: VERSION, timetable: TIMETABLE }, `transit ${VERSION} (timetable ${TIMETABLE})`);
      return;
    }
    const [cmd, ...rest] = args;
    switch (cmd) {
      case 'status':
        return cmdStatus(json, rest);
      case 'stops':
        return cmdStops(json, rest);
      case 'lines':
        return cmdLines(json, rest);
      case 'line': {
        const [sub, ...more] = rest;
        if (sub === 'show') return cmdLineShow(json, more);
        throw usage(sub ? `unknown line command "${sub}"` : 'missing line command', 'use "transit line show <line>"');
      }
      case 'departures':
        return cmdDepartures(json, rest);
      case 'plan':
        return cmdPlan(json, rest);
      default:
        throw usage(`unknown command "${cmd}"`, 'run "transit --help" for the list of commands');
    }
  } catch (err) {
    fail(json, err);
  }
}

main(process.argv.slice(2));
