import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyQuickFixes, fixAll, type FileTexts } from '../core/apply-edits';
import type { Finding } from '../core/finding';
import { checkComposition } from './check';
import { RECUED_RULES } from './checks';
import { CLI, HTTP, cliBlock, cliOp, cliPack, httpOp, httpPack, type Draft } from './test-fixtures';
import { valueAt } from './quick-fix';

const findingsOf = (text: string) => checkComposition(text).findings;
const check = (texts: FileTexts) => findingsOf(texts['pack.json']!);
const applied = (text: string, f: Finding) => applyQuickFixes({ 'pack.json': text }, [f.quickFix!])['pack.json']!;
const at = (findings: readonly Finding[], f: Finding) =>
  findings.filter((g) => g.id === f.id && g.pointer === f.pointer).length;

interface Case {
  name: string;
  text: string;
  id: string;
  kind: 'fix' | 'suggestion';
  /** The value at this pointer after the edit (undefined: removed). */
  pointer: string;
  after: unknown;
}

const hint = HTTP.hint;
const install = `${CLI.cli}/install`;
const progress = `${CLI.run}/bind/progress`;
const readiness = `${CLI.serve}/bind/detached/supervision/readiness`;

/** One mistake each, on a clean fixture; what the offered edit must leave at a pointer. */
const CASES: Case[] = [
  {
    name: 'a byte order mark before the JSON',
    text: `\uFEFF${httpPack(() => {})}`,
    id: 'C-json-syntax',
    kind: 'fix',
    pointer: '/manifest_version',
    after: 2,
  },
  {
    name: 'missing manifest_version',
    text: httpPack((p) => delete p.manifest_version),
    id: 'C-manifest-version',
    kind: 'fix',
    pointer: '/manifest_version',
    after: 2,
  },
  {
    name: 'artifact_type "composition"',
    text: httpPack((p) => (p.artifact_type = 'composition')),
    id: 'C-artifact-type',
    kind: 'fix',
    pointer: '/artifact_type',
    after: 'pack',
  },
  {
    name: 'another publisher',
    text: httpPack((p) => (p.publisher = 'acme')),
    id: 'C-publisher-handle',
    kind: 'suggestion',
    pointer: '/publisher',
    after: 'local',
  },
  {
    name: 'connection_requirements',
    text: httpPack((p) => (p.connection_requirements = { vendor: 'acme' })),
    id: 'C-connection-requirements',
    kind: 'suggestion',
    pointer: '/connection_requirements',
    after: undefined,
  },
  {
    name: 'trust_summary',
    text: httpPack((p) => (p.trust_summary = { verified: true })),
    id: 'C-trust-summary',
    kind: 'fix',
    pointer: '/trust_summary',
    after: undefined,
  },
  {
    name: 'an op naming another ingredient',
    text: httpPack((p) => (httpOp(p, 0).ingredient = 'acme')),
    id: 'C-operation-ingredient',
    kind: 'fix',
    pointer: `${HTTP.list}/ingredient`,
    after: 'acme-catalog',
  },
  {
    name: 'a base with a version prefix',
    text: httpPack((p: Draft) => {
      p.contents[0].composition.ingredients[0].http.base = 'https://api.acme.example/v1';
      httpOp(p, 0).bind.path_template = '/tasks';
    }),
    id: 'C-base-origin-only',
    kind: 'suggestion',
    pointer: `${HTTP.list}/bind/path_template`,
    after: '/v1/tasks',
  },
  {
    name: 'cli key in other case',
    text: cliPack((p) => {
      const c = cliBlock(p);
      c.Tool = c.tool;
      delete c.tool;
    }),
    id: 'C-cli-closed',
    kind: 'fix',
    pointer: `${CLI.cli}/tool`,
    after: 'opencode',
  },
  {
    name: 'cli key misspelt',
    text: cliPack((p) => {
      const c = cliBlock(p);
      c.entrypoint = c.entry_point;
      delete c.entry_point;
    }),
    id: 'C-cli-closed',
    kind: 'suggestion',
    pointer: `${CLI.cli}/entry_point`,
    after: 'opencode',
  },
  {
    name: 'a "v" before the version',
    text: cliPack((p) => (cliBlock(p).version.tested.from = 'v1.18.35')),
    id: 'C-version-format',
    kind: 'fix',
    pointer: `${CLI.cli}/version/tested/from`,
    after: '1.18.35',
  },
  {
    name: 'a "-beta" after the version',
    text: cliPack((p) => (cliBlock(p).version.tested.from = '1.18.35-beta')),
    id: 'C-version-format',
    kind: 'suggestion',
    pointer: `${CLI.cli}/version/tested/from`,
    after: '1.18.35',
  },
  {
    name: 'outside "Refuse"',
    text: cliPack((p) => (cliBlock(p).version.outside = 'Refuse')),
    id: 'C-version-outside',
    kind: 'fix',
    pointer: `${CLI.cli}/version/outside`,
    after: 'refuse',
  },
  {
    name: 'outside "block"',
    text: cliPack((p) => (cliBlock(p).version.outside = 'block')),
    id: 'C-version-outside',
    kind: 'suggestion',
    pointer: `${CLI.cli}/version/outside`,
    after: 'refuse',
  },
  {
    name: 'probe flag "--VERSION"',
    text: cliPack((p) => (cliBlock(p).probe = ['opencode', '--VERSION'])),
    id: 'C-probe-version-only',
    kind: 'fix',
    pointer: `${CLI.cli}/probe/1`,
    after: '--version',
  },
  {
    name: 'probe runs another program',
    text: cliPack((p) => (cliBlock(p).probe = ['oc', 'run'])),
    id: 'C-probe-version-only',
    kind: 'suggestion',
    pointer: `${CLI.cli}/probe`,
    after: ['opencode', '--version'],
  },
  {
    name: 'probe is not a list',
    text: cliPack((p) => (cliBlock(p).probe = 'opencode --version')),
    id: 'C-probe-version-only',
    kind: 'suggestion',
    pointer: `${CLI.cli}/probe`,
    after: ['opencode', '--version'],
  },
  {
    name: 'an install command with docs',
    text: cliPack((p) => (cliBlock(p).install[0].docs = 'https://opencode.ai/install')),
    id: 'C-install-entry-shape',
    kind: 'fix',
    pointer: `${install}/3`,
    after: { docs: 'https://opencode.ai/install' },
  },
  {
    name: 'install key in other case',
    text: cliPack((p) => (cliBlock(p).install[0] = { Manager: 'npm', package: 'opencode-ai' })),
    id: 'C-install-entry-shape',
    kind: 'fix',
    pointer: `${install}/0/manager`,
    after: 'npm',
  },
  {
    name: 'manager "NPM"',
    text: cliPack((p) => (cliBlock(p).install[0].manager = 'NPM')),
    id: 'C-install-manager',
    kind: 'fix',
    pointer: `${install}/0/manager`,
    after: 'npm',
  },
  {
    name: 'manager "nmp"',
    text: cliPack((p) => (cliBlock(p).install[0].manager = 'nmp')),
    id: 'C-install-manager',
    kind: 'suggestion',
    pointer: `${install}/0/manager`,
    after: 'npm',
  },
  {
    name: 'systems to tidy',
    text: cliPack((p) => (cliBlock(p).install[1].systems = ['macos', 'Linux', 'macos', 'windows'])),
    id: 'C-install-systems',
    kind: 'fix',
    pointer: `${install}/1/systems`,
    after: ['macos', 'linux'],
  },
  {
    name: 'a misspelt system',
    text: cliPack((p) => (cliBlock(p).install[1].systems = ['macos', 'linx'])),
    id: 'C-install-systems',
    kind: 'suggestion',
    pointer: `${install}/1/systems/1`,
    after: 'linux',
  },
  {
    name: 'empty systems',
    text: cliPack((p) => (cliBlock(p).install[1].systems = [])),
    id: 'C-install-systems',
    kind: 'suggestion',
    pointer: `${install}/1/systems`,
    after: undefined,
  },
  {
    name: 'docs with a password',
    text: cliPack((p) => (cliBlock(p).install[2].docs = 'https://me:pw@opencode.ai/docs')),
    id: 'C-install-docs',
    kind: 'fix',
    pointer: `${install}/2/docs`,
    after: 'https://opencode.ai/docs',
  },
  {
    name: 'docs over http',
    text: cliPack((p) => (cliBlock(p).install[2].docs = 'http://opencode.ai/docs')),
    id: 'C-install-docs',
    kind: 'suggestion',
    pointer: `${install}/2/docs`,
    after: 'https://opencode.ai/docs',
  },
  {
    name: 'an undeclared path variable',
    text: httpPack((p) => (httpOp(p, 1).bind.path_template = '/v1/tasks/{{id}}/complete')),
    id: 'C-path-variable',
    kind: 'suggestion',
    pointer: `${HTTP.complete}/args/2`,
    after: { key: 'id', type: 'string', required: true },
  },
  {
    name: 'a path variable on an op without args',
    text: httpPack((p) => ((httpOp(p, 0).bind.path_template = '/v1/tasks/{{list}}'), delete httpOp(p, 0).args)),
    id: 'C-path-variable',
    kind: 'suggestion',
    pointer: `${HTTP.list}/args`,
    after: [{ key: 'list', type: 'string', required: true }],
  },
  {
    name: 'a token in a header',
    text: httpPack((p) => (httpOp(p, 0).bind.static_headers.Authorization = 'Bearer 9f8e7d6c5b4a39281706')),
    id: 'C-secret-in-binding',
    kind: 'suggestion',
    pointer: `${HTTP.list}/bind/static_headers/Authorization`,
    after: undefined,
  },
  {
    name: 'a read that POSTs',
    text: httpPack((p) => (httpOp(p, 1).risk = 'read')),
    id: 'C-read-method',
    kind: 'suggestion',
    pointer: `${HTTP.complete}/risk`,
    after: 'write',
  },
  {
    name: 'a write that never asks',
    text: httpPack((p) => (httpOp(p, 1).approval = 'never')),
    id: 'C-write-without-approval',
    kind: 'suggestion',
    pointer: `${HTTP.complete}/approval`,
    after: 'ask',
  },
  {
    name: 'no deadline and no progress',
    text: cliPack((p) => delete cliOp(p, 1).bind.progress),
    id: 'C-unbounded-needs-progress',
    kind: 'suggestion',
    pointer: `${CLI.run}/timeout_ms`,
    after: 3_600_000,
  },
  {
    name: 'contract "Heartbeat"',
    text: cliPack((p) => (cliOp(p, 1).bind.progress.contract = 'Heartbeat')),
    id: 'C-progress-contract',
    kind: 'fix',
    pointer: `${progress}/contract`,
    after: 'heartbeat',
  },
  {
    name: 'contract "none"',
    text: cliPack((p) => (cliOp(p, 1).bind.progress.contract = 'none')),
    id: 'C-progress-contract',
    kind: 'suggestion',
    pointer: `${progress}/contract`,
    after: 'heartbeat',
  },
  {
    name: 'adapter "File-Growth"',
    text: cliPack((p) => (cliOp(p, 1).bind.progress.adapter = 'File-Growth')),
    id: 'C-progress-adapter',
    kind: 'fix',
    pointer: `${progress}/adapter`,
    after: 'file-growth',
  },
  {
    name: 'adapter "ffmpeg"',
    text: cliPack((p) => (cliOp(p, 1).bind.progress.adapter = 'ffmpeg')),
    id: 'C-progress-adapter',
    kind: 'suggestion',
    pointer: `${progress}/adapter`,
    after: 'file-growth',
  },
  {
    name: 'a first-output window past the stall',
    text: cliPack((p) => (cliOp(p, 1).bind.progress.first_output_ms = 400000)),
    id: 'C-first-output-before-stall',
    kind: 'suggestion',
    pointer: `${progress}/first_output_ms`,
    after: undefined,
  },
  {
    name: 'readiness "HTTP_OK"',
    text: cliPack((p) => (cliOp(p, 2).bind.detached.supervision.readiness.kind = 'HTTP_OK')),
    id: 'C-readiness-kind',
    kind: 'fix',
    pointer: `${readiness}/kind`,
    after: 'http_ok',
  },
  {
    name: 'readiness "tcp_opn"',
    text: cliPack((p) => (cliOp(p, 2).bind.detached.supervision.readiness.kind = 'tcp_opn')),
    id: 'C-readiness-kind',
    kind: 'suggestion',
    pointer: `${readiness}/kind`,
    after: 'tcp_open',
  },
  {
    name: 'a detached op capturing output',
    text: cliPack((p) => (cliOp(p, 2).output_capture = { path: '{dir}/log.txt' })),
    id: 'C-detached-output',
    kind: 'suggestion',
    pointer: `${CLI.serve}/output_capture`,
    after: undefined,
  },
  {
    name: 'hint entry key in other case',
    text: httpPack((p) => {
      const h = p.connection_hints[0];
      h.Setup_URL = h.setup_url;
      delete h.setup_url;
    }),
    id: 'C-hint-entry-keys',
    kind: 'fix',
    pointer: `${hint}/setup_url`,
    after: 'https://acme.example/developers/tokens',
  },
  {
    name: 'hint entry key unknown',
    text: httpPack((p) => (p.connection_hints[0].locked = ['config.base_url'])),
    id: 'C-hint-entry-keys',
    kind: 'suggestion',
    pointer: `${hint}/locked`,
    after: undefined,
  },
  {
    name: 'api_base in hint values',
    text: httpPack((p) => {
      const v = p.connection_hints[0].values;
      v.api_base = v['config.base_url'];
      delete v['config.base_url'];
    }),
    id: 'C-hint-requirements-field',
    kind: 'suggestion',
    pointer: `${hint}/values/config.base_url`,
    after: 'https://api.acme.example',
  },
  {
    name: 'a hint for another connection',
    text: httpPack((p) => (p.connection_hints[0].connection = 'acme-tasks')),
    id: 'C-hint-connection',
    kind: 'fix',
    pointer: `${hint}/connection`,
    after: 'acme',
  },
  {
    name: 'hint key without its prefix',
    text: httpPack((p) => {
      const v = p.connection_hints[0].values;
      v.base_url = v['config.base_url'];
      delete v['config.base_url'];
    }),
    id: 'C-hint-key',
    kind: 'fix',
    pointer: `${hint}/values/config.base_url`,
    after: 'https://api.acme.example',
  },
  {
    name: 'hint key misspelt',
    text: httpPack((p) => {
      const v = p.connection_hints[0].values;
      v['auth.scop'] = v['auth.scope'];
      delete v['auth.scope'];
    }),
    id: 'C-hint-key',
    kind: 'suggestion',
    pointer: `${hint}/values/auth.scope`,
    after: 'tasks.read tasks.write',
  },
  {
    name: 'an endpoint with a password',
    text: httpPack((p) => (p.connection_hints[0].values['config.base_url'] = 'https://me:pw@api.acme.example')),
    id: 'C-hint-endpoint',
    kind: 'fix',
    pointer: `${hint}/values/config.base_url`,
    after: 'https://api.acme.example',
  },
  {
    name: 'an endpoint over http',
    text: httpPack((p) => (p.connection_hints[0].values['config.base_url'] = 'http://api.acme.example')),
    id: 'C-hint-endpoint',
    kind: 'suggestion',
    pointer: `${hint}/values/config.base_url`,
    after: 'https://api.acme.example',
  },
  {
    name: 'a setup_url over http',
    text: httpPack((p) => (p.connection_hints[0].setup_url = 'http://acme.example/developers/tokens')),
    id: 'C-hint-setup-url',
    kind: 'suggestion',
    pointer: `${hint}/setup_url`,
    after: 'https://acme.example/developers/tokens',
  },
  {
    name: 'missing schema_version',
    text: httpPack((p) => delete p.contents[0].composition.schema_version),
    id: 'C-schema',
    kind: 'fix',
    pointer: '/contents/0/composition/schema_version',
    after: 1,
  },
  {
    name: 'risk "Read"',
    text: httpPack((p) => (httpOp(p, 0).risk = 'Read')),
    id: 'C-schema',
    kind: 'fix',
    pointer: `${HTTP.list}/risk`,
    after: 'read',
  },
  {
    name: 'approval "ASK"',
    text: httpPack((p) => (httpOp(p, 1).approval = 'ASK')),
    id: 'C-schema',
    kind: 'fix',
    pointer: `${HTTP.complete}/approval`,
    after: 'ask',
  },
  {
    name: 'a content entry without its type',
    text: httpPack((p) => delete p.contents[0].type),
    id: 'C-schema',
    kind: 'fix',
    pointer: '/contents/0/type',
    after: 'composition',
  },
];

describe('Recued quick fixes', () => {
  it.each(CASES.map((c) => [c.name, c] as const))(
    '%s: the edit gives parseable JSON and the finding is gone',
    (_, c) => {
      const before = findingsOf(c.text);
      const offered = before.filter((f) => f.id === c.id && f.quickFix?.kind === c.kind);
      expect(
        offered.length,
        `${c.id} offers a ${c.kind}: ${before.map((f) => `${f.id}:${f.quickFix?.kind}`).join(', ')}`,
      ).toBeGreaterThan(0);
      const f = offered[0];
      const fixed = applied(c.text, f);
      expect(() => JSON.parse(fixed)).not.toThrow();
      expect(valueAt(JSON.parse(fixed), c.pointer)).toEqual(c.after);
      const after = findingsOf(fixed);
      expect(at(after, f), `${f.id} at ${f.pointer} after "${f.quickFix!.title}"`).toBe(0);
      // The rest of the text keeps its layout: only the lines the edit touched differ.
      const kept = c.text.split('\n').filter((line) => fixed.split('\n').includes(line)).length;
      expect(kept).toBeGreaterThan(c.text.split('\n').length - 8);
    },
  );

  it("are declared by the checks that offer them: every case's id says it is fixable, and no other id offers one", () => {
    const fixable = RECUED_RULES.filter((r) => r.meta.fixable).map((r) => r.meta.id);
    expect(new Set(CASES.map((c) => c.id))).toEqual(new Set(fixable));
    expect(fixable.length).toBeGreaterThanOrEqual(25);
  });

  it('fix all applies every fix, leaves the suggestions, and a second run has nothing left', () => {
    const text = cliPack((p) => {
      delete p.manifest_version;
      cliBlock(p).version.outside = 'WARN';
      cliBlock(p).install[0].manager = 'Npm';
      cliBlock(p).install[1].systems = ['macos', 'MacOS'];
      cliOp(p, 1).bind.progress.contract = 'HEARTBEAT';
      cliOp(p, 2).approval = 'never';
      p.publisher = 'someone';
    });
    const { texts, applied: done } = fixAll({ 'pack.json': text }, check);
    expect(done.map((f) => f.id).sort()).toEqual([
      'C-install-manager',
      'C-install-systems',
      'C-manifest-version',
      'C-progress-contract',
      'C-version-outside',
    ]);
    const after = check(texts);
    expect(after.filter((f) => f.quickFix?.kind === 'fix')).toEqual([]);
    expect(
      after
        .filter((f) => f.quickFix?.kind === 'suggestion')
        .map((f) => f.id)
        .sort(),
    ).toEqual(['C-publisher-handle', 'C-write-without-approval']);
    const value = JSON.parse(texts['pack.json']!);
    expect(value.manifest_version).toBe(2);
    expect(cliBlock(value).version.outside).toBe('warn');
    expect(cliBlock(value).install[1].systems).toEqual(['macos']);
    expect(fixAll(texts, check).applied).toEqual([]);
  });

  it('offer nothing on text that does not parse', () => {
    expect(findingsOf('{ "manifest_version": 1, ').filter((f) => f.quickFix)).toEqual([]);
  });
});

/** Values a fuzzed field takes besides arbitrary JSON: near misses the checks know how to mend. */
const NEAR_MISSES = [
  'Refuse',
  'WARN',
  'NPM',
  'nmp',
  'macOS',
  'Linux',
  'Heartbeat',
  'File-Growth',
  'HTTP_OK',
  'Read',
  'Write',
  'ASK',
  'never',
  'v1.2.3',
  '2.0-rc1',
  'http://api.acme.example',
  'https://u:p@acme.example/x',
  'acme',
  'acme-tasks',
  '--Version',
  ['macos', 'macos', 'windows'],
  ['MacOS', 'linux'],
  [],
  0,
  1,
  3600000,
];

function pathsOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [at, ...value.flatMap((v, i) => pathsOf(v, [...at, i]))];
  if (value && typeof value === 'object')
    return [at, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...at, k]))];
  return [at];
}

/** A broken case's composition with up to three more values anywhere replaced by a near miss or arbitrary JSON. */
const fuzzedComposition = fc
  .tuple(
    // The cases that parse: the fuzz edits a parsed document (the byte-order-mark case does not parse).
    fc.constantFrom(...CASES.filter((c) => c.id !== 'C-json-syntax').map((c) => c.text), httpPack(), cliPack()),
    fc.array(fc.tuple(fc.nat(), fc.oneof(fc.constantFrom(...NEAR_MISSES), fc.jsonValue({ maxDepth: 2 }))), {
      maxLength: 3,
    }),
    fc.boolean(),
  )
  .map(([text, edits, pretty]) => {
    const doc = JSON.parse(text);
    for (const [pick, value] of edits) {
      const paths = pathsOf(doc).filter((p) => p.length > 0);
      const path = paths[pick % paths.length];
      let node = doc;
      for (const seg of path.slice(0, -1)) node = node[seg];
      node[path[path.length - 1]] = structuredClone(value);
    }
    return JSON.stringify(doc, null, pretty ? 2 : undefined);
  });

describe('Recued quick fixes on fuzzed compositions', () => {
  /** The issue's property, as for HCP packs (lib/hcp/quick-fix.test.ts). */
  it('applying any offered edit gives parseable JSON and never adds a finding of the same id at the same pointer', () => {
    let tried = 0;
    fc.assert(
      fc.property(fuzzedComposition, (text) => {
        const before = findingsOf(text);
        for (const f of before.filter((g) => g.quickFix)) {
          const fixed = applied(text, f);
          expect(() => JSON.parse(fixed), `${f.id} ${f.quickFix!.title}`).not.toThrow();
          const after = findingsOf(fixed);
          expect(at(after, f), `${f.id} at ${f.pointer}: ${f.quickFix!.title}\n${text}`).toBeLessThan(at(before, f));
          const pointersBefore = new Set(before.filter((g) => g.id === f.id).map((g) => g.pointer));
          expect(
            after
              .filter((g) => g.id === f.id && !pointersBefore.has(g.pointer))
              .map((g) => `${g.pointer}: ${g.message}`),
            `${f.id} at ${f.pointer}: ${f.quickFix!.title}`,
          ).toEqual([]);
          tried++;
        }
      }),
      { numRuns: 150, seed: 16 },
    );
    expect(tried).toBeGreaterThan(150);
  });
});
