/**
 * `npm run bench:mcp`: how fast a host configuration starts `packstudio mcp`, measured as a host meets it: the
 * configuration the Agent tab offers (this machine's Node and lib/cli/bin.mjs, which runs the prebuilt bundle)
 * against the same server started through `npx packstudio`, the way a config without a path resolves it. Both serve
 * a pack that wraps a CLI by its bare name, with the same env and grant; each is started by the doctor
 * (lib/node/mcp/doctor.ts: the SDK client, spawn to the answer of initialize, then tools/list and the first read).
 * Rounds run each variant once in turn, so a load that comes and goes moves both. npx runs in the studio's own
 * folder with --no (no download): its best case; outside a project that has packstudio, npx goes to the registry.
 * `npm run bench:mcp -- N` runs N rounds (5 by default).
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { agentHostConfigs, launchOf, type ServerLaunch } from '../mcp/host-configs';
import { makeBareNamePack } from '../node/fixtures/bare-name-pack';
import { tryLaunch, type TryReport } from '../node/mcp/doctor';
import { launchFacts } from '../node/mcp/launch';
import { median } from './process-run';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rounds = Number(process.argv[2] ?? 5);

const pack = makeBareNamePack();
process.env.PATH = pack.path();
try {
  const facts = await launchFacts({ packDir: pack.packDir, studioRoot: root });
  const config = launchOf(agentHostConfigs(facts, 'read').find((c) => c.id === 'claude-code')!);
  const npx: ServerLaunch = {
    ...config,
    command: 'npx',
    args: ['--no', '--', 'packstudio', ...config.args.slice(config.args.indexOf('mcp'))],
  };
  const variants = [
    { label: "the Agent tab's config: node + lib/cli/bin.mjs (prebuilt bundle)", launch: config, cwd: undefined },
    { label: "npx --no packstudio (run in the studio's folder)", launch: npx, cwd: root },
  ];
  // Untimed: brings the bundle up to date and lets its code cache learn `mcp`.
  for (const v of variants) expectWorks(await tryLaunch(v.launch, { cwd: v.cwd }), v.label);

  const starts = variants.map(() => [] as number[]);
  const firstReads = variants.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++)
    for (const [i, v] of variants.entries()) {
      const report = expectWorks(await tryLaunch(v.launch, { cwd: v.cwd }), v.label);
      starts[i].push(report.startMs!);
      firstReads[i].push(report.ms);
    }

  const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`.padStart(9);
  console.log(
    `packstudio mcp for a bare-name CLI pack, median of ${rounds} rounds (load average ${loadavg()[0].toFixed(1)})\n`,
  );
  console.log(`${'launch'.padEnd(68)} ${'start-up'.padStart(9)}  ${'to first read'.padStart(13)}`);
  for (const [i, v] of variants.entries())
    console.log(`${v.label.padEnd(68)} ${ms(median(starts[i]))}  ${ms(median(firstReads[i])).padStart(13)}`);
  const ratio = median(starts[1]) / median(starts[0]);
  const readRatio = median(firstReads[1]) / median(firstReads[0]);
  console.log(
    `${'npx / the config'.padEnd(68)} ${`${ratio.toFixed(1)}×`.padStart(9)}  ${`${readRatio.toFixed(1)}×`.padStart(13)}`,
  );
  console.log(
    '\nstart-up: spawn to the answer of initialize; to first read: the whole try (spawn, initialize, tools/list, a call of link-list, close).',
  );
} finally {
  pack.cleanup();
}

function expectWorks(report: TryReport, label: string): TryReport {
  if (report.status !== 'works') throw new Error(`${label}: ${report.line}\n${report.stderr}`);
  return report;
}
