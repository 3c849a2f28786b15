import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandKeyOf, MAX_TOOL_NAME, TOOL_NAME_PATTERN, toolNameOf } from './tool-names';

/** Keys as an author might write them: mostly name-like, with the odd upper case letter, dash, colon or emoji. */
const keys = fc.string({
  unit: fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789_.') },
    { weight: 2, arbitrary: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ-:/ @é') },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  ),
  minLength: 1,
  maxLength: 90,
});

describe('tool names a strict host accepts', () => {
  it('spells a dotted family with a dash and leaves every other M002 name as written', () => {
    expect(toolNameOf('setup.status')).toBe('setup-status');
    expect(toolNameOf('line.show')).toBe('line-show');
    expect(toolNameOf('issue_list.all_open')).toBe('issue_list-all_open');
    expect(toolNameOf('transfer')).toBe('transfer');
  });

  it('escapes any other character as X and hex written in the letters A-P', () => {
    expect(toolNameOf('setup:status')).toBe('setupXDKstatus');
    expect(toolNameOf('dry-run')).toBe('dryXCNrun');
    expect(toolNameOf('setupStatus')).toBe('setupXFDtatus');
    expect(toolNameOf('café')).toBe('cafXOJ');
  });

  it('gives every key a name matching ^[a-zA-Z0-9_-]{1,64}$', () => {
    fc.assert(fc.property(keys, (key) => TOOL_NAME_PATTERN.test(toolNameOf(key))));
  });

  it('reads every name back to its key while the spelling fits in 64 characters', () => {
    fc.assert(
      fc.property(keys, (key) => {
        const name = toolNameOf(key);
        return name.includes('Z') || commandKeyOf(name) === key;
      }),
    );
    expect(commandKeyOf('setup-status')).toBe('setup.status');
    expect(commandKeyOf('setupXDKstatus')).toBe('setup:status');
  });

  it('never gives two keys the same name, long ones included', () => {
    fc.assert(fc.property(keys, keys, (a, b) => a === b || toolNameOf(a) !== toolNameOf(b)));
    const long = 'report.' + 'x'.repeat(70);
    const names = [long, long + 'a', long + 'b', long.replace('report', 'export')].map(toolNameOf);
    expect(new Set(names).size).toBe(4);
    for (const name of names) expect(name).toHaveLength(MAX_TOOL_NAME);
  });

  it('cuts a spelling over 64 characters and marks it with Z, so it is looked up, never decoded', () => {
    const name = toolNameOf('a'.repeat(80));
    expect(name).toMatch(/^a{55}Z[0-9a-f]{8}$/);
    expect(commandKeyOf(name)).toBeUndefined();
  });

  it('decodes only names some key spells', () => {
    expect(commandKeyOf('XGB')).toBeUndefined(); // "a" spelled the long way: its name is "a"
    expect(commandKeyOf('XAB')).toBeUndefined(); // a leading zero nibble
    expect(commandKeyOf('setup.status')).toBeUndefined(); // a dot is not in a tool name
    expect(commandKeyOf('Status')).toBeUndefined(); // upper case only after X
    expect(commandKeyOf('XPPPPPPP')).toBeUndefined(); // past U+10FFFF
    expect(commandKeyOf('X')).toBeUndefined();
  });
});
