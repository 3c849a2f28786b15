import { describe, expect, it } from 'vitest';
import { usagePositionals, usageTail } from './usage';

describe('operands of a usage line', () => {
  it('reads every operand of a nested optional group as optional', () => {
    const line = 'create-project [options] [--] [<package> [<directory> [<version>]]]';
    expect(usagePositionals(usageTail(line, ['create-project']))).toEqual([
      { name: 'package', required: false, variadic: false },
      { name: 'directory', required: false, variadic: false },
      { name: 'version', required: false, variadic: false },
    ]);
  });

  it('keeps a required operand before an optional one required', () => {
    const line = 'search [options] [--] <tokens>... [<extra>]';
    expect(usagePositionals(usageTail(line, ['search'])).map((p) => [p.name, p.required])).toEqual([
      ['tokens', true],
      ['extra', false],
    ]);
  });
});
