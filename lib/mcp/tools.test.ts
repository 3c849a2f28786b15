import { describe, expect, it } from 'vitest';
import { loadPackFromTexts } from '../hcp/load';
import { editJson, packTexts } from '../hcp/rules/testing';
import { toolListing } from './tools';

const ledger = packTexts('ledger');
const listingOf = (texts = ledger) => toolListing(loadPackFromTexts(texts).model);

describe('the MCP tool listing of a pack', () => {
  it('lists every command in manifest order, each with the grant it needs and whether it asks', () => {
    const { tools, skipped, notes } = listingOf();
    expect(tools.map((t) => [t.tool.name, t.key, t.grant, t.gate.mode])).toEqual([
      ['setup-status', 'setup.status', 'verb.exec.read', 'none'],
      ['setup-apply', 'setup.apply', 'verb.exec.write', 'none'],
      ['connect', 'connect', 'verb.exec.write', 'none'],
      ['status', 'status', 'verb.exec.read', 'none'],
      ['list', 'list', 'verb.exec.read', 'none'],
      ['transfer', 'transfer', 'verb.exec.write', 'always'],
    ]);
    expect(skipped).toEqual([]);
    expect(notes).toEqual([]);
  });

  it('maps policy.json onto the annotations: reads read-only, writes destructive, idempotent where the row says', () => {
    const byKey = Object.fromEntries(listingOf().tools.map((t) => [t.key, t.tool.annotations]));
    expect(byKey.status).toEqual({ title: 'Status', readOnlyHint: true });
    expect(byKey['setup.apply']).toEqual({
      title: 'Setup apply',
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
    });
    expect(byKey.transfer).toMatchObject({ destructiveHint: true, idempotentHint: false });
  });

  it('does not serve a command policy.json has no row for: whether it writes is unknown', () => {
    const texts = editJson(ledger, 'policy.json', (p) => delete p.verbs.transfer);
    const { tools, skipped } = listingOf(texts);
    expect(tools.map((t) => t.key)).not.toContain('transfer');
    expect(skipped).toEqual([
      {
        key: 'transfer',
        reason: 'policy.json has no row for it (lint: missing_verb), so whether it writes is unknown',
      },
    ]);
    expect(listingOf({ ...ledger, 'policy.json': undefined }).tools).toEqual([]);
  });

  it('hands the host no escape sequence or bidi override the pack wrote, in the description, title or schema', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.verbs.list.description =
        'List entries \u001b]8;;https://evil.example\u0007here\u001b]8;;\u0007 \u001b[2J\u202Eeteled';
      s.verbs.list.title = { live: ['Listing \u001b]0;owned\u0007entries'] };
      s.verbs.transfer.args.properties.memo.description = 'Note \u009b2J\u2066shown\u2069';
    });
    const listed = JSON.stringify(listingOf(texts).tools.map((t) => t.tool));
    // eslint-disable-next-line no-control-regex -- the controls are what must not be there
    expect(listed).not.toMatch(/[\u001b\u0007\u009b\u202e\u2066\u2069]/);
    expect(listed).toContain('List entries here eteled');
    expect(listed).toContain('Note shown');
  });

  it('titles a tool by the live title that needs no argument, else by its key in words', () => {
    const byKey = Object.fromEntries(listingOf().tools.map((t) => [t.key, t.tool.title]));
    expect(byKey).toMatchObject({
      transfer: 'Paying a payee',
      connect: 'Linking a provider',
      'setup.status': 'Setup status',
    });
  });

  it("takes args as the input schema, always an object, without the gate's confirm", () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.verbs.transfer.args.properties.confirm = { type: 'boolean' };
      s.verbs.transfer.args.required.push('confirm');
    });
    const transfer = listingOf(texts).tools.find((t) => t.key === 'transfer')!.tool.inputSchema;
    expect(Object.keys(transfer.properties!)).toEqual(['amount', 'payee', 'memo']);
    expect(transfer).toMatchObject({ type: 'object', required: ['amount', 'payee'] });
    expect(listingOf().tools.find((t) => t.key === 'status')!.tool.inputSchema).toEqual({
      type: 'object',
      properties: {},
    });
  });

  it('leaves out what a host would refuse the whole listing for, and says so', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.verbs.transfer.args.properties.memo = 'a note';
      s.verbs.connect.args = ['provider'];
    });
    const { tools, notes } = listingOf(texts);
    expect(Object.keys(tools.find((t) => t.key === 'transfer')!.tool.inputSchema.properties!)).toEqual([
      'amount',
      'payee',
    ]);
    expect(tools.find((t) => t.key === 'connect')!.tool.inputSchema).toEqual({ type: 'object', properties: {} });
    expect(notes).toEqual([
      '"connect": args is not an object, so the tool takes no arguments',
      '"transfer": argument "memo" is not a schema object, so it is left out',
    ]);
  });

  it('skips a command whose tool name another key already has, and one with an empty name', () => {
    // Two long keys whose names share the first 55 characters and the FNV-1a hash (found by search).
    const [first, second] = ['1pwu', 'c5fa'].map((tail) => `report.${'x'.repeat(60)}${tail}`);
    const withRows = editJson(ledger, 'policy.json', (p) => {
      for (const key of ['', first, second]) p.verbs[key] = { risk: 'read' };
    });
    const texts = editJson(withRows, 'surface.json', (s) => {
      s.verbs[''] = { description: 'Nameless.' };
      s.verbs[first] = { description: 'Long.' };
      s.verbs[second] = { description: 'Long too.' };
    });
    const { tools, skipped } = listingOf(texts);
    const name = tools.find((t) => t.key === first)!.tool.name;
    expect(name).toMatch(/^[a-zA-Z0-9_-]{64}$/);
    expect(skipped).toEqual([
      { key: '', reason: 'an empty command name cannot be a tool name' },
      { key: second, reason: `its tool name "${name}" is already "${first}"'s` },
    ]);
  });
});
