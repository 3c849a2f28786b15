#!/usr/bin/env node
// `packstudio`: the prebuilt bundle (lib/cli/prebuilt.mjs), built first when a source changed since the last
// build; else (no esbuild, a build that fails, PACKSTUDIO_CLI_SOURCE=1) the TypeScript source through tsx, which
// behaves the same and starts slower. PACKSTUDIO_CLI_TRACE=1 says on stderr which one ran, and why.
const trace =
  process.env.PACKSTUDIO_CLI_TRACE === '1' ? (line) => process.stderr.write(`packstudio: ${line}\n`) : () => {};

let main;
if (process.env.PACKSTUDIO_CLI_SOURCE === '1') trace('source through tsx (PACKSTUDIO_CLI_SOURCE=1)');
else {
  const { prebuiltCli } = await import('./prebuilt.mjs');
  const found = await prebuiltCli(undefined, process.argv[2] ?? '');
  if (found.cli) trace(`bundle ${found.bundle} (${found.why}; code cache ${found.cache})`);
  else trace(`source through tsx (${found.why})`);
  main = found.cli?.main;
}
if (!main) {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: new URL('../../tsconfig.json', import.meta.url).pathname });
  ({ main } = await import('./main.ts'));
}
process.exitCode = await main(process.argv.slice(2));
