import type { CliIo } from './io';
import { main } from './main';

/** Runs `packstudio ARGV…` in process with `cwd()` as its working directory, collecting stdout and stderr (tests only). */
export function cliIn(cwd: () => string) {
  return async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = { stdout: (t) => out.push(t), stderr: (t) => err.push(t), cwd: cwd() };
    const code = await main(argv, io);
    return { code, stdout: out.join('\n'), stderr: err.join('\n') };
  };
}
