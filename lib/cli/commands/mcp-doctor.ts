import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { agentHostConfigs, HOST_IDS, launchOf, type GrantLevel, type HostConfig } from '../../mcp/host-configs';
import { tryLaunch, type TryReport } from '../../node/mcp/doctor';
import { launchFacts } from '../../node/mcp/launch';
import { UsageError } from '../args';
import { EXIT } from '../exit';
import { json, type CliIo } from '../io';
import type { LocatedPack } from '../pack-run';

/** This package's folder, from this source file's place (the prebuilt bundle keeps each source's own URL). */
const STUDIO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface DoctorOptions {
  grant: GrantLevel;
  /** `--host ID`: one configuration; all of them by default. */
  host?: string;
  project?: string;
  timeoutMs?: number;
  json: boolean;
}

/**
 * `packstudio mcp --doctor DIR`: the configurations the Agent tab offers for the pack, built by the same function,
 * each read back from its text and started as a host starts it (lib/node/mcp/doctor.ts). Configurations that hold
 * the same launch are tried once. One line per launch (which hosts, then what a host would see or why it failed),
 * or with --json every try in full. Exit 0 when each works, 1 when one fails.
 */
export async function mcpDoctor(located: LocatedPack, options: DoctorOptions, io: CliIo): Promise<number> {
  if (options.host !== undefined && !(HOST_IDS as readonly string[]).includes(options.host))
    throw new UsageError(`--host must be one of ${HOST_IDS.join(', ')}, got "${options.host}"`);
  const facts = await launchFacts({
    packDir: located.abs,
    packId: basename(located.abs),
    workspaceRoot: dirname(located.abs),
    studioRoot: STUDIO_ROOT,
    ...(options.project !== undefined ? { project: { dir: options.project, cwd: io.cwd } } : {}),
  });
  const configs = agentHostConfigs(facts, options.grant).filter((c) => !options.host || c.id === options.host);

  // One try per distinct launch: the JSON shapes differ, the process they start does not.
  const groups = new Map<string, HostConfig[]>();
  for (const config of configs) {
    const { command, args, env } = launchOf(config);
    const key = JSON.stringify([command, args, env]);
    groups.set(key, [...(groups.get(key) ?? []), config]);
  }
  const tries: { hosts: HostConfig[]; report: TryReport }[] = [];
  for (const hosts of groups.values())
    tries.push({ hosts, report: await tryLaunch(launchOf(hosts[0]), { timeoutMs: options.timeoutMs }) });

  if (options.json)
    io.stdout(
      json({
        pack: located.dir,
        notes: facts.notes,
        tries: tries.map((t) => ({ hosts: t.hosts.map((h) => h.id), ...t.report })),
      }),
    );
  else {
    for (const note of facts.notes) io.stderr(`packstudio mcp --doctor: ${note}`);
    for (const { hosts, report } of tries) {
      io.stdout(`${report.status === 'fails' ? '✗' : '✓'} ${hosts.map((h) => h.label).join(', ')}: ${report.line}`);
      if (report.status === 'fails' && report.stderr.trim())
        io.stderr(`  the server said:\n${indent(report.stderr.trim().split('\n').slice(-8).join('\n'))}`);
    }
  }
  return tries.every((t) => t.report.status !== 'fails') ? EXIT.clean : EXIT.errors;
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
