import { FileTooLargeError } from '../node/read-capped';
import { InputError, UsageError } from './args';
import { EXIT } from './exit';
import { asksForJson, reportFailure } from './failure';
import { processIo, type CliIo } from './io';
import { FORMAT_NAMES } from '../report/formatters';

type Command = (argv: string[], io: CliIo) => Promise<number>;

const FORMAT = `[--format ${FORMAT_NAMES.join('|')}]`;

/** Each command module loads on demand, so `packstudio lint` never pays for the runtime. */
interface CommandEntry {
  /** The command's synopsis, after `packstudio `. */
  usage: string;
  /** What it does, in one line. */
  about: string;
  load: () => Promise<Command>;
}

const COMMANDS: Record<string, CommandEntry> = {
  lint: {
    usage: `lint DIR ${FORMAT} [--strict]`,
    about: `structure layer: files, policy coverage, Skill drift`,
    load: async () => (await import('./commands/lint')).lintCommand,
  },
  check: {
    usage: `check DIR… | --workspace DIR ${FORMAT} [--shard I/N] [--jobs N] [--strict] [--no-eval] [--probe] [--project DIR] [--timeout MS] [--publisher HANDLE] [--init-evals] [--record] [--baseline OLD.json] [--budget N] [--fix]`,
    about: 'lint, the static rules and eval; --probe also runs the CLI as an agent would; prints the score',
    load: async () => (await import('./commands/check')).checkCommand,
  },
  eval: {
    usage: 'eval DIR [--json] [--project DIR] [--timeout MS]',
    about: 'replay hcp.eval.json through the reference runtime',
    load: async () => (await import('./commands/eval')).evalCommand,
  },
  twin: {
    usage: 'twin DIR VERB key=value…',
    about: 'the CLI run directly versus through the exec pipeline',
    load: async () => (await import('./commands/twin')).twinCommand,
  },
  mcp: {
    usage:
      'mcp DIR [--grant read|write] [--access ask|run] [--project DIR] [--timeout MS] [--doctor [--host ID] [--json]]',
    about: 'serve the pack to an agent host over MCP (stdio); --doctor tries each host configuration as a host would',
    load: async () => (await import('./commands/mcp')).mcpCommand,
  },
  proof: {
    usage: 'proof DIR',
    about: "write the pack's proof script",
    load: async () => (await import('./commands/proof')).proofCommand,
  },
  wrap: {
    usage: 'wrap BIN [--id ID] [--out DIR] [--json]',
    about: "a draft pack from a CLI's help",
    load: async () => (await import('./commands/wrap')).wrapCommand,
  },
  diff: {
    usage: 'diff OLD.json NEW.json [--format text|markdown|github|json] [--fail-on new,policy-weakened]',
    about:
      'what changed between two JSON reports: policy changes first, new, first-run and fixed findings, score delta',
    load: async () => (await import('./commands/diff')).diffCommand,
  },
  merge: {
    usage: `merge SHARD.json… ${FORMAT} [--strict]`,
    about: `the shards of check --shard I/N, back in one set`,
    load: async () => (await import('./commands/merge')).mergeCommand,
  },
  import: {
    usage:
      'import openapi SPEC [--out DIR] [--slug S] [--publisher H] [--base URL] [--ops N] [--include PATTERN…] [--json]',
    about: 'a Recued pack from an API description',
    load: async () => (await import('./commands/import')).importCommand,
  },
  serve: {
    usage: 'serve',
    about: 'the studio as a review server: projects, builds, reviews, the upload API (PORT, HOST, DATABASE_URL)',
    load: async () => (await import('./commands/serve')).serveCommand,
  },
  upload: {
    usage:
      'upload REPORT.json… --server URL --token T --commit SHA --branch B [--ancestor SHA] [--packs DIR] [--fail-on-unreviewed] [--json]',
    about: 'record a build on a review server; prints the PR comment',
    load: async () => (await import('./commands/upload')).uploadCommand,
  },
  server: {
    usage:
      'server project create SLUG | token create|revoke|list SLUG [ID] | role grant|revoke|list SLUG [EMAIL ROLE] | audit SLUG',
    about: "the review server's projects, upload tokens, roles and audit log",
    load: async () => (await import('./commands/server-admin')).serverCommand,
  },
  worker: {
    usage: 'worker [--concurrency N] [--workspace DIR] [--prefix P] [--lock-ms MS] [--name NAME]',
    about: "run the studio's full checks from the Redis queue REDIS_URL names",
    load: async () => (await import('./commands/worker')).workerCommand,
  },
  composition: {
    usage: `composition check FILE ${FORMAT} [--strict] [--publisher HANDLE] [--record] [--baseline OLD.json] [--budget N]`,
    about: `check a Recued pack`,
    load: async () => (await import('./commands/composition')).compositionCommand,
  },
};

const FORMAT_NOTE = '--json and --agent are short for --format json and --format agent.';
const EXIT_NOTE =
  'exit: 0 nothing to fix, 2 warnings only, 1 any error (--strict: warnings too), 64 bad usage, 66 unreadable input.';

export function usage(): string {
  return [
    'usage: packstudio <command> …',
    '',
    ...Object.values(COMMANDS).flatMap((c) => [`  packstudio ${c.usage}`, `      ${c.about}`]),
    '',
    FORMAT_NOTE,
    EXIT_NOTE,
    'Several packs (check DIR…, --workspace): the worst of theirs, 66 when a DIR could not be checked.',
    '`packstudio COMMAND --help` shows one command.',
  ].join('\n');
}

/** The command names, in the order the overview lists them. */
export const commandNames = (): string[] => Object.keys(COMMANDS);

/** One command's help: its synopsis, what it does, and the notes that apply to it. */
export function commandUsage(name: string): string | undefined {
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) return undefined;
  return [
    `usage: packstudio ${command.usage}`,
    '',
    command.about,
    '',
    ...(command.usage.includes('--format') ? [FORMAT_NOTE, EXIT_NOTE] : []),
    'More in the README, section "Command line".',
  ].join('\n');
}

/** `--help` or `-h` among a command's own arguments (before a `--` that ends them) asks for its help. */
function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h');
}

export async function main(argv: string[], io: CliIo = processIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    const one = name === 'help' && rest[0] ? commandUsage(rest[0]) : undefined;
    io.stdout(one ?? usage());
    return name ? EXIT.clean : EXIT.usage;
  }
  const json = asksForJson(rest);
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    reportFailure(io, { command: '', json, code: 'usage', message: `unknown command "${name}"` });
    io.stderr(usage());
    return EXIT.usage;
  }
  if (asksForHelp(rest)) {
    io.stdout(commandUsage(name) ?? usage());
    return EXIT.clean;
  }
  try {
    return await (
      await command.load()
    )(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      reportFailure(io, { command: name, json, code: 'usage', message: error.message });
      return EXIT.usage;
    }
    if (error instanceof InputError || error instanceof FileTooLargeError) {
      reportFailure(io, { command: name, json, code: 'no_input', message: error.message });
      return EXIT.noInput;
    }
    reportFailure(io, {
      command: name,
      json,
      code: 'internal',
      message: error instanceof Error ? error.message : String(error),
    });
    return EXIT.errors;
  }
}
