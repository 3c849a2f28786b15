import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../cli/test-cli';
import { hcpAgentReadiness } from '../hcp/agent-input';
import { loadPackFromTexts, type PackTexts } from '../hcp/load';
import { staticReport } from '../hcp/report';
import { readAcceptedDrift } from './accepted-drift';

const SINCE = 'ledger list --since 7d --json';

/** ledger with one more Skill line (a flag list does not pass), and a packstudio.json. */
function ledger(packstudio?: object) {
  const texts: PackTexts = {};
  for (const file of ['surface.json', 'policy.json', 'HARNESS.md', 'hcp.eval.json'] as const)
    texts[file] = readFileSync(`${EXAMPLE_PACKS}ledger/${file}`, 'utf8');
  texts['HARNESS.md'] += `\nAlso \`${SINCE}\`.\n`;
  const withFile = packstudio ? { ...texts, 'packstudio.json': JSON.stringify(packstudio, null, 2) } : texts;
  return loadPackFromTexts(withFile, 'ledger');
}

describe("packstudio.json's acceptedDrift", () => {
  it('accepts a drift by id and subject, listed apart with its reason; the figures count what is left', () => {
    expect(hcpAgentReadiness(ledger()).figures.skillDrift).toBe(1);
    const accepted = hcpAgentReadiness(
      ledger({
        suppressions: [],
        acceptedDrift: [
          { id: 'agent/skill-unknown-flag', subject: `${SINCE} · --since`, reason: 'The CLI takes --since from 2.0.' },
        ],
      }),
    );
    expect(accepted.figures.skillDrift).toBe(0);
    expect(accepted.skill!.drift).toBe(0);
    expect(accepted.findings.filter((f) => f.part === 'skill')).toEqual([]);
    expect(accepted.accepted).toEqual([
      {
        finding: expect.objectContaining({ id: 'agent/skill-unknown-flag' }),
        reason: 'The CLI takes --since from 2.0.',
      },
    ]);
  });

  it('says so of an entry that accepts nothing, at its place in packstudio.json', () => {
    const agent = hcpAgentReadiness(
      ledger({ acceptedDrift: [{ id: 'agent/skill-unknown-flag', subject: 'ledger list --until x', reason: 'old' }] }),
    );
    const unmatched = agent.findings.find((f) => f.id === 'agent/unmatched-accepted-drift')!;
    expect(unmatched).toMatchObject({ file: 'packstudio.json', pointer: '/acceptedDrift/0', severity: 'info' });
    expect(unmatched.line).toBeGreaterThan(1);
    expect(agent.figures.skillDrift).toBe(1);
  });

  it("is part of the file's schema: a malformed entry is the file's error and accepts nothing", () => {
    const pack = ledger({ suppressions: [], acceptedDrift: [{ id: 'M001', subject: 'x', reason: ' ' }] });
    expect(readAcceptedDrift(pack.texts['packstudio.json'])).toEqual([]);
    const report = staticReport(pack);
    expect(report.findings.filter((f) => f.id === 'L-invalid_suppressions').map((f) => f.pointer)).toEqual([
      '/acceptedDrift/0/id',
      '/acceptedDrift/0/reason',
    ]);
    // A file with acceptedDrift alone (no suppressions) is a good file.
    expect(staticReport(ledger({ acceptedDrift: [] })).findings.filter((f) => f.file === 'packstudio.json')).toEqual(
      [],
    );
  });
});
