import { describe, expect, it } from 'vitest';
import { hcpAgentReadiness } from './agent-input';
import { loadPackFromTexts } from './load';
import { editJson, editText, packTexts } from './rules/testing';
import { SKILL_POLICY_DRIFT, skillPolicyDrift } from './skill-policy-drift';

const drift = (texts = packTexts('ledger')) => skillPolicyDrift(loadPackFromTexts(texts, 'ledger'));

describe('Skill ↔ policy drift', () => {
  it('is silent while the Skill teaches what policy.json sets (ledger)', () => {
    expect(drift()).toEqual([]);
  });

  it('names a confirm gate HARNESS.md teaches and policy.json dropped, at the row, with both values', () => {
    const texts = editJson(packTexts('ledger'), 'policy.json', (p) => delete p.verbs.transfer.confirm);
    expect(drift(texts)).toEqual([
      {
        id: SKILL_POLICY_DRIFT,
        part: 'skill',
        severity: 'warn',
        file: 'HARNESS.md',
        pointer: 'Hot path',
        line: 11,
        column: 1,
        message:
          'HARNESS.md teaches "transfer" as "write, always confirmed" (line 11), but policy.json makes it "write": no person is asked before it runs.',
        fix: 'Make the two agree: change the Risk cell at line 11 to "write", or set policy.json\'s verbs.transfer to {"risk":"write","confirm":"always"}.',
        subject: 'transfer: write, always confirmed',
      },
    ]);
    // It is a finding of the agent-readiness layer, as every report shows it.
    const layer = hcpAgentReadiness(loadPackFromTexts(texts, 'ledger'));
    expect(layer.findings.filter((f) => f.id === SKILL_POLICY_DRIFT)).toHaveLength(1);
  });

  it('names a risk taught as read that policy.json makes a write', () => {
    const texts = editText(packTexts('ledger'), 'HARNESS.md', (t) =>
      t.replace(
        '| Link a provider account such as demo-bank | write |',
        '| Link a provider account such as demo-bank | read |',
      ),
    );
    expect(drift(texts).map((f) => f.message)).toEqual([
      'HARNESS.md teaches "connect" as "read" (line 12), but policy.json makes it "write".',
    ]);
  });

  it('says nothing while policy.json does not parse (lint says that)', () => {
    expect(drift({ ...packTexts('ledger'), 'policy.json': '{' })).toEqual([]);
  });
});
