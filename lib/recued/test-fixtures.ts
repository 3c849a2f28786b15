import { expect } from 'vitest';
import type { Finding, Severity } from '@/lib/core/finding';
import { checkComposition, type CheckOptions } from './check';

/** Fixtures and assertions shared by the Recued tests. Each fixture checks clean as publisher "local". */

// Mutations poke at arbitrary JSON on purpose, so drafts are untyped.
export type Draft = any;

export function httpPackValue(): Draft {
  return {
    manifest_version: 2,
    artifact_type: 'pack',
    pack_kind: 'app_pack',
    slug: 'acme-tasks',
    publisher: 'local',
    name: 'Acme Tasks',
    description: 'Read and act on Acme tasks.',
    version: 1,
    recipes: [],
    tags: ['pack:acme'],
    contents: [
      {
        type: 'composition',
        composition: {
          schema_version: 1,
          slug: 'acme-catalog',
          catalog_kind: 'official',
          ingredients: [
            {
              slug: 'acme-catalog',
              kind: 'http',
              http: { base: 'https://api.acme.example', connection: 'acme', result_path: 'items' },
              entities: {},
            },
          ],
          operations: [
            {
              op: 'task.list',
              ingredient: 'acme-catalog',
              risk: 'read',
              approval: 'never',
              idempotency: 'safe',
              description: 'List my open Acme tasks.',
              args: [{ key: 'query.assignee', type: 'string' }],
              bind: {
                kind: 'rest',
                method: 'GET',
                path_template: '/v1/tasks',
                static_query: { limit: '100' },
                static_headers: { Accept: 'application/json' },
              },
              result_path: 'items',
              cache_ttl_ms: 60000,
            },
            {
              op: 'task.complete',
              ingredient: 'acme-catalog',
              risk: 'write',
              approval: 'ask',
              idempotency: 'idempotent',
              description: 'Mark one Acme task complete.',
              args: [
                { key: 'task_id', type: 'string', required: true, affects_target: true },
                { key: 'body.note', type: 'string' },
              ],
              bind: { kind: 'rest', method: 'POST', path_template: '/v1/tasks/{{task_id}}/complete' },
            },
          ],
        },
      },
    ],
    connection_hints: [
      {
        connection: 'acme',
        values: { 'config.base_url': 'https://api.acme.example', 'auth.scope': 'tasks.read tasks.write' },
        setup_url: 'https://acme.example/developers/tokens',
      },
    ],
  };
}

export function cliPackValue(): Draft {
  return {
    manifest_version: 2,
    artifact_type: 'pack',
    pack_kind: 'app_pack',
    slug: 'opencode',
    publisher: 'local',
    name: 'OpenCode',
    version: 1,
    contents: [
      {
        type: 'composition',
        composition: {
          schema_version: 1,
          slug: 'opencode',
          catalog_kind: 'official',
          ingredients: [
            {
              slug: 'opencode',
              kind: 'cli',
              cli: {
                tool: 'opencode',
                probe: ['opencode', '--version'],
                package_ref: 'system_binary:opencode',
                entry_point: 'opencode',
                version: { tested: { from: '1.18.35', before: '2.0.0' }, outside: 'refuse' },
                install: [
                  { manager: 'npm', package: 'opencode-ai' },
                  { manager: 'brew', package: 'anomalyco/tap/opencode', systems: ['macos'] },
                  { docs: 'https://opencode.ai/docs' },
                ],
              },
            },
          ],
          operations: [
            {
              op: 'models.list',
              ingredient: 'opencode',
              risk: 'read',
              approval: 'never',
              timeout_ms: 15000,
              bind: { kind: 'cli_invocation', argv_template: ['opencode', 'models'] },
            },
            {
              op: 'agent.run',
              ingredient: 'opencode',
              risk: 'write',
              approval: 'ask',
              args: [{ key: 'prompt', type: 'string', required: true }],
              timeout_ms: 0,
              bind: {
                kind: 'cli_invocation',
                argv_template: ['opencode', 'run', '{prompt}'],
                progress: { contract: 'heartbeat', adapter: 'file-growth', stall_ms: 300000, first_output_ms: 60000 },
              },
              output_capture: { path: '{dir}/transcript.txt' },
            },
            {
              op: 'server.start',
              ingredient: 'opencode',
              risk: 'write',
              approval: 'ask',
              bind: {
                kind: 'cli_invocation',
                argv_template: ['opencode', 'serve', '--port', '4096'],
                stdin_handling: 'none',
                shape: 'text',
                exit_code_handling: 'zero_is_success',
                detached: {
                  mode: 'runtime_managed',
                  completion: { kind: 'marker_file', exit_pattern: '{dir}/{key}.exit.{code}' },
                  cancel: { kind: 'process_group', pid_pattern: '{dir}/{key}.pid' },
                  supervision: {
                    restart_policy: 'on-crash',
                    readiness: { kind: 'http_ok', url: 'http://127.0.0.1:4096/doc' },
                    ready_timeout_ms: 30000,
                  },
                },
              },
            },
          ],
        },
      },
    ],
  };
}

/** Pointers into the fixtures. */
export const HTTP = {
  ingredient: '/contents/0/composition/ingredients/0',
  list: '/contents/0/composition/operations/0',
  complete: '/contents/0/composition/operations/1',
  hint: '/connection_hints/0',
};
export const CLI = {
  cli: '/contents/0/composition/ingredients/0/cli',
  models: '/contents/0/composition/operations/0',
  run: '/contents/0/composition/operations/1',
  serve: '/contents/0/composition/operations/2',
};

/** The fixture as pretty JSON text after one mutation. */
export function httpPack(mutate: (pack: Draft) => void = () => {}): string {
  const pack = httpPackValue();
  mutate(pack);
  return JSON.stringify(pack, null, 2);
}

export function cliPack(mutate: (pack: Draft) => void = () => {}): string {
  const pack = cliPackValue();
  mutate(pack);
  return JSON.stringify(pack, null, 2);
}

export function httpOp(pack: Draft, i: number): Draft {
  return pack.contents[0].composition.operations[i];
}
export function cliBlock(pack: Draft): Draft {
  return pack.contents[0].composition.ingredients[0].cli;
}
export function cliOp(pack: Draft, i: number): Draft {
  return pack.contents[0].composition.operations[i];
}

export interface Expected {
  id: string;
  pointer: string;
  severity: Severity;
  /** The text the finding's line:column must point at. */
  at: string;
}

/** The text from a 1-based line and column to the end of that line. */
export function textAt(text: string, line: number, column: number): string {
  return (text.split('\n')[line - 1] ?? '').slice(column - 1);
}

/** Checks the text and asserts exactly these findings (id, pointer, severity), each located at its `at` text. */
export function expectFindings(text: string, expected: Expected[], opts?: CheckOptions): Finding[] {
  const { findings, ok } = checkComposition(text, opts);
  const key = (f: { id: string; pointer: string; severity: string }) => `${f.severity} ${f.id} ${f.pointer}`;
  expect(findings.map(key).sort()).toEqual(expected.map(key).sort());
  for (const e of expected) {
    const f = findings.find((x) => key(x) === key(e))!;
    expect(textAt(text, f.line, f.column), `${e.id} at ${f.line}:${f.column}`).toMatch(
      new RegExp('^' + escapeRegExp(e.at)),
    );
    expect(f.file).toBe('pack.json');
    expect(f.docs).toBe(`/rules/${e.id}`);
    expect(f.message.length).toBeGreaterThan(20);
    expect(f.fix.length).toBeGreaterThan(5);
  }
  expect(ok).toBe(!expected.some((e) => e.severity === 'error'));
  return findings;
}

export function expectClean(text: string, opts?: CheckOptions): void {
  expect(checkComposition(text, opts).findings).toEqual([]);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
