import { FileTooLargeError } from '../node/read-capped';
import { InputError, UsageError } from './args';
import { EXIT } from './exit';
import { asksForJson, reportFailure } from './failure';
import { processIo, type CliIo } from './io';
import { FORMAT_NAMES } from '../report/formatters';

type Command = (argv: string[], io: CliIo) => Promise<number>;

const FORMAT = `[--format ${FORMAT_NAMES.join('|')}]`;

/** Each command module loads on demand, so `packstudio lint` never pays for the runtime. */
const COMMANDS: Record<string, { summary: string; load: () => Promise<Command> }> = {
  lint: {
    summary: `lint DIR ${FORMAT} [--strict]                  structure layer: files, policy coverage, Skill drift`,
    load: async () => (await import('./commands/lint')).lintCommand,
  },
  check: {
    summary: `check DIR… | --workspace DIR ${FORMAT} [--shard I/N] [--jobs N] [--strict] [--no-eval] [--probe] [--project DIR] [--timeout MS] [--publisher HANDLE] [--init-evals] [--record] [--baseline OLD.json] [--budget N] [--fix]`,
    load: async () => (await import('./commands/check')).checkCommand,
  },
  eval: {
    summary: 'eval DIR [--json] [--project DIR] [--timeout MS]      replay hcp.eval.json through the reference runtime',
    load: async () => (await import('./commands/eval')).evalCommand,
  },
  twin: {
    summary: 'twin DIR VERB key=value…              the CLI run directly versus through the exec pipeline',
    load: async () => (await import('./commands/twin')).twinCommand,
  },
  mcp: {
    summary:
      'mcp DIR [--grant read|write] [--access ask|run] [--project DIR] [--timeout MS] [--doctor [--host ID] [--json]]   serve the pack to an agent host over MCP (stdio); --doctor tries each host configuration as a host would',
    load: async () => (await import('./commands/mcp')).mcpCommand,
  },
  proof: {
    summary: "proof DIR                             write the pack's proof script",
    load: async () => (await import('./commands/proof')).proofCommand,
  },
  wrap: {
    summary: "wrap BIN [--id ID] [--out DIR] [--json]   a draft pack from a CLI's help",
    load: async () => (await import('./commands/wrap')).wrapCommand,
  },
  diff: {
    summary:
      'diff OLD.json NEW.json [--format text|markdown|github|json] [--fail-on new,policy-weakened]   what changed between two JSON reports: policy changes first, new, first-run and fixed findings, score delta',
    load: async () => (await import('./commands/diff')).diffCommand,
  },
  merge: {
    summary: `merge SHARD.json… ${FORMAT} [--strict]   the shards of check --shard I/N, back in one set`,
    load: async () => (await import('./commands/merge')).mergeCommand,
  },
  import: {
    summary:
      'import openapi SPEC [--out DIR] [--slug S] [--publisher H] [--base URL] [--ops N] [--include PATTERN…] [--json]   a Recued pack from an API description',
    load: async () => (await import('./commands/import')).importCommand,
  },
  serve: {
    summary:
      'serve                                 the studio as a review server: projects, builds, reviews, the upload API (PORT, HOST, DATABASE_URL)',
    load: async () => (await import('./commands/serve')).serveCommand,
  },
  upload: {
    summary:
      'upload REPORT.json… --server URL --token T --commit SHA --branch B [--ancestor SHA] [--packs DIR] [--fail-on-unreviewed] [--json]   record a build on a review server; prints the PR comment',
    load: async () => (await import('./commands/upload')).uploadCommand,
  },
  server: {
    summary:
      "server project create SLUG | token create|revoke|list SLUG [ID] | role grant|revoke|list SLUG [EMAIL ROLE] | audit SLUG   the review server's projects, upload tokens, roles and audit log",
    load: async () => (await import('./commands/server-admin')).serverCommand,
  },
  worker: {
    summary:
      "worker [--concurrency N] [--workspace DIR] [--prefix P] [--lock-ms MS] [--name NAME]   run the studio's full checks from the Redis queue REDIS_URL names",
    load: async () => (await import('./commands/worker')).workerCommand,
  },
  composition: {
    summary: `composition check FILE ${FORMAT} [--strict] [--publisher HANDLE] [--record] [--baseline OLD.json] [--budget N]   check a Recued pack`,
    load: async () => (await import('./commands/composition')).compositionCommand,
  },
};

export function usage(): string {
  return [
    'usage: packstudio <command> …',
    '',
    ...Object.values(COMMANDS).map((c) => `  packstudio ${c.summary}`),
    '',
    '--json and --agent are short for --format json and --format agent.',
    'exit: 0 nothing to fix, 2 warnings only, 1 any error (--strict: warnings too), 64 bad usage, 66 unreadable input.',
    'Several packs (check DIR…, --workspace): the worst of theirs, 66 when a DIR could not be checked.',
  ].join('\n');
}

export async function main(argv: string[], io: CliIo = processIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(usage());
    return name ? EXIT.clean : EXIT.usage;
  }
  const json = asksForJson(rest);
  const command = COMMANDS[name];
  if (!command) {
    reportFailure(io, { command: '', json, code: 'usage', message: `unknown command "${name}"` });
    io.stderr(usage());
    return EXIT.usage;
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
