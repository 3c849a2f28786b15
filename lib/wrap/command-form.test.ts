import { describe, expect, it } from 'vitest';
import { commandFromForm, type CommandForm } from './command-form';

const policyOf = (form: Partial<CommandForm>) => {
  const made = commandFromForm('tool', { key: 'x', words: '', description: '', risk: 'auto', ...form });
  if (!made.ok) throw new Error(made.reason);
  return made.entry.policy;
};

describe('the Add a command form: risk from what the words say', () => {
  it('a read stays a read, whatever flag that says nothing it passes', () => {
    expect(policyOf({ key: 'list', words: 'list --json' })).toEqual({ risk: 'read' });
  });

  it('a write with no description asks first; a plain local edit stays plain', () => {
    expect(policyOf({ key: 'put', words: 'put {{file}}' })).toEqual({ risk: 'write', confirm: true });
    expect(policyOf({ key: 'add', words: 'add {{path}}', description: 'Add file contents to the index' })).toEqual({
      risk: 'write',
    });
  });

  it("a flag that names a gated change gates the command; a person's choice is kept", () => {
    expect(policyOf({ key: 'keys', words: '--delete-keys {{fingerprint}}' })).toEqual({
      risk: 'write',
      confirm: true,
    });
    expect(policyOf({ key: 'put', words: 'put {{file}}', risk: 'write' })).toEqual({ risk: 'write' });
  });
});
