// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportResult } from '@/lib/recued/import/import';
import { ImportResultPanel } from './import-result';
import type { ImportState } from './import-session';

afterEach(cleanup);

const READ: ImportResult = {
  ok: true,
  spec: 'OpenAPI 3.1.0',
  slug: 'acme-tasks',
  name: 'Acme Tasks',
  text: '{}\n',
  operations: [
    {
      op: 'task.list',
      from: 'GET /v1/tasks',
      method: 'GET',
      path_template: '/v1/tasks',
      risk: 'read',
      approval: 'never',
    },
  ],
  leftOut: [],
  decisions: [],
  authType: null,
};

type Shown = Pick<ImportState, 'outcome' | 'packId' | 'busy' | 'saveError'>;

function show(state: Partial<Shown> = {}, idProblem?: string, canSave = true) {
  const actions = { setPackId: vi.fn(), save: vi.fn(async () => undefined) };
  render(
    <ImportResultPanel
      state={{ outcome: READ, packId: READ.slug, busy: null, saveError: null, ...state }}
      idProblem={idProblem}
      canSave={canSave}
      actions={actions}
    />,
  );
  return actions;
}

describe('ImportResultPanel renders what the import made and hands every press to the session', () => {
  it('before a read says where the result will show; a failed read shows its reason as an alert', () => {
    show({ outcome: null });
    expect(screen.getByTestId('import-result').textContent).toBe(
      'What the import makes of it shows here before anything is written.',
    );
    cleanup();
    show({ outcome: { ok: false, error: 'pasted.yaml: not an API description' } });
    expect(screen.getByRole('alert').textContent).toContain('pasted.yaml: not an API description');
    expect(screen.queryByTestId('import-create')).toBeNull();
  });

  it('a read shows its operations; typing the id and Create go to the actions', async () => {
    const actions = show();
    expect(screen.getByTestId('import-operations').querySelectorAll('tbody tr')).toHaveLength(READ.operations.length);
    await userEvent.type(screen.getByRole('textbox', { name: 'Pack id' }), 'X');
    expect(actions.setPackId).toHaveBeenCalledWith(`${READ.slug}X`);
    await userEvent.click(screen.getByTestId('import-create'));
    expect(actions.save).toHaveBeenCalledTimes(1);
  });

  it("an id problem and the server's refusal show, and Create waits while it cannot save", () => {
    show({ saveError: 'the disk is full', busy: 'saving' }, '"acme-tasks" already exists.', false);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      '"acme-tasks" already exists.',
      'the disk is full',
    ]);
    const create = screen.getByTestId('import-create') as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    expect(create.textContent).toBe('Writing…');
  });
});
