import type { Finding } from '@/lib/core/finding';
import { EXIT, exitCodeFor } from '@/lib/cli/exit';
import { checkComposition } from './check';

export interface CompositionIo {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  readFile: (p: string) => Promise<string>;
}

export const COMPOSITION_USAGE = 'usage: packstudio composition check FILE [--json] [--publisher HANDLE]';

interface Parsed {
  file: string;
  json: boolean;
  publisher?: string;
}

/**
 * `composition check FILE [--json] [--publisher HANDLE]`; args may start with "composition" or with "check".
 * Exits as every command does (lib/cli/exit.ts): 0 clean, 2 warnings only, 1 any error, 64 bad usage, 66 an unreadable file.
 */
export async function compositionCli(args: string[], io: CompositionIo): Promise<number> {
  const parsed = parse(args[0] === 'composition' ? args.slice(1) : args);
  if (typeof parsed === 'string') {
    io.stderr(`packstudio composition: ${parsed}\n${COMPOSITION_USAGE}`);
    return EXIT.usage;
  }
  let text: string;
  try {
    text = await io.readFile(parsed.file);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException)?.code === 'ENOENT' ? 'no such file' : error instanceof Error ? error.message : String(error);
    io.stderr(`packstudio composition: cannot read ${parsed.file}: ${reason}`);
    return EXIT.noInput;
  }
  const result = checkComposition(text, { publisher: parsed.publisher });
  io.stdout(parsed.json ? JSON.stringify(result, null, 2) : human(parsed.file, result.findings));
  return exitCodeFor(result.findings);
}

function parse(args: string[]): Parsed | string {
  const [sub, ...rest] = args;
  if (sub !== 'check') return sub ? `unknown subcommand "${sub}"` : 'missing subcommand "check"';
  const out: Partial<Parsed> = { json: false };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--json') out.json = true;
    else if (arg === '--publisher' || arg.startsWith('--publisher=')) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : rest[++i];
      if (!value || value.startsWith('--')) return '--publisher needs a handle';
      out.publisher = value;
    } else if (arg.startsWith('-') && arg !== '-') return `unknown option ${arg}`;
    else if (out.file !== undefined) return `unexpected argument "${arg}" (one FILE only)`;
    else out.file = arg;
  }
  if (!out.file) return 'missing FILE';
  return out as Parsed;
}

function human(file: string, findings: Finding[]): string {
  if (findings.length === 0) return `${file}: ok, no findings`;
  const lines = findings.map(
    (f) => `${f.severity.padEnd(5)}  ${f.id}  ${f.pointer || '/'}  ${f.line}:${f.column}\n    ${f.message}\n    fix: ${f.fix}`,
  );
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.filter((f) => f.severity === 'warn').length;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return [...lines, '', `${file}: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}`].join('\n');
}
