// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckWorker } from './check-worker';

afterEach(cleanup);

describe('where a check runs, with REDIS_URL', () => {
  it('says why a check has not started: no worker is connected', () => {
    render(<CheckWorker waiting="no packstudio worker is connected to packstudio:checks" worker="old" />);
    expect(screen.getByTestId('check-worker').textContent).toBe(
      'Waiting for a worker: no packstudio worker is connected to packstudio:checks',
    );
  });

  it('names the worker that has the check, and says nothing without one', () => {
    const { container } = render(<CheckWorker />);
    expect(container.textContent).toBe('');
    render(<CheckWorker worker="ci-7" />);
    expect(screen.getByTestId('check-worker').textContent).toBe(
      "Checked on worker ci-7; the folders below are that machine's.",
    );
  });
});
