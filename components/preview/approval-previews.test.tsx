// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ApprovalPreviews } from './approval-previews';

afterEach(cleanup);

// Read from the repository root: under a DOM environment import.meta.url is no file URL.
const ledger = Object.fromEntries(
  ['surface.json', 'policy.json'].map((f) => [f, readFileSync(resolve('packs/ledger', f), 'utf8')]),
);

describe('ApprovalPreviews', () => {
  it('previews a command that declares a title but no preview (ledger connect) as the step line a person sees', () => {
    render(<ApprovalPreviews surfaceText={ledger['surface.json']!} policyText={ledger['policy.json']!} />);
    const connect = screen.getByTestId('preview-panel-connect');
    const step = within(connect).getByTestId('step-line-connect');
    expect(step.textContent).toContain('Linking');
    // The approval card stays for the command that declares a preview.
    expect(within(screen.getByTestId('preview-panel-transfer')).queryByTestId('step-line-transfer')).toBeNull();
  });

  it('fills the step line from the try-form as the author types', async () => {
    render(<ApprovalPreviews surfaceText={ledger['surface.json']!} policyText={ledger['policy.json']!} />);
    const connect = screen.getByTestId('preview-panel-connect');
    const input = within(connect).getAllByRole('textbox')[0];
    await userEvent.clear(input);
    await userEvent.type(input, 'zzbank');
    expect(within(connect).getByTestId('step-line-connect').textContent).toContain('zzbank');
  });
});
