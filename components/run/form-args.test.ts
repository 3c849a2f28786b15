import { describe, expect, it } from 'vitest';
import { formArgs } from './form-args';

describe('formArgs', () => {
  it('drops empty inputs and types numbers and booleans by the schema', () => {
    const inputs = [
      { name: 'amount', required: true, type: 'string' },
      { name: 'limit', required: false, type: 'integer' },
      { name: 'all', required: false, type: 'boolean' },
      { name: 'memo', required: false },
    ];
    expect(formArgs(inputs, { amount: '2.80', limit: '5', all: 'true', memo: '' })).toEqual({ amount: '2.80', limit: 5, all: true });
    expect(formArgs(inputs, { limit: 'five', all: 'yes' })).toEqual({ limit: 'five', all: 'yes' });
  });
});
