import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { fromEnvironment } from '../../core/workdir';
import { homeVariables, packFormats } from '../../formats';
import { serverPartOf } from '../../formats/node';
import type { GrantLevel } from '../../mcp/host-configs';
import type { AccessMode } from '../../node/mcp/call-tool';
import { createPackServer } from '../../node/mcp/server';
import { readPackTexts } from '../../node/load-dir';
import { TOOL } from '../../report/formatters/tool';
import { InputError, onePositional, parseArgs, UsageError, type ParsedArgs, parseTimeout } from '../args';
import { EXIT } from '../exit';
import type { CliIo } from '../io';
import { locatePack, withCliRunFolders } from '../pack-run';
import { mcpDoctor } from './mcp-doctor';

const USAGE =
  'packstudio mcp DIR [--grant read|write] [--access ask|run] [--project DIR] [--timeout MS]\n' +
  '       packstudio mcp --doctor DIR [--host ID] [--grant read|write] [--project DIR] [--timeout MS] [--json]';

/**
 * `packstudio mcp DIR`: the pack served over MCP on stdio until the host closes stdin (or sends SIGTERM). stdout
 * carries the protocol alone; what the server says for a person goes to stderr, which hosts keep in their logs.
 * `--doctor`: each host configuration the Agent tab offers for the pack, started and tried as a host would
 * (./mcp-doctor.ts); with it, `--timeout` bounds each whole try.
 */
export async function mcpCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, {
    flags: ['doctor', 'json'],
    options: ['grant', 'access', 'project', 'timeout', 'host'],
  });
  const dir = onePositional(args, 'pack directory', USAGE);
  const grant = oneOf<GrantLevel>(args, 'grant', ['read', 'write'], 'read');
  const access = oneOf<AccessMode>(args, 'access', ['ask', 'run'], 'ask');
  const timeoutMs = parseTimeout(args.options.get('timeout'));
  const project = args.options.get('project');
  const doctor = args.flags.has('doctor');
  for (const only of ['json', 'host'])
    if (!doctor && (args.flags.has(only) || args.options.has(only)))
      throw new UsageError(`--${only} goes with --doctor\nusage: ${USAGE}`);

  const located = await locatePack(dir, io.cwd);
  const servedPack = serverPartOf(located.format).mcpPack;
  if (servedPack && doctor)
    return mcpDoctor(
      located,
      {
        grant,
        host: args.options.get('host'),
        project,
        json: args.flags.has('json'),
        timeoutMs: args.options.has('timeout') ? timeoutMs : undefined,
      },
      io,
    );
  if (!servedPack) {
    const served = packFormats().filter((f) => serverPartOf(f).mcpPack);
    throw new InputError(
      `${dir} is a ${located.format.label}: packstudio mcp serves ${served.map((f) => `${f.label}s (${f.mainFile})`).join(', ')}`,
    );
  }
  const pack = located.format.load(await readPackTexts(located.abs, located.format.files), basename(located.abs));

  // PACK_HOME (or the format's name for it), when set, keeps the CLI's store across sessions; else the store lasts as
  // long as this server.
  const givenHome = fromEnvironment(process.env, homeVariables())?.value;
  const ownHome = !givenHome;
  const packHome = givenHome || (await mkdtemp(join(tmpdir(), 'packstudio-mcp-')));
  await mkdir(packHome, { recursive: true });
  try {
    // A `project` CLI runs in --project DIR (else PACK_PROJECT_DIR (or its format's name for it), the studio's setting, or a scratch folder kept
    // while the server runs): never the host's working directory.
    return await withCliRunFolders(
      { abs: located.abs, folderId: basename(located.abs) },
      { cwd: io.cwd, project },
      async (folders) => {
        const opened = await servedPack(pack);
        if ('unparsed' in opened)
          throw new InputError(`${dir}/${opened.unparsed} does not parse: packstudio check ${dir} says where`);
        const served = createPackServer({
          served: opened,
          packDir: located.abs,
          grant,
          access,
          packHome,
          timeoutMs,
          projectDir: folders.projectDir,
          scratchDir: folders.scratchDir,
          version: TOOL.version,
        });
        const closed = new Promise<void>((done) => (served.server.server.onclose = done));
        const stop = () => void served.close();
        process.stdin.once('end', stop);
        process.once('SIGTERM', stop);
        process.once('SIGINT', stop);

        await served.server.connect(new StdioServerTransport());
        const { tools, skipped, notes } = served.listing;
        const writes = tools.filter((t) => t.risk === 'write').length;
        io.stderr(
          `packstudio mcp: serving ${opened.runner.id} on stdio: ${tools.length} tools, ${writes} of them writes ` +
            (grant === 'write'
              ? '(allowed; confirm-gated ones ask the person)'
              : '(refused: --grant write allows them)'),
        );
        for (const s of skipped) io.stderr(`packstudio mcp: "${s.key}" is not served: ${s.reason}`);
        for (const note of notes) io.stderr(`packstudio mcp: ${note}`);

        await closed;
        process.off('SIGTERM', stop);
        process.off('SIGINT', stop);
        return EXIT.clean;
      },
    );
  } finally {
    if (ownHome) await rm(packHome, { recursive: true, force: true });
  }
}

function oneOf<T extends string>(args: ParsedArgs, name: string, values: readonly T[], fallback: T): T {
  const value = args.options.get(name);
  if (value === undefined) return fallback;
  if (!(values as readonly string[]).includes(value))
    throw new UsageError(`--${name} must be ${values.join(' or ')}, got "${value}"\nusage: ${USAGE}`);
  return value as T;
}
