// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyQuickFixes } from '@/lib/core/apply-edits';
import { HCP_FILES } from '@/lib/formats/hcp/files';
import { hcpRename } from '@/lib/hcp/rename';
import { RenameDialog } from './rename-dialog';

afterEach(cleanup);

// Read by path: the rules' packTexts resolves from import.meta.url, which is not a file URL under happy-dom.
const ledger = Object.fromEntries(HCP_FILES.map((f) => [f, readFileSync(resolve('packs/ledger', f), 'utf8')]));
const texts = {
  ...ledger,
  'surface.json': ledger['surface.json'].replace('"list": {', '"List": {'),
  'policy.json': ledger['policy.json'].replace('"list":', '"List":'),
};

describe('RenameDialog', () => {
  it('starts from the suggested name, refuses a clash as you type, and hands over the edits of the rename', async () => {
    const onRename = vi.fn();
    const onClose = vi.fn();
    render(
      <RenameDialog
        offer={{ from: 'List', prefill: 'list' }}
        support={hcpRename}
        texts={() => texts}
        onRename={onRename}
        onClose={onClose}
      />,
    );
    const input = screen.getByTestId<HTMLInputElement>('rename-input');
    expect(input.value).toBe('list');
    expect(screen.getByTestId('rename-status').textContent).toMatch(/in 2 files \(surface\.json, policy\.json\)/);

    await userEvent.clear(input);
    await userEvent.type(input, 'status');
    expect(screen.getByTestId('rename-status').textContent).toContain('"status" is already a command');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId<HTMLButtonElement>('rename-apply').disabled).toBe(true);

    await userEvent.clear(input);
    await userEvent.type(input, 'entries{Enter}');
    expect(onRename).toHaveBeenCalledTimes(1);
    const [edits, label] = onRename.mock.calls[0];
    expect(label).toBe('Rename "List" to "entries"');
    const after = applyQuickFixes(texts, [{ kind: 'suggestion', title: label, edits }]);
    expect(Object.keys(JSON.parse(after['surface.json']!).verbs)).toContain('entries');
    expect(Object.keys(JSON.parse(after['policy.json']!).verbs)).toContain('entries');
    expect(onClose).toHaveBeenCalled();
  });

  it('does not rename to the name it has', async () => {
    const onRename = vi.fn();
    render(
      <RenameDialog
        offer={{ from: 'status', prefill: 'status' }}
        support={hcpRename}
        texts={() => texts}
        onRename={onRename}
        onClose={() => {}}
      />,
    );
    expect(screen.getByTestId('rename-status').textContent).toContain('That is its name now');
    await userEvent.type(screen.getByTestId('rename-input'), '{Enter}');
    expect(onRename).not.toHaveBeenCalled();
  });
});
