import { describe, expect, it } from 'vitest';
import { objectSlotHeading, shortFormSpelled } from './object-slot';
import { parseHelp } from './parse-help';

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
