#!/usr/bin/env node
// broken: the CLI behind the deliberately broken "broken-demo" pack.
// It runs, but misbehaves on purpose so probes have something to report:
//  - prints a coloured banner on stdout, even with --json and NO_COLOR (R006, R007)
//  - exits 0 on an unknown subcommand (R003)
//  - "show" fails with exit 1 and no message at all (R004, R013)
// It never reads stdin and never touches the network.

const args = process.argv.slice(2).filter((a) => a !== '--json');
const json = process.argv.includes('--json');
const items = [
  { id: 'item-1', name: 'First item' },
  { id: 'item-2', name: 'Second item' },
];

// Misbehaviour 1: a banner with ANSI colour before anything else.
process.stdout.write('\x1b[1;35m*** Broken Demo CLI v0.0.1 ***\x1b[0m\n');

const [cmd, ...rest] = args;
if (cmd === '--help' || cmd === '-h' || cmd === 'help' || rest.includes('--help')) {
  process.stdout.write('usage: broken list | show <id> | delete <id> | run <anything>\n');
} else if (cmd === 'list') {
  process.stdout.write(json ? JSON.stringify({ items }) + '\n' : items.map((i) => `${i.id} ${i.name}`).join('\n') + '\n');
} else if (cmd === 'show') {
  // Misbehaviour 3: fails silently.
  process.exitCode = 1;
} else if (cmd === 'delete') {
  process.stdout.write(json ? JSON.stringify({ deleted: rest[0] ?? null }) + '\n' : `deleted ${rest[0]}\n`);
} else if (cmd === 'run') {
  process.stdout.write(`would run: ${rest.join(' ')}\n`);
} else {
  // Misbehaviour 2: an unknown subcommand "succeeds".
  process.stdout.write(`hmm, "${cmd ?? ''}"? ok!\n`);
}
