// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { folderWords, ProjectFolderSetting } from './project-folder-setting';

afterEach(cleanup);

describe('the project folder setting', () => {
  it('says runs use a scratch folder until one is chosen', () => {
    render(<ProjectFolderSetting folder={{ dir: null }} readError={null} pending={false} onSet={vi.fn()} />);
    expect(screen.getByTestId('project-folder-dir').textContent).toBe('scratch folder per run');
    expect(screen.getByRole('button', { name: 'Choose…' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    expect(folderWords({ dir: null })).toBe('a fresh scratch folder');
  });

  it('sets a typed path, and shows the server refusal under the field until the path changes', async () => {
    const onSet = vi
      .fn<(dir: string | null) => Promise<string | null>>()
      .mockResolvedValueOnce('dir must be an absolute path, like /home/me/project')
      .mockResolvedValueOnce(null);
    render(<ProjectFolderSetting folder={{ dir: null }} readError={null} pending={false} onSet={onSet} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose…' }));
    const input = screen.getByRole('textbox', { name: 'Project folder: an absolute path' });
    fireEvent.change(input, { target: { value: 'infra' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set folder' }));
    await waitFor(() =>
      expect(screen.getByTestId('project-folder-error').textContent).toBe(
        'dir must be an absolute path, like /home/me/project',
      ),
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: '/srv/infra' } });
    expect(screen.queryByTestId('project-folder-error')).toBeNull();
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(onSet.mock.calls).toEqual([['infra'], ['/srv/infra']]);
  });

  it('refuses an empty path without asking the server', () => {
    const onSet = vi.fn();
    render(<ProjectFolderSetting folder={{ dir: null }} readError={null} pending={false} onSet={onSet} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Set folder' }));
    expect(onSet).not.toHaveBeenCalled();
    expect(screen.getByTestId('project-folder-error').textContent).toMatch(/absolute path/);
  });

  it('shows the folder chosen, clears it, and says when it can no longer be used', () => {
    const onSet = vi.fn().mockResolvedValue(null);
    render(
      <ProjectFolderSetting
        folder={{ dir: '/srv/infra', problem: '/srv/infra does not exist' }}
        readError={null}
        pending={false}
        onSet={onSet}
      />,
    );
    expect(screen.getByTestId('project-folder-dir').textContent).toBe('/srv/infra');
    expect(screen.getByTestId('project-folder-problem').textContent).toBe(
      '/srv/infra does not exist: runs use a scratch folder until it is fixed or changed.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onSet).toHaveBeenCalledWith(null);
    expect(folderWords({ dir: '/srv/infra', problem: 'gone' })).toBe('a fresh scratch folder');
    expect(folderWords({ dir: '/srv/infra' })).toBe('the project folder /srv/infra');
  });
});
