import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs, UsageError } from '../args';
import { EXIT } from '../exit';
import type { CliIo } from '../io';

export const SERVE_USAGE = 'packstudio serve   (PORT, HOST, DATABASE_URL, STUDIO_TOKEN from the environment)';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * `packstudio serve`: the built studio in server mode: the same pages plus projects, builds and reviews, and the
 * upload API (lib/node/builds-server/api.ts). PORT and HOST as `npm start` takes them; DATABASE_URL=postgres://…
 * keeps the builds in PostgreSQL, else in .packstudio/builds.db beside the packs. Runs lib/node/serve.mjs, which
 * keeps its Host allow-list, STUDIO_TOKEN rule and security headers.
 */
export async function serveCommand(
  argv: string[],
  io: CliIo,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const args = parseArgs(argv, { flags: [], options: [] });
  if (args.positionals.length) throw new UsageError(`serve takes no arguments\nusage: ${SERVE_USAGE}`);
  if (!existsSync(`${ROOT}.next/BUILD_ID`)) {
    io.stderr('packstudio serve: the studio is not built; run `npm run build` first, then `packstudio serve` again');
    return EXIT.noInput;
  }
  const child = spawn(process.execPath, [`${ROOT}lib/node/serve.mjs`], {
    stdio: 'inherit',
    env: { ...(env as NodeJS.ProcessEnv), PACKSTUDIO_SERVE: '1' },
    cwd: io.cwd,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  return new Promise((done) => child.on('exit', (code) => done(code ?? EXIT.errors)));
}
