import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { argvSource, buildArgv } from '../hcp/argv';
import type { LoadedPack } from '../hcp/load';
import { commandRisk } from '../hcp/model';
import { hcpServedPack } from '../hcp/mcp-face';
import { hcpRunner } from '../hcp/runner';
import { isRecord } from '../core/guards';
import { TOOL } from '../report/formatters/tool';
import { connectInProcess } from './mcp/in-process';
import { outcome, Runtime, type RuntimeOptions } from './runtime/exec';

export interface TwinFace {
  ok: boolean;
  result?: unknown;
  error?: string;
  argv?: string[];
  exit_code?: number | null;
}

export interface TwinResult {
  verb: string;
  /** Through the exec pipeline: grants, argument schema, confirm gate, sandbox. */
  exec: TwinFace;
  /** The CLI run directly with the same argv (or the one given); null when it was not run. */
  cli: TwinFace | null;
  /** The command as an MCP tool, called by an MCP client of the pack's server; null when it was not called. */
  mcp: TwinFace | null;
  /** Every face that ran returned the same result; null when only the exec face ran. */
  same: boolean | null;
  /** Line diff of the exec and CLI results (`- exec`, `+ cli`), empty when they agree. */
  diff: string[];
  /** Line diff of the exec and MCP results (`- exec`, `+ mcp`), empty when they agree. */
  mcpDiff: string[];
  note?: string;
}

export interface TwinOptions extends Omit<RuntimeOptions, 'runner' | 'packDir'> {
  /** The person consented to a gated write (`confirm=true` typed on twin's own command line), never an argument. */
  consent?: boolean;
  /** The CLI face's argv as a person would type it (`transit plan central harbour --json`); built from cli[] by default. */
  directArgv?: string[];
}

/**
 * The twin-face check: the same arguments through the exec pipeline, straight to the CLI, and as a tool of the
 * pack's MCP server must give the same result. The three faces share one store (HCP_HOME). Writes run through the pipeline
 * only: another face would bypass the confirm gate (the CLI) or run the write a second time.
 */
export async function runTwin(
  pack: LoadedPack,
  packDir: string,
  verb: string,
  args: Record<string, unknown>,
  options: TwinOptions = {},
): Promise<TwinResult> {
  const ownHome = options.packHome ? undefined : await mkdtemp(join(tmpdir(), 'packstudio-twin-'));
  const packHome = options.packHome ?? ownHome!;
  const runtime = new Runtime({ ...options, packHome, runner: hcpRunner(pack), packDir });
  try {
    const viaExec = await runtime.exec(verb, args, { consent: options.consent });
    const exec: TwinFace = {
      ok: viaExec.ok,
      result: viaExec.result,
      ...(viaExec.error ? { error: viaExec.error } : {}),
      ...(viaExec.run ? { argv: viaExec.run.argv, exit_code: viaExec.run.exit_code } : {}),
    };
    const base = { verb, exec, cli: null, mcp: null, same: null, diff: [], mcpDiff: [] };
    const command = pack.model.commands.find((c) => c.key === verb);
    if (!command) return { ...base, note: 'not a command of this pack' };
    if (commandRisk(pack.model, verb) !== 'read')
      return {
        ...base,
        note: `"${verb}" is a write: it ran once, through the exec pipeline only (a direct run would bypass the confirm gate)`,
      };
    if (!viaExec.run)
      return {
        ...base,
        note: 'the exec pipeline refused before running the CLI, so the CLI was not run directly either',
      };

    const built = options.directArgv
      ? { ok: true as const, argv: options.directArgv }
      : buildArgv(argvSource(pack.model, command), args);
    if (!built.ok) return { ...base, note: built.error };
    const run = await runtime.runArgv(built.argv.slice(1), { displayArgv: built.argv });
    if ('error' in run) return { ...base, note: run.error };
    const direct = outcome(run);
    const cli: TwinFace = {
      ok: direct.ok,
      result: direct.result,
      ...(direct.error ? { error: direct.error } : {}),
      argv: run.argv,
      exit_code: run.exit_code,
    };
    const mcp = await mcpFace(pack, packDir, verb, args, { ...options, packHome });
    const diff = lineDiff(pretty(exec.ok, exec.result), pretty(cli.ok, cli.result));
    const mcpDiff = lineDiff(pretty(exec.ok, exec.result), pretty(mcp.ok, mcp.result));
    return { verb, exec, cli, mcp, same: diff.length === 0 && mcpDiff.length === 0, diff, mcpDiff };
  } finally {
    await runtime.dispose();
    if (ownHome) await rm(ownHome, { recursive: true, force: true });
  }
}

/** The read called as a tool by an MCP client of the pack's server (in this process), with the read grant a host has. */
async function mcpFace(
  pack: LoadedPack,
  packDir: string,
  verb: string,
  args: Record<string, unknown>,
  options: TwinOptions & { packHome: string },
): Promise<TwinFace> {
  const host = await connectInProcess({
    served: hcpServedPack(pack),
    packDir,
    grant: 'read',
    packHome: options.packHome,
    allowlist: options.allowlist,
    projectDir: options.projectDir,
    timeoutMs: options.timeoutMs,
    maxOutputBytes: options.maxOutputBytes,
    env: options.env,
    version: TOOL.version,
  });
  try {
    const listed = host.served.listing.tools.find((t) => t.key === verb);
    if (!listed) return { ok: false, error: 'not served as an MCP tool (packstudio mcp says why at start)' };
    return mcpResult((await host.client.callTool({ name: listed.tool.name, arguments: args })) as CallToolResult);
  } catch (error) {
    return { ok: false, error: `the MCP call failed: ${(error as Error).message}` };
  } finally {
    await host.close();
  }
}

/** What an agent reads from a tool result: the JSON of its text (which must equal the structured content), or the text. */
function mcpResult(result: CallToolResult): TwinFace {
  const text = result.content.find((c) => c.type === 'text')?.text ?? '';
  if (result.isError) return { ok: false, error: text };
  if (result.structuredContent === undefined) return { ok: true, result: text };
  const parsed: unknown = JSON.parse(text);
  // Structured content is an object: any other JSON value travels as { result: value }.
  const structured = isRecord(parsed) ? result.structuredContent : result.structuredContent.result;
  if (JSON.stringify(structured) !== JSON.stringify(parsed))
    return { ok: false, error: 'the structured content and the text of the MCP result differ' };
  return { ok: true, result: parsed };
}

function pretty(ok: boolean, result: unknown): string[] {
  const body = typeof result === 'string' ? result.trimEnd() : (JSON.stringify(result, null, 2) ?? 'undefined');
  return [`ok: ${ok}`, ...body.split('\n')];
}

/** A small LCS line diff: unchanged lines are left out, `- ` lines are the exec face's, `+ ` lines the CLI's. */
export function lineDiff(a: string[], b: string[], max = 2000): string[] {
  a = a.slice(0, max);
  b = b.slice(0, max);
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < m && (i === n || lcs[i][j + 1] >= lcs[i + 1][j])) out.push(`+ ${b[j++]}`);
    else out.push(`- ${a[i++]}`);
  }
  return out;
}
