import { describe, expect, it } from 'vitest';
import { loadPackFromTexts } from '../../load';
import { editJson, findingsOf, packTexts } from '../testing';
import { m005DescriptionSpecific, vagueness } from './m005-description-specific';

const ledger = packTexts('ledger');

function describedAs(key: string, description: string) {
  return editJson(ledger, 'surface.json', (s) => (s.verbs[key].description = description));
}

function reasons(key: string, description: string): string[] {
  const { model } = loadPackFromTexts(describedAs(key, description));
  return vagueness(
    description,
    model.commands.find((c) => c.key === key)!,
    model,
  );
}

describe('M005 the description names input and result', () => {
  it('stays silent on ledger and transit', () => {
    expect(findingsOf(m005DescriptionSpecific, ledger)).toEqual([]);
    expect(findingsOf(m005DescriptionSpecific, packTexts('transit'))).toEqual([]);
  });

  it('warns on the stub "Gated write.", naming the command, the text and the missing input', () => {
    const [f] = findingsOf(m005DescriptionSpecific, describedAs('transfer', 'Gated write.'));
    expect(f).toMatchObject({
      id: 'M005',
      severity: 'warn',
      file: 'surface.json',
      pointer: '/verbs/transfer/description',
    });
    expect(f.message).toContain('"transfer", "Gated write.", is too vague');
    expect(f.message).toContain('it is a stub');
    expect(f.message).toContain('it does not name the input (amount, payee)');
    expect(f.fix).toContain('its input (amount, payee)');
  });

  it('warns on the spec example stubs and on "Run."', () => {
    for (const d of ['Run.', 'Execute command.', 'Domain read.'])
      expect(findingsOf(m005DescriptionSpecific, describedAs('list', d)), d).toHaveLength(1);
  });

  it('warns on descriptions under four words or twenty characters', () => {
    expect(reasons('status', 'Connect health.')).toEqual(['it has only 2 words']);
    expect(reasons('status', 'Show it all now.')).toEqual(['it has only 4 words']);
  });

  it('warns on a description that only restates the command name', () => {
    expect(reasons('setup.status', 'Run the ledger setup status command.')).toEqual([
      'it only restates the command name',
    ]);
  });

  it('warns when no required argument is named, and accepts a plural or a part of the name', () => {
    expect(reasons('connect', 'Link a bank account through the hub and return the link health.')).toEqual([
      'it does not name the input (provider)',
    ]);
    expect(reasons('connect', 'Link one of the providers through the hub and return the link health.')).toEqual([]);
  });

  it('leaves missing descriptions to M004', () => {
    const texts = editJson(ledger, 'surface.json', (s) => delete s.verbs.list.description);
    expect(findingsOf(m005DescriptionSpecific, texts)).toEqual([]);
  });
});

describe('M005 and placeholders', () => {
  it('leaves a TODO description to M021 instead of judging its wording', () => {
    expect(findingsOf(m005DescriptionSpecific, describedAs('transfer', 'TODO: say what it does'))).toEqual([]);
    expect(findingsOf(m005DescriptionSpecific, describedAs('transfer', 'Todo list run.'))).toHaveLength(1);
  });
});
