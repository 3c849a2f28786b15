// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlannedWrites, RunFolder } from './run-folder';

afterEach(cleanup);

describe('where a run starts the CLI, and the writes it will run', () => {
  it('names the folder the run used', () => {
    render(<RunFolder workdir={{ kind: 'project', dir: '/srv/infra', source: 'setting' }} />);
    expect(screen.getByTestId('run-workdir').textContent).toBe(
      "The CLI ran in the project folder /srv/infra (the pack's project folder setting).",
    );
  });

  it('lists each eval case that will run a write, and says nothing when none will', () => {
    const { container } = render(<PlannedWrites writes={[]} where="a fresh scratch folder" />);
    expect(container.textContent).toBe('');
    render(
      <PlannedWrites
        writes={[
          { index: 2, name: 'apply the plan', verb: 'apply', confirmed: true },
          { index: 4, name: 'init', verb: 'init', confirmed: false },
        ]}
        where="the project folder /srv/infra"
      />,
    );
    expect(screen.getByTestId('planned-writes').querySelector('p')!.textContent).toBe(
      'With eval, 2 cases run a write in the project folder /srv/infra:',
    );
    expect(screen.getAllByTestId('planned-write').map((li) => li.textContent)).toEqual([
      'case 3 “apply the plan” runs apply (confirm: true in its args)',
      'case 5 “init” runs init',
    ]);
  });
});
