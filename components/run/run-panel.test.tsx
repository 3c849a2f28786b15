// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPackFromTexts } from '@/lib/hcp/load';
import { RunPanel, type RunActions, type RunPanelProps } from './run-panel';
import type { RunRecord } from './run-session';

afterEach(cleanup);

const { model } = loadPackFromTexts({
  'surface.json': JSON.stringify({
    id: 'demo',
    verbs: {
      'notes.find': {
        description: 'Find notes by their words.',
        args: { properties: { query: { type: 'string', examples: ['ann'] } } },
      },
    },
  }),
  'policy.json': JSON.stringify({ surface_id: 'demo', verbs: { 'notes.find': { risk: 'read' } } }),
});

const done: RunRecord = {
  id: 1,
  verb: 'notes.find',
  values: { query: 'ann' },
  args: { query: 'ann' },
  secret: [],
  confirmed: false,
  jobId: 'job-1',
  status: 'done',
  view: {
    ok: true,
    result: 'two notes',
    json: false,
    exitCode: 0,
    ms: 12,
    tokens: 3,
    argv: ['notes', 'find', 'ann'],
    stdout: 'two notes',
    stderr: '',
    truncated: false,
  },
};
const queued: RunRecord = { ...done, id: 2, status: 'running', view: undefined };

function show(change: Partial<RunPanelProps> = {}) {
  const actions = Object.fromEntries(
    ['choose', 'setValue', 'resetValues', 'toggleSecret', 'run', 'answer', 'stopRun', 'reopen', 'rerun'].map((n) => [
      n,
      vi.fn(),
    ]),
  ) as unknown as { [K in keyof RunActions]: ReturnType<typeof vi.fn> };
  render(
    <RunPanel
      packId="demo"
      model={model}
      command={model.commands[0]}
      values={{ query: 'ann' }}
      marked={[]}
      asksFirst={false}
      state={{ asking: false, declined: false, runs: [done], shown: 1 }}
      running={undefined}
      shownRun={done}
      dirtyCount={0}
      actions={actions as unknown as RunActions}
      {...change}
    />,
  );
  return actions;
}

describe('RunPanel renders what it is given and hands every press to the session', () => {
  it('the command is a labelled choice described by its description; the shown run has its exit code and argv', () => {
    show();
    const choice = screen.getByRole('combobox', { name: 'Command' });
    expect(choice.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(choice.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Find notes by their words.',
    );
    expect(screen.getByTestId('run-exit').textContent).toBe('exit 0');
    expect(screen.getByTestId('run-argv').textContent).toBe('notes find ann');
  });

  it('Run, typing, and Re-run go to the actions', async () => {
    const actions = show();
    await userEvent.click(screen.getByTestId('run-start'));
    expect(actions.run).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByRole('textbox', { name: /query/ }), 'x');
    expect(actions.setValue).toHaveBeenCalledWith('query', 'annx');
    await userEvent.click(within(screen.getByTestId('run-history')).getByRole('button', { name: 'Re-run' }));
    expect(actions.rerun).toHaveBeenCalledWith(1);
  });

  it('while a run is in flight: Run is disabled, Stop stops it, and its status shows', async () => {
    const actions = show({
      state: { asking: false, declined: false, runs: [queued, done], shown: 2 },
      running: queued,
      shownRun: queued,
    });
    expect((screen.getByTestId('run-start') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('run-status').getAttribute('data-status')).toBe('running');
    await userEvent.click(screen.getByTestId('run-stop'));
    expect(actions.stopRun).toHaveBeenCalledTimes(1);
  });
});
