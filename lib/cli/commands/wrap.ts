import { resolve } from 'node:path';
import { wrapCli, writeWrappedPack, WrapWriteError, type WrapResult } from '../../node/wrap';
import { wrapNotesOf, writeWrapNotes } from '../../node/wrap/sidecar';
import { parseArgs, UsageError } from '../args';
import { EXIT } from '../exit';
import { reportFailure } from '../failure';
import { json, type CliIo } from '../io';

export const WRAP_USAGE = 'wrap BIN [--id ID] [--out DIR] [--json] [--timeout MS]';

/**
 * `packstudio wrap BIN`: a draft pack from the CLI's help, written to --out (default ./<id>). Bad input is one line
 * on stderr and nothing written: exit 66 when BIN does not exist, 1 when it may not run or gives no usable help.
 */
export async function wrapCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { flags: ['json'], options: ['id', 'out', 'timeout'] });
  const bin = args.positionals[0];
  if (!bin || args.positionals.length > 1) throw new UsageError(`wrap needs one CLI: packstudio ${WRAP_USAGE}`);
  const perCallMs = args.options.has('timeout') ? Number(args.options.get('timeout')) : undefined;
  if (perCallMs !== undefined && (!Number.isInteger(perCallMs) || perCallMs <= 0))
    throw new UsageError(
      `--timeout must be a positive whole number of milliseconds, got "${args.options.get('timeout')}"`,
    );
  const outcome = await wrapCli(bin, { id: args.options.get('id'), cwd: io.cwd, perCallMs });
  const asJson = args.flags.has('json');
  if (!outcome.ok) {
    reportFailure(io, {
      command: 'wrap',
      json: asJson,
      code: outcome.missing ? 'no_input' : 'refused',
      message: `${outcome.error}; no pack written`,
      ...(outcome.missing ? { path: bin } : {}),
    });
    return outcome.missing ? EXIT.noInput : EXIT.errors;
  }
  const dir = resolve(io.cwd, args.options.get('out') ?? outcome.draft.packId);
  try {
    await writeWrappedPack(dir, outcome);
  } catch (error) {
    if (!(error instanceof WrapWriteError)) throw error;
    reportFailure(io, {
      command: 'wrap',
      json: asJson,
      code: 'refused',
      message: `${error.message}; no pack written`,
      path: dir,
    });
    return EXIT.errors;
  }
  const notesPath = await writeWrapNotes(dir, wrapNotesOf(bin, outcome)).catch((error: Error) => {
    io.stderr(`packstudio wrap: the wrap notes were not kept (${error.message}); the pack is written`);
    return null;
  });
  io.stdout(asJson ? json({ ...wrapReport(dir, outcome), notes_file: notesPath }) : wrapText(dir, outcome));
  return EXIT.clean;
}

/** What `--json` prints: the pack, its commands with their risk, what was left out, and the notes. */
export function wrapReport(dir: string, result: WrapResult) {
  const { draft } = result;
  return {
    ok: true,
    pack_id: draft.packId,
    dir,
    layout: result.layout,
    shape: draft.shape,
    commands: draft.commands,
    left_out: draft.leftOut.map(({ entry: _, ...l }) => l),
    notes: draft.notes,
    help_runs: result.helpRuns,
    stats: result.stats,
    ms: result.ms,
  };
}

/** What a draft's commands are, in the summary line: the CLI's own, or its invocations when it has none. */
const SHAPE_WORDS: Record<WrapResult['draft']['shape'], string> = {
  subcommands: 'command(s)',
  'flag-mode': 'flag-mode command(s)',
  invocations: 'invocation(s): the CLI has no commands of its own',
  none: 'plain invocation: the CLI has no commands of its own',
};

/** The text report lists this many left-out commands; --json and the wrap notes have them all. */
const SHOWN_LEFT_OUT = 20;

function wrapText(dir: string, result: WrapResult): string {
  const { draft } = result;
  const lines = [
    `wrote ${dir}: ${draft.commands.length} ${SHAPE_WORDS[draft.shape]} from ${result.helpRuns} help run(s) in ${result.ms} ms (layout: ${result.layout})`,
  ];
  for (const c of draft.commands)
    lines.push(
      `  ${c.key.padEnd(22)} ${(c.risk + (c.confirm ? `, confirm ${c.confirm === 'always' ? 'always' : ''}`.trimEnd() : '')).padEnd(22)} ${c.cli.join(' ')}${c.described ? '' : '   (TODO description)'}`,
    );
  if (draft.leftOut.length) {
    lines.push(`left out (${draft.leftOut.length}); the studio swaps them in, or by hand:`);
    for (const l of draft.leftOut.slice(0, SHOWN_LEFT_OUT)) lines.push(`  ${l.name}: ${l.reason}`);
    if (draft.leftOut.length > SHOWN_LEFT_OUT)
      lines.push(`  … and ${draft.leftOut.length - SHOWN_LEFT_OUT} more (all of them in --json and the wrap notes)`);
  }
  for (const note of draft.notes) lines.push(`note: ${note}`);
  lines.push(`next: packstudio check ${dir} --probe`);
  return lines.join('\n');
}
