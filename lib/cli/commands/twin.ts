import { basename, resolve } from 'node:path';
import { loadPackFromDir } from '../../node/load-dir';
import { CONFIRM_ARG } from '../../hcp/argv';
import { parseKeyValues } from '../../hcp/call-args';
import { runTwin } from '../../node/twin';
import { parseArgs, UsageError, parseTimeout } from '../args';
import { json, type CliIo } from '../io';
import { withCliRunFolders } from '../pack-run';
import { fromEnvironment } from '../../core/workdir';
import { homeVariables } from '../../formats';

const USAGE = 'packstudio twin DIR VERB key=value… [--json] [--project DIR] [--timeout MS] [-- CLI ARGV…]';

/**
 * `packstudio twin DIR VERB key=value…`: the command through the exec pipeline, the CLI run directly with the
 * same arguments (or the argv after `--`) and the command as an MCP tool, with the diffs. Exit 0 when they agree (a
 * write: when the pipeline call is ok).
 */
export async function twinCommand(argv: string[], io: CliIo): Promise<number> {
  const split = argv.indexOf('--');
  const direct = split === -1 ? undefined : argv.slice(split + 1);
  const args = parseArgs(split === -1 ? argv : argv.slice(0, split), {
    flags: ['json'],
    options: ['timeout', 'project'],
  });
  const [dir, verb, ...words] = args.positionals;
  if (!dir || !verb) throw new UsageError(`twin needs a pack directory and a command: ${USAGE}`);
  if (direct && !direct.length) throw new UsageError(`nothing after "--": ${USAGE}`);
  const pack = await loadPackFromDir(dir);
  const command = pack.model.commands.find((c) => c.key === verb);
  const parsed = parseKeyValues(words, command);
  if (parsed.error) throw new UsageError(`${parsed.error}: ${USAGE}`);
  const abs = resolve(io.cwd, dir);
  const timeoutMs = parseTimeout(args.options.get('timeout'));
  const target = { abs, folderId: basename(abs) };
  const result = await withCliRunFolders(target, { cwd: io.cwd, project: args.options.get('project') }, (folders) =>
    runTwin(pack, abs, verb, parsed.args, {
      timeoutMs,
      projectDir: folders.projectDir,
      scratchDir: folders.scratchDir,
      packHome: fromEnvironment(process.env, homeVariables())?.value,
      directArgv: direct,
      // The person typed `confirm=true` on their own command line: their consent, as an eval case's is the author's.
      consent: parsed.args[CONFIRM_ARG] === true,
    }),
  );
  if (args.flags.has('json')) io.stdout(json(result));
  else {
    io.stdout(
      `exec  ${result.exec.ok ? 'ok' : `error: ${result.exec.error}`}${result.exec.argv ? `  (${result.exec.argv.join(' ')})` : ''}`,
    );
    if (result.cli)
      io.stdout(`cli   ${result.cli.ok ? 'ok' : `error: ${result.cli.error}`}  (${result.cli.argv?.join(' ')})`);
    if (result.mcp) io.stdout(`mcp   ${result.mcp.ok ? 'ok' : `error: ${result.mcp.error}`}  (tools/call)`);
    if (result.note) io.stdout(`note  ${result.note}`);
    if (result.same === true) io.stdout('same result from every face');
    else if (result.same === false)
      for (const [face, diff] of [
        ['cli', result.diff],
        ['mcp', result.mcpDiff],
      ] as const)
        if (diff.length) io.stdout([`the faces differ (- exec, + ${face}):`, ...diff].join('\n'));
        else if (result.exec.ok)
          io.stdout(typeof result.exec.result === 'string' ? result.exec.result : json(result.exec.result));
  }
  if (result.same !== null) return result.same && result.exec.ok ? 0 : 1;
  return result.exec.ok ? 0 : 1;
}
