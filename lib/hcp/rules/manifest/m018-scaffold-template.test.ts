import { describe, expect, it } from 'vitest';
import { lintFindings } from '../../lint/rules';
import { loadPackFromTexts } from '../../load';
import { SCAFFOLD_TEMPLATE, scaffoldPack } from '../../scaffold';
import { editJson, findingsOf, packTexts } from '../testing';
import { m018ScaffoldTemplate } from './m018-scaffold-template';

const ledger = packTexts('ledger');

describe('M018 No commands left over from the hcpx init / hcpx wrap template', () => {
  it('stays silent on ledger', () => {
    expect(findingsOf(m018ScaffoldTemplate, ledger)).toEqual([]);
  });

  it('flags a fresh scaffold once, counting its template commands', () => {
    const scaffold = scaffoldPack('My CLI');
    const findings = findingsOf(m018ScaffoldTemplate, scaffold);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      id: 'M018',
      severity: 'error',
      pointer: '/verbs',
      message: expect.stringMatching(/^5 command\(s\) still carry the scaffold template: "example\.list"/),
    });
    expect(findings[0].fix).toContain('"my-cli --help"');
  });

  it('scaffolds a pack that passes lint', () => {
    const scaffold = scaffoldPack('notes');
    const lint = lintFindings(loadPackFromTexts(scaffold, 'notes'));
    expect(lint).toEqual([]);
    expect(JSON.parse(scaffold['surface.json']).id).toBe('notes');
    expect(scaffold['HARNESS.md']).toMatch(/^# HCP — Notes\n/);
  });

  it('counts commands matched by any part of the fingerprint', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.verbs.status.description = `${SCAFFOLD_TEMPLATE.descriptionPrefix}: describe status`;
      s.verbs.list.cli = ['ledger', SCAFFOLD_TEMPLATE.cliWord, 'list'];
      s.verbs[`${SCAFFOLD_TEMPLATE.commandFamily}.show`] = { description: 'Show one.', cli: ['ledger', 'show'] };
    });
    const [f] = findingsOf(m018ScaffoldTemplate, texts);
    expect(f.message).toMatch(/^3 command\(s\)/);
    expect(f.message).toContain('"status"');
    expect(f.message).toContain('"list"');
    expect(f.message).toContain('"example.show"');
  });
});
