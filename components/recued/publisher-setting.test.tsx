// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublisherSetting } from './publisher-setting';

afterEach(cleanup);

describe('PublisherSetting', () => {
  it('says the box is the publisher handle this check assumes, not a signed-in account', () => {
    const onChange = vi.fn();
    render(<PublisherSetting value="local" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Publisher handle this check assumes' });
    expect(document.body.textContent).not.toMatch(/signed in as/i);
    expect(document.body.textContent).toContain('Check as publisher');
    fireEvent.change(box, { target: { value: 'acme' } });
    expect(onChange).toHaveBeenCalledWith('acme');
  });
});
