import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '@/lib/cli/test-cli';
import { catalogue } from '@/lib/rules-catalogue';
import { staticReport } from '@/lib/hcp/report';
import { loadPackFromDir } from '@/lib/node/load-dir';
import { ruleName, toSarif } from './sarif';
import { cliContext, hcpReport, recuedReport } from './test-fixtures';
import { expectValidSarif } from './test-multitool';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('sarif', () => {
  const log = toSarif([hcpReport, recuedReport], cliContext);
  const run = log.runs[0]!;

  it('is SARIF 2.1.0 naming the tool, with every rule of the catalogue', () => {
    expect(log.version).toBe('2.1.0');
    expect(run.tool.driver).toMatchObject({
      name: 'packstudio',
      version: '0.1.0',
      informationUri: 'https://studio.example/',
    });
    expect(run.tool.driver.rules.map((r) => r.id)).toEqual(catalogue().map((e) => e.id));
    const m001 = run.tool.driver.rules.find((r) => r.id === 'M001')!;
    expect(m001).toMatchObject({
      helpUri: 'https://studio.example/rules/M001',
      defaultConfiguration: { level: 'warning' },
    });
    expect(m001.shortDescription.text.length).toBeGreaterThan(3);
    expect(m001.fullDescription.text.length).toBeGreaterThan(3);
    expect(new Set(run.tool.driver.rules.map((r) => r.name)).size).toBe(run.tool.driver.rules.length);
  });

  it('each finding is a result on its file (under the pack folder), line and column, its pointer a logical location', () => {
    expect(run.results).toHaveLength(3);
    const error = run.results[0]!;
    expect(error).toMatchObject({
      ruleId: 'L-extra_verb',
      level: 'error',
      message: { text: 'policy verb "refund" not in pack manifest. Fix: Remove the "refund" row.' },
    });
    expect(run.tool.driver.rules[error.ruleIndex]!.id).toBe('L-extra_verb');
    expect(error.locations[0]).toEqual({
      physicalLocation: {
        artifactLocation: { uri: 'packs/ledger/policy.json', uriBaseId: 'SRCROOT' },
        region: { startLine: 9, startColumn: 2 },
      },
      logicalLocations: [{ fullyQualifiedName: '/verbs/refund', kind: 'object' }],
    });
    const note = run.results.find((r) => r.ruleId === 'S002')!;
    expect(note.level).toBe('note');
    expect(note.locations[0]).not.toHaveProperty('logicalLocations');
  });

  it('rule names are Pascal-case identifiers, distinct from the id', () => {
    expect(ruleName({ id: 'M001', title: '5 to 12 commands' })).toBe('Rule5To12Commands');
    expect(ruleName({ id: 'R006', title: 'JSON mode prints only JSON on stdout' })).toBe(
      'JsonModePrintsOnlyJsonOnStdout',
    );
    expect(ruleName({ id: 'M004', title: 'Every command has a description' })).toBe('EveryCommandHasDescription');
  });
});

const work = mkdtempSync(join(tmpdir(), 'packstudio-sarif-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function sarifOf(pack: string, cwd = root): Promise<string> {
  return (await runCli(['check', `packs/${pack}`, '--format', 'sarif'], cwd)).stdout;
}

/** broken-demo copied with a packstudio.json that suppresses its errors and holds one stale entry. */
async function suppressedCopy(): Promise<string> {
  const copy = join(work, 'suppressed');
  cpSync(join(root, 'packs/broken-demo'), join(copy, 'packs/broken-demo'), { recursive: true });
  const plain = toSarif([staticReport(await loadPackFromDir(join(copy, 'packs/broken-demo')))], cliContext).runs[0]!
    .results;
  const entries = plain
    .filter((r) => r.level === 'error')
    .map((r) => ({
      id: r.ruleId,
      file: r.locations[0]!.physicalLocation.artifactLocation.uri.split('/').at(-1),
      pointer: r.locations[0]!.logicalLocations?.[0]?.fullyQualifiedName ?? '',
      reason: 'Accepted in review.',
    }));
  writeFileSync(
    join(copy, 'packs/broken-demo/packstudio.json'),
    JSON.stringify(
      { suppressions: [...entries, { id: 'M001', file: 'surface.json', pointer: '/nowhere', reason: 'stale' }] },
      null,
      2,
    ),
  );
  return copy;
}

describe('the SARIF of the example packs passes the SARIF Multitool', () => {
  for (const pack of ['ledger', 'broken-demo']) {
    it(`packs/${pack}: no error, no warning`, async () => {
      const verdict = expectValidSarif(await sarifOf(pack));
      // Notes only, each a suggestion we decline on purpose (see README "Output formats"): SARIF2002 message ids,
      // SARIF2003 version control provenance, SARIF2006 the helpUri is the local studio, SARIF2009 the spec's rule
      // ids, SARIF2010/2011 snippets and context regions.
      expect(new Set(verdict.results.map((x) => x.ruleId)).size).toBeGreaterThan(0);
    }, 90_000);
  }

  it('broken-demo with its errors suppressed in packstudio.json: results with external suppressions, no error, no warning', async () => {
    const sarif = await sarifOf('broken-demo', await suppressedCopy());
    const log = JSON.parse(sarif) as {
      runs: { results: { suppressions?: { kind: string; justification: string }[] }[] }[];
    };
    expect(
      log.runs[0]!.results.filter(
        (r) => r.suppressions?.[0]?.kind === 'external' && r.suppressions[0].justification === 'Accepted in review.',
      ).length,
    ).toBeGreaterThan(0);
    expectValidSarif(sarif);
  }, 90_000);
});
