// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProbeRecord } from '@/lib/hcp/records';
import { ProbeTable } from './tables';

afterEach(cleanup);

const probes: ProbeRecord[] = [
  {
    argv: ['ledger', '--help'],
    exit_code: 0,
    ms: 12,
    tokens: 40,
    json: false,
    timed_out: false,
    purpose: 'help',
    stdout_head: 'usage: ledger list\napi_key=••••',
  },
  {
    argv: ['ledger', 'nope'],
    exit_code: 2,
    ms: 7,
    tokens: 5,
    json: false,
    timed_out: false,
    purpose: 'unknown',
    stderr_head: 'unknown command "nope"',
  },
];

describe('ProbeTable', () => {
  it('opens a row to show its argv, exit code, time and the heads of stdout and stderr', () => {
    render(<ProbeTable probes={probes} />);
    expect(screen.queryByTestId('probe-output')).toBeNull();
    const [first, second] = screen.getAllByTestId('probe-row-toggle');
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    const out = screen.getByTestId('probe-output');
    expect(out.textContent).toContain('["ledger","nope"]');
    expect(out.textContent).toContain('exit 2 · 7 ms');
    expect(out.textContent).toContain('unknown command "nope"');
    expect(within(out).getByText('(nothing printed)')).toBeTruthy();
    fireEvent.click(first);
    expect(screen.getAllByTestId('probe-output')[0].textContent).toContain('api_key=••••');
    fireEvent.click(second);
    expect(screen.getAllByTestId('probe-output')).toHaveLength(1);
  });

  it('shows a probe left out as not run, with no time or output, and opens to say why', () => {
    const reason = '"purge" is "write" in policy.json: probes never start a write\'s subcommand, not even with --help';
    render(
      <ProbeTable
        probes={[
          ...probes,
          {
            argv: ['ledger', 'purge', '--help'],
            exit_code: null,
            ms: 0,
            tokens: 0,
            json: false,
            timed_out: false,
            purpose: 'subcommand-help',
            skipped: reason,
          },
        ]}
      />,
    );
    const row = screen.getAllByRole('row').at(-1)!;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '▸ledger purge --help',
      'subcommand-help',
      'not run',
      '—',
      '—',
      '—',
    ]);
    fireEvent.click(within(row).getByTestId('probe-row-toggle'));
    expect(screen.getByTestId('probe-skipped').textContent).toBe(`Not run: ${reason}.`);
  });
});
