import { basename, resolve } from 'node:path';
import { evalBlocked, runEvalLayer } from '../../node/eval';
import { loadPackFromDir } from '../../node/load-dir';
import { parseArgs, parseTimeout, UsageError } from '../args';
import { EXIT } from '../exit';
import { announceEvalWrites } from '../../hcp/eval-writes';
import { withCliRunFolders } from '../pack-run';
import { json, type CliIo } from '../io';
import { fromEnvironment } from '../../core/workdir';
import { homeVariables } from '../../formats';

const EVAL_USAGE = 'packstudio eval DIR [--json] [--project DIR] [--timeout MS]';

/** `packstudio eval DIR`: the eval layer alone, one line per case. Exit 0 when every case passes. */
export async function evalCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { flags: ['json'], options: ['timeout', 'project'] });
  const dir = args.positionals[0];
  if (!dir) throw new UsageError(`eval needs a pack directory: ${EVAL_USAGE}`);
  const timeoutMs = parseTimeout(args.options.get('timeout'));
  const abs = resolve(io.cwd, dir);
  const pack = await loadPackFromDir(abs);
  const blocked = await evalBlocked(pack, abs, {});
  if (blocked) {
    io.stderr(
      `eval: did not run: ${blocked}${pack.texts['hcp.eval.json'] === undefined ? `\nfix: packstudio check ${dir} --init-evals` : ''}`,
    );
    return EXIT.errors;
  }
  const target = { abs, folderId: basename(abs) };
  const { summary } = await withCliRunFolders(
    target,
    { cwd: io.cwd, project: args.options.get('project') },
    (folders) => {
      announceEvalWrites(pack.model, folders, (line) => io.stderr(line));
      return runEvalLayer(pack, abs, {
        timeoutMs,
        projectDir: folders.projectDir,
        scratchDir: folders.scratchDir,
        packHome: fromEnvironment(process.env, homeVariables())?.value,
        onCase: args.flags.has('json')
          ? undefined
          : (c) =>
              io.stdout(
                `${c.passed ? 'pass' : 'FAIL'}  ${c.name}  (${c.verb}, ${c.ms} ms, ${c.tokens} tok)${c.error ? `\n      ${c.error}` : ''}`,
              ),
      });
    },
  );
  if (args.flags.has('json')) io.stdout(json(summary));
  else
    io.stdout(`${summary.passed} passed, ${summary.failed} failed; p50 ${summary.p50_ms} ms, p95 ${summary.p95_ms} ms`);
  return summary.failed === 0 ? EXIT.clean : EXIT.errors;
}
