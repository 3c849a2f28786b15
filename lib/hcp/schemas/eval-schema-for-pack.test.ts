import { describe, expect, it } from 'vitest';
import { loadPackFromTexts } from '../load';
import { packTexts } from '../rules/testing';
import { hcpJsonSchemas } from './json-schemas';
import { evalSchemaForPack } from './eval-schema-for-pack';

const commands = loadPackFromTexts(packTexts('ledger')).model.commands;
const caseItem = (schema: any) => schema.properties.cases.items;

describe('the eval schema for one pack', () => {
  it('offers exactly the pack\'s commands for "verb", with their descriptions', () => {
    const verb = caseItem(evalSchemaForPack(commands)).properties.verb;
    expect(verb.enum).toEqual(commands.map((c) => c.key));
    expect(verb.enum).toContain('transfer');
    expect(verb.markdownEnumDescriptions[verb.enum.indexOf('transfer')]).toBe(
      commands.find((c) => c.key === 'transfer')!.description,
    );
  });

  it("offers each command's own argument names once its verb is chosen", () => {
    const branches = caseItem(evalSchemaForPack(commands)).allOf;
    const transfer = branches.find((b: any) => b.if.properties.verb.const === 'transfer');
    expect(Object.keys(transfer.then.properties.args.properties).sort()).toEqual(
      commands
        .find((c) => c.key === 'transfer')!
        .args.map((a) => a.name)
        .sort(),
    );
    expect(transfer.then.properties.args.properties.amount.description).toMatch(/^Required\. /);
  });

  it('leaves the shared schema untouched, and falls back to it for a pack without commands', () => {
    evalSchemaForPack(commands);
    expect(caseItem(hcpJsonSchemas()['hcp.eval.json']).properties.verb.enum).toBeUndefined();
    expect(evalSchemaForPack([])).toEqual(hcpJsonSchemas()['hcp.eval.json']);
  });
});
