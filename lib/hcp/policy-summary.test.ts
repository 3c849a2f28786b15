import { describe, expect, it } from 'vitest';
import { diffPolicy, policyDrift } from '../diff/policy-diff';
import { ReportSchema } from '../report-file/schema';
import { loadPackFromTexts } from './load';
import { hcpPolicySummary } from './policy-summary';
import { staticReport } from './report';
import { editJson, editText, packTexts } from './rules/testing';

const ledger = () => packTexts('ledger');
const summaryOf = (texts = ledger()) => hcpPolicySummary(loadPackFromTexts(texts, 'ledger'));

describe('hcpPolicySummary', () => {
  it("reads the ledger's commands, grants, settings and what its Skill teaches", () => {
    const s = summaryOf();
    expect(s.commands.map((c) => [c.id, c.risk, c.confirm])).toEqual([
      ['connect', 'write', false],
      ['list', 'read', false],
      ['setup.apply', 'write', false],
      ['setup.status', 'read', false],
      ['status', 'read', false],
      ['transfer', 'write', 'always'],
    ]);
    expect(s.commands.find((c) => c.id === 'transfer')?.argSources).toEqual({
      amount: '{{amount}}',
      memo: '--memo {{memo}}',
      payee: '--to {{payee}}',
    });
    expect(s.grants).toEqual(['verb.exec.read', 'verb.exec.write']);
    expect(s.settings).toEqual([{ field: 'binding.mode', label: 'Binding mode', value: 'local', breadth: 2 }]);
    expect(s.skillTeaches?.find((t) => t.command === 'transfer')).toMatchObject({ risk: 'write', confirm: 'always' });
    expect(policyDrift(s)).toEqual([]);
  });

  it('is the same for the same files (sorted, stable) and every report carries it', () => {
    expect(JSON.stringify(summaryOf())).toBe(JSON.stringify(summaryOf()));
    expect(staticReport(loadPackFromTexts(ledger(), 'ledger')).policy).toEqual(summaryOf());
  });

  it('a confirm gate removed in policy.json is a weakened change, and the Skill that still teaches it drifts', () => {
    const after = summaryOf(editJson(ledger(), 'policy.json', (p) => delete p.verbs.transfer.confirm));
    expect(diffPolicy(summaryOf(), after)).toMatchObject([
      { kind: 'confirm-removed', command: 'transfer', direction: 'weakened' },
      { kind: 'skill-drift', command: 'transfer', direction: 'weakened' },
    ]);
    expect(policyDrift(after)).toMatchObject([{ teaching: { command: 'transfer' }, confirm: true, risk: false }]);
  });

  it('a command without a policy row counts as a write, as the runtime treats it', () => {
    const after = summaryOf(editJson(ledger(), 'policy.json', (p) => delete p.verbs.list));
    expect(after.commands.find((c) => c.id === 'list')?.risk).toBe('write');
    // The Skill still teaching it as a read is drift the old pack did not have.
    expect(diffPolicy(summaryOf(), after).map((c) => [c.kind, c.command])).toEqual([
      ['skill-drift', 'list'],
      ['risk-raised', 'list'],
    ]);
  });

  it('pass-through subcommands are grants, its argument count and the workspace mode ranked settings', () => {
    const after = summaryOf(
      editJson(ledger(), 'surface.json', (s) => {
        s.pass_through = { allowedSubcommands: ['export'], maxArgv: 8 };
        s.wrap.workspace = { mode: 'project' };
        s.binding.mode = 'mothership';
      }),
    );
    expect(after.grants).toContain('pass_through:export');
    expect(diffPolicy(summaryOf(), after).map((c) => [c.kind, c.subject])).toEqual([
      ['grant-added', 'pass_through:export'],
      ['setting-widened', 'binding.mode'],
      ['setting-changed', 'pass_through.maxArgv'],
      ['setting-changed', 'wrap.workspace.mode'],
    ]);
  });

  it('reads the gate each Risk cell teaches: "write, confirmed", "write, always confirmed", "read"', () => {
    const texts = editText(ledger(), 'HARNESS.md', (t) =>
      t.replace(
        '| Link a provider account such as demo-bank | write |',
        '| Link a provider account such as demo-bank | write, confirmed |',
      ),
    );
    const s = summaryOf(texts);
    expect(s.skillTeaches?.find((t) => t.command === 'connect')).toMatchObject({ risk: 'write', confirm: true });
    expect(policyDrift(s)).toMatchObject([{ teaching: { command: 'connect' }, policy: { confirm: false } }]);
  });

  it('a report written to JSON and read back keeps it', () => {
    const report = staticReport(loadPackFromTexts(ledger(), 'ledger'));
    const read = ReportSchema.parse(JSON.parse(JSON.stringify(report)));
    expect(read.policy).toEqual(report.policy);
    const broken = ReportSchema.parse({ ...JSON.parse(JSON.stringify(report)), policy: { version: 9 } });
    expect(broken.policy).toBeUndefined();
  });
});
