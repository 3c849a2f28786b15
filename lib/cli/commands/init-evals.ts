import { access, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { starterEvalFile } from '../../hcp/rules/eval/starter';
import { jsonFileText } from '../../json/edit';
import { loadPackFromDir } from '../../node/load-dir';
import type { CliIo } from '../io';

/**
 * `check --init-evals`: writes hcp.eval.json unless one exists, the starter of lib/hcp/rules/eval/starter.ts (a
 * read expects JSON only where it is called with a JSON flag; required arguments from the first example, else TODO).
 */
export async function initEvalsCommand(dir: string, io: CliIo): Promise<number> {
  const path = join(resolve(dir), 'hcp.eval.json');
  if (
    await access(path).then(
      () => true,
      () => false,
    )
  ) {
    io.stderr(`check --init-evals: ${path} already exists; left unchanged`);
    return 1;
  }
  const pack = await loadPackFromDir(dir);
  if (!pack.surface?.ok) {
    io.stderr(`check --init-evals: ${dir} has no readable surface.json; run packstudio lint ${dir}`);
    return 1;
  }
  const starter = starterEvalFile(pack.model);
  await writeFile(path, jsonFileText(starter), { flag: 'wx' });
  const todos = starter.cases
    .flatMap((c) => Object.values(c.args))
    .filter((v) => typeof v === 'string' && v.startsWith('TODO')).length;
  io.stdout(
    `wrote ${path}: ${starter.cases.length} case(s)${todos ? `; replace ${todos} "TODO <name>" value(s) with real values from the CLI` : ''}`,
  );
  return 0;
}
