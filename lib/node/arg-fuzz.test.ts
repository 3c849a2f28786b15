import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argvSource, argvTemplate, effectiveJsonFlag, placeholderNames, selectsJson } from '../hcp/argv';
import type { LoadedPack } from '../hcp/load';
import { toolListing } from '../mcp/tools';
import { JobQueue } from './job-queue';
import { loadPackFromDir } from './load-dir';
import { connectInProcess, type InProcessHost } from './mcp/in-process';
import { pollRunRequest, runHome, startRunRequest } from './run/request';
import { ALL_GRANTS, Runtime } from './runtime/exec';
import { hcpServedPack } from '../hcp/mcp-face';
import { hcpRunner } from '../hcp/runner';

/**
 * Agent values thrown at every placeholder position of every example pack under packs/ (and of a pack whose
 * templates put values where they are hardest to check: two in a token, glued, after a literal flag, before a
 * literal "="), through the three faces an agent's or a page's values come in by: the runtime's exec, the studio's
 * Run tab and `packstudio mcp` (the MCP SDK's client). Each pack's CLI is swapped for a recorder that writes the argv
 * it really receives, NUL-separated; the test reads that, not what the builder meant to pass. No value may reach the
 * CLI where it could start an option; a value refused never starts the CLI, and the refusal names the argument.
 */

const PACKS = fileURLToPath(new URL('../../packs/', import.meta.url));
const EXAMPLES = ['broken-demo', 'ledger', 'transit'];

/** Templates that put a value everywhere it can land. */
const HOSTILE_TEMPLATES: Record<string, string[]> = {
  clone: ['git', 'clone', '{{owner}}/{{repo}}'],
  glue: ['git', 'glue', '{{a}}{{b}}'],
  after_flag: ['git', 'log', '-l', '{{x}}'],
  long_flag: ['git', 'log', '--format={{x}}'],
  key_value: ['git', 'api', '-f', '{{k}}={{v}}'],
  scoped: ['git', 'view', '@{{scope}}/{{name}}'],
  prefixed: ['git', 'show', 'HEAD:{{path}}'],
  three: ['git', 'three', '{{a}}{{b}}{{c}}'],
};

let root = '';
let record = '';
const packs = new Map<string, LoadedPack>();

/** What the recorder received on its last start, or null when the CLI was not started. */
function received(): string[] | null {
  if (!existsSync(record)) return null;
  const argv = readFileSync(record, 'utf8').split('\0');
  argv.pop();
  rmSync(record);
  return argv;
}

beforeAll(async () => {
  root = join(mkdtempSync(join(tmpdir(), 'arg-fuzz-')), 'packs');
  mkdirSync(root);
  record = join(root, '..', 'argv.bin');
  const recorder = `#!/bin/sh\nprintf '%s\\0' "$@" > '${record}'\nprintf '{"ok":true}'\n`;
  const swapBin = (dir: string) => {
    const surface = JSON.parse(readFileSync(join(dir, 'surface.json'), 'utf8'));
    surface.wrap = { ...surface.wrap, bin: './bin/record' };
    writeFileSync(join(dir, 'surface.json'), JSON.stringify(surface, null, 2));
    mkdirSync(join(dir, 'bin'), { recursive: true });
    writeFileSync(join(dir, 'bin', 'record'), recorder);
    chmodSync(join(dir, 'bin', 'record'), 0o755);
  };
  for (const id of EXAMPLES) {
    cpSync(join(PACKS, id), join(root, id), { recursive: true });
    swapBin(join(root, id));
  }
  const hostile = join(root, 'hostile');
  mkdirSync(hostile);
  const argsOf = (cli: string[]) => {
    const names = [...new Set(cli.flatMap(placeholderNames))];
    return {
      type: 'object',
      properties: Object.fromEntries(names.map((n) => [n, { type: 'string', description: n }])),
      required: names,
    };
  };
  writeFileSync(
    join(hostile, 'surface.json'),
    JSON.stringify({
      id: 'hostile',
      name: 'Hostile',
      kind: 'wrap',
      cliBin: 'git',
      binding: { mode: 'public', hub: 'public' },
      wrap: { bin: './bin/record' },
      verbs: Object.fromEntries(
        Object.entries(HOSTILE_TEMPLATES).map(([k, cli]) => [
          k,
          { description: `Hostile ${k}.`, cli, args: argsOf(cli) },
        ]),
      ),
    }),
  );
  writeFileSync(
    join(hostile, 'policy.json'),
    JSON.stringify({
      surface_id: 'hostile',
      verbs: Object.fromEntries(Object.keys(HOSTILE_TEMPLATES).map((k) => [k, { risk: 'read' }])),
    }),
  );
  writeFileSync(join(hostile, 'HARNESS.md'), '# HCP — hostile\n\nFuzz pack.\n');
  swapBin(hostile);
  for (const id of [...EXAMPLES, 'hostile']) packs.set(id, await loadPackFromDir(join(root, id)));
});
afterAll(() => {
  for (const id of packs.keys()) rmSync(runHome(root, id), { recursive: true, force: true });
  rmSync(join(root, '..'), { recursive: true, force: true });
});

/** One place an agent's value lands: a command's placeholder. */
interface Position {
  pack: string;
  verb: string;
  name: string;
}

function positions(): Position[] {
  return [...packs].flatMap(([id, pack]) =>
    pack.model.commands.flatMap((c) =>
      [...new Set(argvTemplate(argvSource(pack.model, c)).flatMap(placeholderNames))].map((name) => ({
        pack: id,
        verb: c.key,
        name,
      })),
    ),
  );
}

/**
 * What a CLI could take for the start of an option, as this test sees it (written apart from lib/hcp/arg-safety.ts):
 * after spaces and invisible characters, "-" or anything that looks like or normalises to it, "@" (a response file),
 * or "+" before a non-digit.
 */
function looksLikeOption(token: string): boolean {
  const chars = [...token.replace(/^[\s\p{Cf}]+/u, '')];
  if (!chars.length) return false;
  const first = chars[0].normalize('NFKC')[0];
  if (/[\p{Pd}\u2212\u2796\u02D7\u2043@]/u.test(first) || /[\p{Pd}]/u.test(chars[0])) return true;
  return first === '+' && chars.length > 1 && !/[0-9]/.test(chars[1]);
}

/** The argv the CLI should receive: each placeholder replaced once, then the JSON flag. */
function expectedArgv(pack: LoadedPack, verb: string, args: Record<string, string>): string[] {
  const command = pack.model.commands.find((c) => c.key === verb)!;
  const source = argvSource(pack.model, command);
  const template = argvTemplate(source);
  const filled = template.map((t) => t.replace(/\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g, (_, n: string) => args[n]));
  return selectsJson(template) ? filled : [...filled, ...effectiveJsonFlag(source)];
}

/** Benign values for a command's other placeholders, so only the one under test is hostile. */
function argsFor(pack: LoadedPack, verb: string, name: string, value: string): Record<string, string> {
  const command = pack.model.commands.find((c) => c.key === verb)!;
  const names = [...new Set(argvTemplate(argvSource(pack.model, command)).flatMap(placeholderNames))];
  return Object.fromEntries(names.map((n, i) => [n, n === name ? value : `v${i}`]));
}

type Face = (pack: string, verb: string, args: Record<string, string>) => Promise<{ ok: boolean; error?: string }>;

const viaExec: Face = async (id, verb, args) => {
  const runtime = new Runtime({
    runner: hcpRunner(packs.get(id)!),
    packDir: join(root, id),
    grants: ALL_GRANTS,
    timeoutMs: 8000,
  });
  try {
    return await runtime.exec(verb, args, { consent: true });
  } finally {
    await runtime.dispose();
  }
};

const queue = new JobQueue();
const viaRun: Face = async (packId, verb, args) => {
  const started = await startRunRequest({ packId, verb, args, confirm: true }, root, queue);
  if (!started.ok) return started;
  await queue.settled(queue.ticket(started.jobId)!.job);
  const polled = pollRunRequest({ jobId: started.jobId }, queue);
  if (!polled.ok || !polled.run) throw new Error(`run did not finish: ${JSON.stringify(polled)}`);
  return polled.run;
};

const hosts = new Map<string, InProcessHost>();
afterAll(async () => {
  for (const host of hosts.values()) await host.close();
});
const viaMcp: Face = async (id, verb, args) => {
  let host = hosts.get(id);
  if (!host) {
    host = await connectInProcess(
      {
        served: hcpServedPack(packs.get(id)!),
        packDir: join(root, id),
        grant: 'write',
        access: 'run',
        packHome: join(root, '..', `mcp-${id}`),
        version: '0',
      },
      { capabilities: { elicitation: { form: {} } } },
    );
    host.client.setRequestHandler(ElicitRequestSchema, async () => ({ action: 'accept', content: {} }));
    hosts.set(id, host);
  }
  const tool = toolListing(packs.get(id)!.model).tools.find((t) => t.key === verb);
  if (!tool) return { ok: false, error: 'not served' };
  const result = await host.client.callTool({ name: tool.tool.name, arguments: args });
  return { ok: !result.isError, error: (result.content as { text: string }[])[0]?.text };
};

const FACES: [string, Face][] = [
  ['exec', viaExec],
  ['Run', viaRun],
  ['MCP', viaMcp],
];

/** The class, by hand: each must be refused, or land where it cannot start an option. */
const HOSTILE = [
  '--upload-pack=touch /tmp/pwned',
  '-o/tmp/x',
  '-5',
  '—upload-pack=x',
  '\u2013output',
  '\u2212x',
  '\uFE63\uFE63x',
  '\uFF0Dx',
  ' --x',
  '\n--x',
  '\u00AD-x',
  '\u200B-x',
  '@/etc/passwd',
  '+!rm',
  'a\u0000b',
  'x\u001b]0;t\u0007',
  '',
];
/** Values that run wherever they land: checked on the argv the CLI received (one pass, no second substitution). */
const BENIGN = ['+44 a=b\nc {{repo}}'];
/** The faces other than exec share its builder: the class's sharpest values at every position there. */
const SHARPEST = ['--upload-pack=x', '\u2014x', '@/etc/passwd', '', 'a\u0000b', BENIGN[0]];

/** Generated agent values: the class's first characters followed by anything, and anything at all. */
const agentValue = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(
        '-',
        '--',
        '—',
        '–',
        '−',
        '﹣',
        '－',
        '\u2010',
        '@',
        '+',
        ' -',
        '\n-',
        '\u00AD-',
        '\uFEFF-',
        '=',
        '{{a}}',
        '',
      ),
      fc.string({ maxLength: 12, unit: 'grapheme' }),
    )
    .map(([head, tail]) => head + tail),
  fc.string({ maxLength: 16, unit: 'binary' }),
  fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,11}$/),
);

/** Calls one face and judges what the CLI received. Returns whether the CLI started. */
async function judge(face: Face, faceName: string, at: Position, value: string): Promise<boolean> {
  const pack = packs.get(at.pack)!;
  const args = argsFor(pack, at.verb, at.name, value);
  received();
  const result = await face(at.pack, at.verb, args);
  const argv = received();
  const where = `${faceName} ${at.pack}.${at.verb} ${at.name}=${JSON.stringify(value)}`;
  if (argv === null) {
    expect(result.ok, where).toBe(false);
    if (result.error !== 'not served')
      expect(result.error, where).toMatch(/argument "|not allowed|must be|missing|unknown/);
    return false;
  }
  const expected = expectedArgv(pack, at.verb, args);
  expect(argv, where).toEqual(expected);
  const template = argvTemplate(
    argvSource(
      pack.model,
      pack.model.commands.find((c) => c.key === at.verb)!,
    ),
  );
  for (const [i, token] of argv.entries()) {
    // A token may look like an option only when the template itself starts it (a literal flag, `--flag=`, `@…`).
    const fromValue = i < template.length && /^[\s\p{Cf}]*\{\{/u.test(template[i]);
    if (fromValue) expect(looksLikeOption(token), `${where}: token ${i} ${JSON.stringify(token)}`).toBe(false);
  }
  return true;
}

describe('agent values never reach the CLI as options (fuzz, through exec, Run and MCP)', () => {
  it('covers every placeholder position of every example pack', () => {
    const covered = new Set(positions().map((p) => p.pack));
    expect([...covered].sort()).toEqual([...EXAMPLES, 'hostile'].sort());
    expect(positions().length).toBeGreaterThanOrEqual(25);
  });

  for (const [faceName, face] of FACES)
    it(`${faceName}: the class at every position, then generated values at random positions`, async () => {
      const exec = faceName === 'exec';
      const counts = { started: 0, refused: 0 };
      const tally = (ran: boolean) => counts[ran ? 'started' : 'refused']++;
      for (const at of positions())
        for (const value of exec ? [...HOSTILE, ...BENIGN] : SHARPEST) tally(await judge(face, faceName, at, value));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...positions()), agentValue, async (at, value) => {
          tally(await judge(face, faceName, at, value));
        }),
        { numRuns: exec ? 60 : 20 },
      );
      // Neither vacuous way: some values ran (and were checked on the argv the CLI received), some were refused.
      expect(counts.started).toBeGreaterThan(exec ? 100 : 30);
      expect(counts.refused).toBeGreaterThan(exec ? 300 : 80);
    }, 240_000);
});
