import type { CliIo } from '../io';

/** Placeholder until the eval layer lands: says so instead of writing a wrong file. */
export async function initEvalsCommand(_dir: string, io: CliIo): Promise<number> {
  io.stderr('check --init-evals: not built yet (the eval layer is issue 3)');
  return 1;
}
