import { describe, expect, it } from 'vitest';
import { editJson, findingsOf, packTexts } from '../testing';
import { m022ArgSource } from './m022-arg-source';

const ledger = packTexts('ledger');
const describePayee = (description: string) =>
  editJson(ledger, 'surface.json', (s) => {
    s.verbs.transfer.args.properties.payee.description = description;
  });

describe('M022 Argument descriptions say where the value comes from', () => {
  it('stays silent on ledger', () => {
    expect(findingsOf(m022ArgSource, ledger)).toEqual([]);
  });

  it('stays silent on transit', () => {
    expect(findingsOf(m022ArgSource, packTexts('transit'))).toEqual([]);
  });

  it('notes a description that only restates the name', () => {
    const [f] = findingsOf(m022ArgSource, describePayee('The payee'));
    expect(f).toMatchObject({
      id: 'M022',
      severity: 'info',
      pointer: '/verbs/transfer/args/properties/payee/description',
      message: expect.stringContaining('"The payee", only restates the name'),
    });
    expect(f.fix).toContain('as listed by the status command');
  });

  it('notes a description that is too short', () => {
    const [f] = findingsOf(m022ArgSource, describePayee('Recipient id'));
    expect(f.message).toContain('"Recipient id", has only 2 words');
  });

  it('takes camelCase and snake_case names apart', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.verbs.transfer.args.properties.payee_id = {
        type: 'string',
        description: 'The id of the payee',
        examples: ['x'],
      };
    });
    expect(findingsOf(m022ArgSource, texts).map((f) => f.pointer)).toEqual([
      '/verbs/transfer/args/properties/payee_id/description',
    ]);
  });

  it('leaves a missing description to M020', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      delete s.verbs.transfer.args.properties.payee.description;
    });
    expect(findingsOf(m022ArgSource, texts)).toEqual([]);
  });
});
