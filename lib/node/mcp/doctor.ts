import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { CallToolResult, JSONRPCMessage, Tool } from '@modelcontextprotocol/sdk/types.js';
import { ALLOWLIST_ENV } from '../../core/allow-list';
import type { ServerLaunch } from '../../mcp/host-configs';
import { processSlots, type Semaphore } from '../pool';
import { contain, type Containment } from '../runtime/contain';

/**
 * "Try this config" and `packstudio mcp --doctor`: a host configuration's launch started as a host starts it (the
 * same command, args and env over the host's few inherited variables, the SDK's own default list, in a working
 * directory that is neither the studio nor the pack), driven by the official SDK `Client`: initialize, tools/list,
 * and a call of the first read whose required arguments have examples. Never a write. The server holds one of the
 * studio's process slots while it runs, runs in a process group of its own (and a cgroup where the machine has
 * one), and everything it started is killed when the try ends or times out.
 */

/** How long a whole try may take: a first start after a source change rebuilds the prebuilt CLI. */
export const TRY_TIMEOUT_MS = 60_000;
/** After stdin closes, how long the server has to exit on its own before it is killed. */
const EXIT_GRACE_MS = 2_000;
const STDERR_TAIL = 16 * 1024;
const RESULT_TEXT = 4_000;
const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;

export type TryStatus = 'works' | 'listed' | 'fails';
export type TryStage = 'queued' | 'start' | 'list' | 'call' | 'done';

export interface TryCall {
  tool: string;
  arguments: Record<string, unknown>;
  isError: boolean;
  /** The result's text as the host receives it (cut at 4,000 characters). */
  text: string;
  ms: number;
}

/** What a host would see, or why it failed: `line` in one line, the rest for "details". */
export interface TryReport {
  status: TryStatus;
  line: string;
  /** Where it got to: `done` once the call (or the decision not to call) came back. */
  stage: TryStage;
  launch: ServerLaunch;
  /** Spawn to the answer of initialize. */
  startMs: number | null;
  server: { name: string; version: string } | null;
  /** Whether the server sent instructions (what the pack teaches an agent, its Skill). */
  instructions: boolean;
  tools: { name: string; readOnly: boolean }[];
  call: TryCall | null;
  /** Why no read was called, when none was. */
  notCalled?: string;
  exit: { code: number | null; signal: string | null } | null;
  /** The last 16 KB of what the server said on stderr (what a host keeps in its log). */
  stderr: string;
  ms: number;
}

export interface TryOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The bound the server's process waits on: the studio's process slots unless given. */
  slots?: Semaphore;
  /** Where the server starts: the system temp folder (a host's own working directory is not the studio's). */
  cwd?: string;
  /** The host's inherited variables: the SDK's default list from this process unless given. */
  hostEnv?: Record<string, string>;
}

export async function tryLaunch(launch: ServerLaunch, options: TryOptions = {}): Promise<TryReport> {
  const timeoutMs = options.timeoutMs ?? TRY_TIMEOUT_MS;
  const started = performance.now();
  const report: TryReport = {
    status: 'fails',
    line: '',
    stage: 'queued',
    launch,
    startMs: null,
    server: null,
    instructions: false,
    tools: [],
    call: null,
    exit: null,
    stderr: '',
    ms: 0,
  };
  let release: () => void;
  try {
    release = await (options.slots ?? processSlots).acquire(options.signal);
  } catch {
    return finish(report, started, 'fails', 'Cancelled before the server started.');
  }
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new Error('timeout')), timeoutMs);
  const onAbort = () => deadline.abort(new Error('cancelled'));
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const transport = new GroupStdioTransport(launch, options.cwd ?? tmpdir(), options.hostEnv ?? defaultHostEnv());
  // Killed at once on the deadline: a hung server never answers a close.
  deadline.signal.addEventListener('abort', () => transport.kill(), { once: true });
  const client = new Client({ name: 'packstudio-try', version: '1' }, { capabilities: {} });
  const request = { signal: deadline.signal, timeout: timeoutMs, maxTotalTimeout: timeoutMs };
  try {
    report.stage = 'start';
    const spawnedAt = performance.now();
    await client.connect(transport, request);
    report.startMs = Math.round(performance.now() - spawnedAt);
    const version = client.getServerVersion();
    report.server = version ? { name: version.name, version: version.version } : null;
    report.instructions = Boolean(client.getInstructions());

    report.stage = 'list';
    const { tools } = await client.listTools(undefined, request);
    report.tools = tools.map((t) => ({ name: t.name, readOnly: t.annotations?.readOnlyHint === true }));

    report.stage = 'call';
    const pick = firstRead(tools);
    if ('why' in pick) report.notCalled = pick.why;
    else {
      const callStart = performance.now();
      const result = (await client.callTool(
        { name: pick.tool.name, arguments: pick.args },
        undefined,
        request,
      )) as CallToolResult;
      report.call = {
        tool: pick.tool.name,
        arguments: pick.args,
        isError: result.isError === true,
        text: resultText(result).slice(0, RESULT_TEXT),
        ms: Math.round(performance.now() - callStart),
      };
    }
    report.stage = 'done';
  } catch (error) {
    await transport.drained();
    report.exit = transport.exit;
    report.stderr = transport.stderr;
    return finish(report, started, 'fails', failureLine(report, error, transport, deadline.signal, timeoutMs));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
    await transport.close();
    release();
  }
  report.exit = transport.exit;
  report.stderr = transport.stderr;
  return finish(report, started, ...verdict(report));
}

function finish(report: TryReport, started: number, status: TryStatus, line: string): TryReport {
  return Object.assign(report, { status, line, ms: Math.round(performance.now() - started) });
}

/** The SDK's inherited variables (HOME, LOGNAME, PATH, SHELL, TERM, USER), read from this process as a host reads its own. */
function defaultHostEnv(): Record<string, string> {
  return getDefaultEnvironment();
}

/** The first read whose required arguments all have a value the schema offers (an example, a default, an enum's first). */
export function firstRead(tools: readonly Tool[]): { tool: Tool; args: Record<string, unknown> } | { why: string } {
  const reads = tools.filter((t) => t.annotations?.readOnlyHint === true);
  if (!tools.length) return { why: 'the server lists no tools' };
  if (!reads.length) return { why: 'none of its tools is a read, and a try never runs a write' };
  for (const tool of reads) {
    const args = exampleArgs(tool);
    if (args) return { tool, args };
  }
  return {
    why: `every read needs an argument the schema gives no example for (${reads[0].name}: ${(reads[0].inputSchema.required ?? []).join(', ')})`,
  };
}

function exampleArgs(tool: Tool): Record<string, unknown> | null {
  const properties = (tool.inputSchema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const args: Record<string, unknown> = {};
  for (const name of tool.inputSchema.required ?? []) {
    const schema = properties[name] ?? {};
    const value =
      (Array.isArray(schema.examples) ? schema.examples[0] : undefined) ??
      schema.default ??
      (Array.isArray(schema.enum) ? schema.enum[0] : undefined) ??
      schema.const;
    if (value === undefined) return null;
    args[name] = value;
  }
  return args;
}

const resultText = (result: CallToolResult) =>
  result.content
    .map((c) => (c.type === 'text' ? c.text : `[${c.type}]`))
    .join('\n')
    .trim();

const firstLine = (text: string, max = 160) => {
  const line = text.split('\n').find((l) => l.trim()) ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

const tools = (n: number) => `${n} tool${n === 1 ? '' : 's'}`;

function verdict(report: TryReport): [TryStatus, string] {
  const started = `started in ${report.startMs} ms and lists ${tools(report.tools.length)}`;
  if (!report.tools.length) return ['fails', `Starts, but lists no tools: a host would offer the agent nothing.`];
  const call = report.call;
  if (!call) return ['listed', `Starts: ${started}; no read was called (${report.notCalled}).`];
  if (!call.isError)
    return ['works', `Works: ${started}; "${call.tool}" answered in ${call.ms} ms: ${firstLine(call.text, 120)}`];
  const hint = sandboxHint(call.text, report.launch);
  return [
    'fails',
    `Fails at the first call: ${started}, but "${call.tool}" answered an error: ${firstLine(call.text)}${hint ? `. ${hint}` : ''}`,
  ];
}

/** What the configuration lacks when the server refused to start the pack's CLI. */
function sandboxHint(text: string, launch: ServerLaunch): string | null {
  const refused = /sandbox: bin "([^"]+)" not allowlisted/.exec(text);
  if (refused) return `The config's env must allow that CLI: "${ALLOWLIST_ENV}": "${refused[1]}"`;
  const missing = /sandbox: bin "([^"]+)" not found on PATH/.exec(text);
  if (missing)
    return `The server's PATH has no "${missing[1]}": ${launch.env.PATH ? 'the config sets PATH without its folder' : "add its folder to PATH in the config's env"}`;
  return null;
}

function failureLine(
  report: TryReport,
  error: unknown,
  transport: GroupStdioTransport,
  deadline: AbortSignal,
  timeoutMs: number,
): string {
  const at = { queued: 'start', start: 'initialize', list: 'tools/list', call: 'tools/call', done: 'close' }[
    report.stage
  ];
  if (transport.spawnError)
    return `Fails to start: ${report.launch.command} cannot be started (${transport.spawnError}).`;
  const said = firstLine(transport.stderr.split('\n').filter(Boolean).slice(-3).join('\n'));
  if (deadline.aborted && (deadline.reason as Error)?.message === 'timeout')
    return `Fails: no answer to ${at} within ${Math.round(timeoutMs / 1000)} s; the server was killed with its process group${said ? ` (it said: ${said})` : ''}.`;
  if (deadline.aborted) return `Cancelled during ${at}; the server was killed with its process group.`;
  if (transport.exit) {
    const how = transport.exit.signal
      ? `was killed by ${transport.exit.signal}`
      : `exited with code ${transport.exit.code}`;
    return `Fails ${report.stage === 'start' ? 'to start' : `at ${at}`}: the server ${how}${said ? `: ${said}` : ' and said nothing'}.`;
  }
  return `Fails at ${at}: ${firstLine(error instanceof Error ? error.message : String(error))}.`;
}

/**
 * The SDK's stdio client transport, but with the server in a process group (and a cgroup) of its own, so that
 * the try can end everything it started: the SDK's framing (ReadBuffer, serializeMessage) and its environment
 * rule (the host's default variables, then the config's env) as they are.
 */
class GroupStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  exit: { code: number | null; signal: string | null } | null = null;
  spawnError: string | null = null;
  stderr = '';
  private child?: ChildProcess;
  private readonly buffer = new ReadBuffer({ maxBufferSize: MAX_MESSAGE_BYTES });
  private readonly tree: Containment = contain();
  private closed = false;
  private killed = false;
  private readonly gone: Promise<void>;
  private markGone: () => void = () => {};
  private stderrEnded: Promise<void> = Promise.resolve();

  constructor(
    private readonly launch: ServerLaunch,
    private readonly cwd: string,
    private readonly hostEnv: Record<string, string>,
  ) {
    this.gone = new Promise((resolve) => (this.markGone = resolve));
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.launch.command, this.launch.args, {
        cwd: this.cwd,
        env: { ...this.hostEnv, ...this.launch.env } as NodeJS.ProcessEnv,
        stdio: ['pipe', 'pipe', 'pipe'],
        shell: false,
        detached: true,
        windowsHide: true,
      });
      this.child = child;
      child.once('error', (error: NodeJS.ErrnoException) => {
        this.spawnError ??= error.code ?? error.message;
        this.ended(null, null);
        reject(error);
      });
      child.once('spawn', () => {
        if (child.pid !== undefined) this.tree.adopt(child.pid);
        resolve();
      });
      child.once('exit', (code, signal) => this.ended(code, signal));
      child.stdin?.on('error', (error) => this.onerror?.(error));
      child.stdout?.on('data', (chunk: Buffer) => {
        try {
          this.buffer.append(chunk);
          for (let message = this.buffer.readMessage(); message; message = this.buffer.readMessage())
            this.onmessage?.(message);
        } catch (error) {
          this.onerror?.(error as Error);
          this.kill();
        }
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        this.stderr = (this.stderr + chunk.toString('utf8')).slice(-STDERR_TAIL);
      });
      this.stderrEnded = new Promise((done) => child.stderr?.once('close', () => done()));
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin || this.exit) return Promise.reject(new Error('the server is not running'));
    return new Promise((resolve) =>
      stdin.write(serializeMessage(message)) ? resolve() : stdin.once('drain', resolve),
    );
  }

  /** Resolves once the server has exited, or after `ms`. */
  exited(ms: number): Promise<void> {
    return Promise.race([this.gone, new Promise<void>((resolve) => setTimeout(resolve, ms).unref())]);
  }

  /** Once the server has exited, what it printed last on stderr is read before the try says why it failed. */
  async drained(): Promise<void> {
    if (this.exit && !this.spawnError)
      await Promise.race([this.stderrEnded, new Promise<void>((resolve) => setTimeout(resolve, 300).unref())]);
  }

  /** Closes stdin (the server's signal to stop), waits briefly, then kills whatever is left of its tree. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.child?.stdin?.end();
    if (!this.exit && !this.spawnError) await this.exited(EXIT_GRACE_MS);
    this.kill();
  }

  /** Everything the server started, its process group and cgroup first, is killed now. */
  kill(): void {
    if (this.killed) return;
    this.killed = true;
    this.tree.dispose();
    this.child?.stdout?.destroy();
    this.child?.stderr?.destroy();
  }

  private ended(code: number | null, signal: string | null): void {
    if (this.exit) return;
    this.exit = { code, signal };
    this.markGone();
    this.onclose?.();
  }
}
