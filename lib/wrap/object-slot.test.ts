import { describe, expect, it } from 'vitest';
import { objectSlotHeading, shortFormSpelled } from './object-slot';
import { parseHelp } from './parse-help';
import { childrenOf } from './select';

const PAGE = `Usage: tool [OPTIONS] OBJECT { COMMAND | help }

OPTIONS
  -t, --terse        terse output

OBJECT
  g[eneral]       general status and operations
  c[onnection]    the tool's connections
  d[evice]        devices managed by the tool
`;

describe('objects listed under the usage placeholder for them, each spelt from its shortest form', () => {
  it('the heading named by the usage object slot lists commands, each name spelt out', () => {
    const page = parseHelp(PAGE, { bin: 'tool' });
    expect(page.commands.map((c) => c.path.join(' '))).toEqual(['general', 'connection', 'device']);
    expect(page.commands[0].description).toBe('general status and operations');
  });

  it('only the placeholder in the command slot, followed by a command, and never a value placeholder', () => {
    expect(objectSlotHeading('OBJECT', ['tool [OPTIONS] OBJECT { COMMAND | help }'])).toBe(true);
    expect(objectSlotHeading('OBJECT', ['tool [OPTIONS] OBJECT FILE'])).toBe(false);
    expect(objectSlotHeading('FILE', ['tool [OPTIONS] FILE COMMAND'])).toBe(false);
    expect(objectSlotHeading('TOPIC', ['tool [OPTIONS] OBJECT { COMMAND | help }'])).toBe(false);
    expect(parseHelp(PAGE.replace('OBJECT {', 'FORMAT {'), { bin: 'tool' }).commands).toEqual([]);
  });

  it('a short form in brackets is spelt out; any other bracket stays', () => {
    expect(shortFormSpelled('g[eneral]   general status')).toBe('general   general status');
    expect(shortFormSpelled('show [NAME]  show one')).toBe('show [NAME]  show one');
    expect(shortFormSpelled('list[-all]')).toBe('list[-all]');
  });
});

describe("an object's own page in the same grammar", () => {
  it("`X OBJECT { COMMAND | help }` with `COMMAND := { … }` names the object's verbs: a group, not a leaf", () => {
    const page = parseHelp(
      'Usage: tool general { COMMAND | help }\n\nCOMMAND := { status | hostname | reload }\n\n  status\n\n  reload [<flags>]\n',
      { bin: 'tool' },
    );
    const { children, runnable } = childrenOf(['general'], page);
    expect(children.map((c) => c.path.join(' '))).toEqual(['general status', 'general hostname', 'general reload']);
    expect(runnable).toBe(false);
  });
});
