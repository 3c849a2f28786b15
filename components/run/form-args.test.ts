import { describe, expect, it } from 'vitest';
import { canBeSecret, formArgs, maskFields } from './form-args';

describe('formArgs', () => {
  it('drops empty inputs and types numbers and booleans by the schema', () => {
    const inputs = [
      { name: 'amount', required: true, type: 'string' },
      { name: 'limit', required: false, type: 'integer' },
      { name: 'all', required: false, type: 'boolean' },
      { name: 'memo', required: false },
    ];
    expect(formArgs(inputs, { amount: '2.80', limit: '5', all: 'true', memo: '' })).toEqual({
      amount: '2.80',
      limit: 5,
      all: true,
    });
    expect(formArgs(inputs, { limit: 'five', all: 'yes' })).toEqual({ limit: 'five', all: 'yes' });
  });

  it('masks the fields marked secret, and only a value that was given', () => {
    expect(maskFields({ token: 'hunter22', user: 'ada', empty: '' }, ['token', 'empty'])).toEqual({
      token: '••••',
      user: 'ada',
      empty: '',
    });
    expect(maskFields({ token: 'hunter22', limit: 5 }, [])).toEqual({ token: 'hunter22', limit: 5 });
    expect([{ type: 'string' }, {}, { type: 'integer' }, { type: 'boolean' }].map(canBeSecret)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
