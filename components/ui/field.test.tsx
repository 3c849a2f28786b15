// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox, Field, FileInput, Input, Select, Textarea } from './field';

afterEach(cleanup);

const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('Field', () => {
  it('labels its control: clicking the label focuses it, and the label is its name', async () => {
    render(
      <Field label="CLI" note="optional: the CLI's name">
        <Input />
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: "CLI (optional: the CLI's name)" });
    await userEvent.click(screen.getByText('CLI'));
    expect(document.activeElement).toBe(box);
  });

  it('names the hint and the error in aria-describedby, and is aria-invalid only with an error', () => {
    const { rerender } = render(
      <Field label="Pack id" hint="lower case, digits and dashes">
        <Input />
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: 'Pack id' });
    expect(describedBy(box)).toEqual(['lower case, digits and dashes']);
    expect(box.getAttribute('aria-invalid')).toBeNull();

    rerender(
      <Field label="Pack id" hint="lower case, digits and dashes" error="ledger is taken">
        <Input />
      </Field>,
    );
    expect(describedBy(box)).toEqual(['lower case, digits and dashes', 'ledger is taken']);
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it("keeps the control's own id, description and validity beside the field's", () => {
    render(
      <>
        <p id="extra">also this</p>
        <Field label="Reason" error="say why" id="reason">
          <Textarea aria-describedby="extra" aria-invalid={false} />
        </Field>
      </>,
    );
    const box = screen.getByRole('textbox', { name: 'Reason' });
    expect(box.id).toBe('reason');
    expect(describedBy(box)).toEqual(['say why', 'also this']);
    expect(box.getAttribute('aria-invalid')).toBe('false');
  });

  it('wires a Select the same way, and controls outside a field get no wiring', () => {
    render(
      <>
        <Field label="Risk" hint="from what it says">
          <Select defaultValue="read">
            <option value="read">read</option>
            <option value="write">write</option>
          </Select>
        </Field>
        <Input aria-label="Search packs" />
      </>,
    );
    expect(describedBy(screen.getByRole('combobox', { name: 'Risk' }))).toEqual(['from what it says']);
    const search = screen.getByRole('textbox', { name: 'Search packs' });
    expect(search.hasAttribute('aria-describedby')).toBe(false);
    expect(search.hasAttribute('id')).toBe(false);
  });

  it("an action beside the label stays out of the field's wiring", () => {
    render(
      <Field label="token" action={<Checkbox aria-label="Secret value: token" />}>
        <Input />
      </Field>,
    );
    const toggle = screen.getByRole('checkbox', { name: 'Secret value: token' });
    expect(toggle.id).toBe('');
    expect(screen.getByRole('textbox', { name: 'token' })).toBeTruthy();
  });
});

describe('the controls', () => {
  it("join the look with the caller's classes, the caller's winning a conflict (cn)", () => {
    render(<Input aria-label="id" className="h-9 font-sans" />);
    const classes = screen.getByRole('textbox', { name: 'id' }).className.split(' ');
    expect(classes).toContain('h-9');
    expect(classes).not.toContain('h-8');
    expect(classes).toContain('font-sans');
    expect(classes).not.toContain('font-mono');
    expect(classes).toContain('rounded-md');
  });

  it('hand their element to a ref; the file picker is a file input kept out of sight', () => {
    const ref = createRef<HTMLInputElement>();
    render(<FileInput ref={ref} aria-label="files" />);
    expect(ref.current?.type).toBe('file');
    expect(ref.current?.className).toContain('sr-only');
  });
});
