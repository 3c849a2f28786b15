import { describe, expect, it } from 'vitest';
import { hostNamedText, hostNamedTool } from './host-names';
import { toolNameOf } from './tool-names';

const names = (...keys: string[]) => new Map(keys.map((key) => [key, toolNameOf(key)]));

describe('command keys in what a host reads, written as the tool names it sees', () => {
  it('renames a dotted key in prose and in inline code', () => {
    const map = names('link.list', 'setup.status', 'setup.apply');
    expect(hostNamedText('Call `link.list` first, then link.list again.', map)).toBe(
      'Call `link-list` first, then link-list again.',
    );
    expect(hostNamedText('Do not run setup.apply when setup.status already reports it.', map)).toBe(
      'Do not run setup-apply when setup-status already reports it.',
    );
    expect(hostNamedText('| `setup.status` | Is the store set up | read |', map)).toBe(
      '| `setup-status` | Is the store set up | read |',
    );
  });

  it('leaves a key that is part of a longer name, a path, a host name or a flag', () => {
    const map = names('link.list');
    for (const text of [
      'see docs.link.list.io',
      'bin/link.list',
      'link.list.all',
      'link.lists',
      'xlink.list',
      '--link.list',
      'link.list-x',
    ])
      expect(hostNamedText(text, map)).toBe(text);
    expect(hostNamedText('(link.list), "link.list": link.list.', map)).toBe('(link-list), "link-list": link-list.');
  });

  it('prefers the longest key where one key extends another', () => {
    const map = names('repo.list', 'repo.list.all');
    expect(hostNamedText('repo.list.all, not repo.list', map)).toBe('repo-list-all, not repo-list');
  });

  it('renames a key that reads as a word only inside code, never in prose', () => {
    const map = names('List');
    expect(toolNameOf('List')).not.toBe('List');
    expect(hostNamedText('List every item. Use `List`.', map)).toBe(`List every item. Use \`${toolNameOf('List')}\`.`);
    // A code span that holds more than the key is a command line, not a tool name.
    expect(hostNamedText('Run `demo List --json`.', map)).toBe('Run `demo List --json`.');
  });

  it('leaves fenced code blocks as written', () => {
    const map = names('line.show');
    const text = [
      'Call line.show.',
      '```sh',
      'transit line.show t1',
      '```',
      '~~~',
      '{"verb": "line.show"}',
      '~~~',
      'Then `line.show`.',
    ].join('\n');
    expect(hostNamedText(text, map).split('\n')).toEqual([
      'Call line-show.',
      '```sh',
      'transit line.show t1',
      '```',
      '~~~',
      '{"verb": "line.show"}',
      '~~~',
      'Then `line-show`.',
    ]);
    // An unclosed fence runs to the end.
    expect(hostNamedText('```\nline.show\n', map)).toBe('```\nline.show\n');
  });

  it('changes nothing when every key is its own tool name', () => {
    const text = 'Use `status` and list.';
    expect(hostNamedText(text, names('status', 'list'))).toBe(text);
  });

  it("renames a tool's description and its arguments' descriptions, and nothing else", () => {
    const map = names('lines', 'line.show');
    const tool = hostNamedTool(
      {
        name: 'line-show',
        title: 'Show line.show',
        description: 'Show one line; take its id from `lines`, never guess it (see line.show).',
        inputSchema: {
          type: 'object',
          properties: {
            line: { type: 'string', description: 'Line id from the lines command, as line.show prints it' },
            n: { type: 'integer' },
          },
          required: ['line'],
        },
      },
      map,
    );
    expect(tool).toEqual({
      name: 'line-show',
      title: 'Show line.show',
      description: 'Show one line; take its id from `lines`, never guess it (see line-show).',
      inputSchema: {
        type: 'object',
        properties: {
          line: { type: 'string', description: 'Line id from the lines command, as line-show prints it' },
          n: { type: 'integer' },
        },
        required: ['line'],
      },
    });
  });
});
