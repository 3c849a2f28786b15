// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TryForm } from './try-form';

afterEach(cleanup);

const INPUTS = [
  { name: 'token', required: true, type: 'string' },
  { name: 'limit', required: false, type: 'integer' },
];

/** The form as the Run tab holds it: values and the marked fields in state. */
function RunForm({ onValues }: { onValues(values: Record<string, string>): void }) {
  const [values, setValues] = useState<Record<string, string>>({ token: '', limit: '5' });
  const [marked, setMarked] = useState<string[]>([]);
  return (
    <TryForm
      inputs={INPUTS}
      values={values}
      onChange={(name, value) => {
        const next = { ...values, [name]: value };
        setValues(next);
        onValues(next);
      }}
      onReset={() => {}}
      secret={{ marked, onToggle: (name, on) => setMarked((m) => (on ? [...m, name] : m.filter((n) => n !== name))) }}
    />
  );
}

describe('TryForm secret fields', () => {
  it('offers the toggle on text fields only, as a checkbox', () => {
    render(<RunForm onValues={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'Secret value: token' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Secret value: limit' })).toBeNull();
  });

  it('types a marked value masked, keeps it in the form, and never writes it into the markup', async () => {
    const onValues = vi.fn();
    const { container } = render(<RunForm onValues={onValues} />);
    const secret = 'hunter2-in-the-form';
    // Typed before it is marked, then marked: the markup loses it as the field becomes a password field.
    await userEvent.type(container.querySelector<HTMLInputElement>('input[data-arg="token"]')!, secret);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Secret value: token' }));
    const field = container.querySelector<HTMLInputElement>('input[data-arg="token"]')!;
    expect(field.type).toBe('password');
    expect(field.value).toBe(secret);
    expect(container.innerHTML).not.toContain(secret);
    // Typing on in the password field reaches the form's values, still out of the markup.
    await userEvent.type(field, '!');
    expect(onValues).toHaveBeenLastCalledWith({ token: `${secret}!`, limit: '5' });
    expect(container.innerHTML).not.toContain(secret);
    // Unmarked, it is an ordinary field again with the same value.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Secret value: token' }));
    expect(container.querySelector<HTMLInputElement>('input[data-arg="token"]')!.type).toBe('text');
    expect(container.querySelector<HTMLInputElement>('input[data-arg="token"]')!.value).toBe(`${secret}!`);
  });

  it('warns that a marked value under 4 characters is not masked inside the log', async () => {
    const { container } = render(<RunForm onValues={() => {}} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Secret value: token' }));
    await userEvent.type(container.querySelector<HTMLInputElement>('input[data-arg="token"]')!, 'abc');
    expect(screen.getByText(/Shorter than 4 characters/)).toBeTruthy();
  });
});

describe('TryForm without arguments', () => {
  it('says the command takes none and offers no reset', () => {
    render(<TryForm inputs={[]} values={{}} onChange={() => {}} onReset={() => {}} />);
    expect(screen.getByText('This command takes no arguments.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset to examples' })).toBeNull();
  });

  it('offers the reset as soon as there is an argument', () => {
    render(<TryForm inputs={INPUTS} values={{ token: '', limit: '5' }} onChange={() => {}} onReset={() => {}} />);
    expect(screen.getByRole('button', { name: 'Reset to examples' })).toBeTruthy();
  });
});
