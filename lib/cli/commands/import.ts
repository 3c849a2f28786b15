import { basename, dirname, resolve } from 'node:path';
import { checkComposition } from '../../recued/check';
import { importOpenApi, type ImportResult } from '../../recued/import';
import { loadApiSpec } from '../../node/import-openapi';
import { createPackFolder } from '../../node/files';
import { WorkspaceError } from '../../node/workspace';
import { parseArgs, UsageError } from '../args';
import { EXIT, exitCodeFor } from '../exit';
import { reportFailure } from '../failure';
import { cleanCliJson, cleanCliText } from '../../terminal/clean';
import { json, type CliIo } from '../io';

export const IMPORT_USAGE =
  'packstudio import openapi SPEC [--out DIR] [--slug S] [--publisher H] [--base URL] [--ops N] [--include PATTERN…] [--json]';

/**
 * `packstudio import openapi SPEC`: a Recued pack.json from an API description, written to --out (default
 * ./<slug>/pack.json), then checked as publish would for --publisher. A document that does not parse or is not an
 * API description is one line and nothing written (66); one with no https server needs --base (64).
 */
export async function importCommand(argv: string[], io: CliIo): Promise<number> {
  const [kind, ...rest] = argv;
  if (kind !== 'openapi')
    throw new UsageError(
      `${kind ? `unknown import kind "${kind}"` : 'missing what to import: "openapi"'}\nusage: ${IMPORT_USAGE}`,
    );
  const { include, others } = takeIncludes(rest);
  const args = parseArgs(others, { flags: ['json'], options: ['out', 'slug', 'publisher', 'base', 'ops'] });
  const [spec, extra] = args.positionals;
  if (!spec) throw new UsageError(`missing SPEC (a path or an https URL)\nusage: ${IMPORT_USAGE}`);
  if (extra !== undefined)
    throw new UsageError(`unexpected argument "${extra}" (one SPEC only)\nusage: ${IMPORT_USAGE}`);
  const opsText = args.options.get('ops');
  const ops = opsText === undefined ? undefined : /^\d+$/.test(opsText) ? Number(opsText) : NaN;
  const asJson = args.flags.has('json');
  const publisher = args.options.get('publisher');
  const fail = (code: 'usage' | 'no_input' | 'refused', message: string, exit: number) => {
    reportFailure(io, {
      command: 'import openapi',
      json: asJson,
      code,
      // A parser's message may quote the document: cleaned like everything else this command prints.
      message: cleanCliText(`${message}; nothing written`).text,
      ...(code === 'no_input' ? { path: spec } : {}),
    });
    return exit;
  };
  if (ops !== undefined && (!Number.isInteger(ops) || ops < 1))
    throw new UsageError(`--ops must be a whole number of at least 1, got "${opsText}"`);

  const loaded = await loadApiSpec(spec, io.cwd);
  if (!loaded.ok) return fail('no_input', loaded.error, EXIT.noInput);
  const result = importOpenApi(loaded.doc, {
    slug: args.options.get('slug'),
    publisher,
    base: args.options.get('base'),
    ops,
    include,
  });
  if (!result.ok)
    return result.usage
      ? fail('usage', result.error, EXIT.usage)
      : fail('no_input', `${spec}: ${result.error}`, EXIT.noInput);

  const dir = resolve(io.cwd, args.options.get('out') ?? result.slug);
  try {
    await createPackFolder(basename(dir), { 'pack.json': result.text }, dirname(dir));
  } catch (error) {
    if (error instanceof WorkspaceError)
      return fail('refused', error.message.replace(/^a pack named/, `${dir}: a folder named`), EXIT.errors);
    throw error;
  }
  const report = checkComposition(result.text, { publisher });
  const errors = report.findings.filter((f) => f.severity === 'error').length;
  const warnings = report.findings.filter((f) => f.severity === 'warn').length;
  // The import cleaned the document's strings already; what is printed goes through the cleaner once more, whole.
  io.stdout(
    asJson
      ? json(cleanCliJson(importReport(dir, result, errors, warnings)))
      : cleanCliText(importText(dir, result, errors, warnings)).text,
  );
  return exitCodeFor(report.findings);
}

/** `--include a --include b` and `--include a,b` alike: the one option that may repeat. */
function takeIncludes(argv: string[]): { include: string[]; others: string[] } {
  const include: string[] = [];
  const others: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const inline = arg.startsWith('--include=') ? arg.slice('--include='.length) : undefined;
    if (arg !== '--include' && inline === undefined) {
      others.push(arg);
      continue;
    }
    const value = inline ?? argv[++i];
    if (!value || value.startsWith('--')) throw new UsageError('--include needs a PATTERN');
    include.push(
      ...value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    );
  }
  return { include, others };
}

/** What `--json` prints: where the pack went, its operations, what was left out and why, and every decision. */
export function importReport(dir: string, result: ImportResult, errors: number, warnings: number) {
  return {
    ok: true,
    file: `${dir}/pack.json`,
    slug: result.slug,
    spec: result.spec,
    operations: result.operations,
    left_out: result.leftOut,
    decisions: result.decisions,
    check: { errors, warnings },
  };
}

function importText(dir: string, result: ImportResult, errors: number, warnings: number): string {
  const lines = [
    `wrote ${dir}/pack.json: ${result.operations.length} operation(s) from ${result.spec} "${result.name}"`,
  ];
  for (const o of result.operations)
    lines.push(
      `  ${o.op.padEnd(26)} ${`${o.risk}, approval ${o.approval}`.padEnd(22)} ${o.method} ${o.path_template}${o.because ? `   (a write: ${o.because})` : ''}`,
    );
  if (result.leftOut.length) {
    lines.push(`left out (${result.leftOut.length}):`);
    // A reason shared by many (not matched by --include, over the limit) is one line; --json lists each.
    const byReason = new Map<string, string[]>();
    for (const l of result.leftOut) byReason.set(l.reason, [...(byReason.get(l.reason) ?? []), l.operation]);
    const shown: string[] = [];
    for (const [reason, ops] of byReason)
      if (ops.length > 3) shown.push(`  ${ops.length} operations: ${reason}`);
      else for (const op of ops) shown.push(`  ${op}: ${reason}`);
    lines.push(...shown.slice(0, 40));
    if (shown.length > 40) lines.push(`  … and ${shown.length - 40} more (--json lists them all)`);
  }
  for (const d of result.decisions) lines.push(`decided: ${d}`);
  lines.push(`composition check: ${errors} error(s), ${warnings} warning(s)`);
  lines.push(`next: packstudio composition check ${dir}/pack.json`);
  return lines.join('\n');
}
