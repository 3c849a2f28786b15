import { describe, expect, it } from 'vitest';
import { normaliseSpec, specAt } from './fig';

describe('a Fig spec as plain data', () => {
  const spec = normaliseSpec({
    name: 'tool',
    parserDirectives: { flagsArePosixNoncompliant: true },
    options: [{ name: ['-o', '--output'], args: { name: 'format', suggestions: ['json', { name: 'yaml' }] } }],
    subcommands: [
      {
        name: ['remove', 'rm'],
        description: 'Remove *(ALPHA)* things',
        isDangerous: true,
        priority: 80,
        args: [
          { name: 'id', isVariadic: true, generators: { script: ['x'] } },
          { name: 'extra', isOptional: true },
        ],
        options: [{ name: '--format', requiresSeparator: true, args: { name: 'f' } }],
      },
      { name: 'secret', hidden: true },
      { name: 'old', deprecated: { description: 'gone' } },
      { name: 'cloud', loadSpec: 'tool/cloud', subcommands: () => [] },
      () => 'a generator is dropped',
    ],
  })!;

  it('keeps names, danger, priority, arguments and options; drops every function', () => {
    const remove = specAt(spec, ['rm'])!;
    expect(remove).toMatchObject({
      names: ['remove', 'rm'],
      description: 'Remove (ALPHA) things',
      dangerous: true,
      priority: 80,
      args: [
        { name: 'id', optional: false, variadic: true, suggestions: [] },
        { name: 'extra', optional: true, variadic: false },
      ],
      options: [{ names: ['--format'], joined: true, args: [{ name: 'f' }] }],
    });
    expect(spec.options[0].args[0].suggestions).toEqual(['json', 'yaml']);
    expect(spec.posixNoncompliant).toBe(true);
    expect(spec.subcommands.map((c) => c.names[0])).toEqual(['remove', 'secret', 'old', 'cloud']);
    expect(specAt(spec, ['secret'])!.hidden).toBe(true);
    expect(specAt(spec, ['old'])!.deprecated).toBe(true);
    expect(specAt(spec, ['cloud'])).toMatchObject({ loadSpec: 'tool/cloud', subcommands: [] });
  });

  it('is null for what is not a command', () => {
    expect(normaliseSpec(() => ({ name: 'versioned' }))).toBeNull();
    expect(normaliseSpec({ description: 'no name' })).toBeNull();
    expect(specAt(spec, ['nope'])).toBeUndefined();
  });
});
