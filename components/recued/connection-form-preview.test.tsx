// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Finding } from '@/lib/core/finding';
import { ConnectionFormPreview } from './connection-form-preview';

afterEach(cleanup);

// Read by path from the repository root (vitest's cwd): under happy-dom, URL is the DOM's, not Node's.
const acme = JSON.parse(readFileSync(resolve('packs/acme-tasks/pack.json'), 'utf8')) as {
  connection_hints: { values: Record<string, string> }[];
};

/** acme-tasks' scope hint implies OAuth; these cases start from the API-key form, as a user who picks it would. */
function renderForm(value: unknown = acme, findings: Finding[] = []) {
  render(
    <ConnectionFormPreview
      value={value}
      connections={['acme']}
      findings={findings}
      handle="acme-labs"
      packName="Acme Tasks"
      declaredAuthType="api_key"
    />,
  );
  return screen.getByRole('form', { name: 'Set up the acme connection' });
}

const box = (form: HTMLElement, name: string) => within(form).getByLabelText(name) as HTMLInputElement;

describe('ConnectionFormPreview', () => {
  it('opens on the auth type the description declared, else the one the hints imply, and says why', () => {
    const { unmount } = render(
      <ConnectionFormPreview value={acme} connections={['acme']} findings={[]} handle="a" packName="Acme" />,
    );
    // An OAuth scope hint: client credentials, so the hint reaches the form (before: an API key, and it was dropped).
    expect((screen.getByRole('combobox', { name: 'Auth type' }) as HTMLSelectElement).value).toBe(
      'oauth2_client_credentials',
    );
    expect(screen.getByTestId('auth-type-why').textContent).toMatch(/hints imply/);
    expect(screen.queryByRole('region', { name: 'Hints that do not reach this form' })).toBeNull();
    unmount();
    render(
      <ConnectionFormPreview
        value={acme}
        connections={['acme']}
        findings={[]}
        handle="a"
        packName="Acme"
        declaredAuthType="bearer"
      />,
    );
    expect((screen.getByRole('combobox', { name: 'Auth type' }) as HTMLSelectElement).value).toBe('bearer');
    expect(screen.getByTestId('auth-type-why').textContent).toBe('As the API description declares it.');
  });

  it('draws the form a user meets after install: the setup link, the hinted base URL pre-filled and labelled, the secret left to the user', () => {
    const form = renderForm();
    expect(within(form).getByRole('heading', { level: 3 }).textContent).toBe('Set up acme');
    expect(within(form).getByText('New connection · Acme Tasks')).toBeTruthy();
    expect(
      within(form).getByRole('link', { name: 'https://acme.example/developers/tokens' }).getAttribute('href'),
    ).toBe('https://acme.example/developers/tokens');
    expect((within(form).getByRole('combobox', { name: 'Auth type' }) as HTMLSelectElement).value).toBe('api_key');
    expect(box(form, 'Base URL').value).toBe('https://api.acme.example');
    expect(within(screen.getByTestId('form-field-config.base_url')).getByText('Suggested by @acme-labs')).toBeTruthy();
    const key = box(form, 'API key');
    expect(key.type).toBe('password');
    expect(key.value).toBe('');
    expect(key.placeholder).toBe('You type this; a pack never fills it');
  });

  it('lists the OAuth-only scope hint as not reaching an API-key form, with the reason, and links to the list', () => {
    renderForm();
    expect(screen.getByRole('link', { name: '1 hint does not reach it' }).getAttribute('href')).toBe('#dropped-hints');
    const list = screen.getByRole('region', { name: 'Hints that do not reach this form' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => [r.dataset.key, r.dataset.kind])).toEqual([['auth.scope', 'dropped']]);
    expect(rows[0].textContent).toContain('Dropped by the form');
    expect(rows[0].textContent).toContain('tasks.read tasks.write');
    expect(rows[0].textContent).toMatch(/The OAuth keys only appear after the user picks a matching OAuth auth type/);
  });

  it('with an OAuth auth type chosen, shows the OAuth boxes and the scope arrives in its box', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Auth type' }), 'OAuth 2 — authorization code');
    expect(screen.getByTestId('connection-form-preview').dataset.authType).toBe('oauth2_authorization_code');
    expect(box(form, 'Scope').value).toBe('tasks.read tasks.write');
    expect(box(form, 'Client secret').type).toBe('password');
    expect(within(screen.getByTestId('form-field-auth.scope')).getByText('OAuth')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Hints that do not reach this form' })).toBeNull();
    expect(screen.getByText('Every hint for this connection reaches the form.')).toBeTruthy();
  });

  it('drops the publisher label once the user edits a box, and "Undo my edits" puts the hint back', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    expect(screen.queryByRole('button', { name: 'Undo my edits' })).toBeNull();
    await user.clear(box(form, 'Base URL'));
    await user.keyboard('https://mine.example');
    expect(box(form, 'Base URL').value).toBe('https://mine.example');
    expect(screen.queryByText('Suggested by @acme-labs')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo my edits' }));
    expect(box(form, 'Base URL').value).toBe('https://api.acme.example');
    expect(screen.getByText('Suggested by @acme-labs')).toBeTruthy();
  });

  it('when the vendor pins the base URL (Space on the checkbox), the box is read-only, empty and says who sets it', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    screen.getByRole('checkbox', { name: 'The vendor pins the base URL' }).focus();
    await user.keyboard(' ');
    const base = box(form, 'Base URL');
    expect(base.readOnly).toBe(true);
    expect(base.value).toBe('');
    expect(base.placeholder).toBe('Fixed by the registered vendor');
    expect(within(screen.getByTestId('form-field-config.base_url')).getByText('set by the vendor')).toBeTruthy();
  });

  it('tells a hint that publishing refuses (an error at its pointer) from one the form drops', () => {
    const refusing = structuredClone(acme);
    refusing.connection_hints[0].values['config.base_url'] = 'http://169.254.169.254/';
    const error: Finding = {
      id: 'C-hint-endpoint',
      severity: 'error',
      category: 'manifest',
      file: 'pack.json',
      pointer: '/connection_hints/0/values/config.base_url',
      line: 77,
      column: 28,
      message: 'not https',
      fix: 'Use https.',
      docs: '/rules/C-hint-endpoint',
    };
    renderForm(refusing, [error]);
    const rows = screen.getAllByTestId('dropped-hint');
    expect(rows.map((r) => r.dataset.kind).sort()).toEqual(['dropped', 'refused']);
    expect(rows.find((r) => r.dataset.kind === 'refused')!.textContent).toContain('Refused at publish');
    expect(screen.getByRole('link', { name: '2 hints do not reach it (1 refused at publish)' })).toBeTruthy();
  });

  it('with no connection named anywhere, says there is no form', () => {
    render(
      <ConnectionFormPreview value={{ contents: [] }} connections={[]} findings={[]} handle="x" packName="Empty" />,
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByTestId('connection-form-empty').textContent).toMatch(/asks the user for none/);
  });
});
