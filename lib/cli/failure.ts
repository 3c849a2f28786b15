import { json, type CliIo } from './io';

/** Why a command gave no report: its code in the `{ "error": … }` object that `--json` prints instead. */
/** `refused`: the input exists but the command will not use it (wrap: a CLI that is not allow-listed, hangs or floods). */
export type FailureCode = 'usage' | 'no_input' | 'refused' | 'internal';

/**
 * True when the command line asks for JSON and nothing else (`--json`, `--format json`, `--format=json`), read from
 * the raw argv so even a command line that fails to parse is answered in JSON. Words after `--` belong to another CLI.
 */
export function asksForJson(argv: readonly string[]): boolean {
  const formats = new Set<string>();
  for (let i = 0; i < argv.length && argv[i] !== '--'; i++) {
    const arg = argv[i];
    if (arg === '--json') formats.add('json');
    else if (arg === '--agent') formats.add('agent');
    else if (arg === '--format') formats.add(argv[i + 1] ?? '');
    else if (arg.startsWith('--format=')) formats.add(arg.slice('--format='.length));
  }
  return formats.size === 1 && formats.has('json');
}

/**
 * A command that could not give its report: the message on stderr, prefixed with the command, and with `--json`
 * also one JSON object on stdout, so every outcome with `--json` is one JSON object.
 */
export function reportFailure(
  io: CliIo,
  options: { command: string; json: boolean; code: FailureCode; message: string; path?: string },
): void {
  const { command, code, message, path } = options;
  if (options.json) io.stdout(json({ error: { code, ...(path === undefined ? {} : { path }), message } }));
  io.stderr(`packstudio${command ? ` ${command}` : ''}: ${message}`);
}
