// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentFinding } from '@/lib/core/agent-readiness';
import { acceptDrift, type SuppressTarget } from '@/lib/studio/suppress-edits';
import { ReadinessFindings } from './readiness-findings';

afterEach(cleanup);

const drift: AgentFinding = {
  id: 'agent/skill-unknown-flag',
  part: 'skill',
  severity: 'warn',
  file: 'HARNESS.md',
  pointer: '',
  line: 12,
  column: 3,
  message: 'HARNESS.md line 12 passes --since, which no cli[] of list passes.',
  fix: 'Write the command line as list runs it.',
  subject: 'ledger list --since 7d --json · --since',
};

/** The findings list whose Accept… writes through `session`, as the readiness view wires it. */
function renderAccepting(session: SuppressTarget) {
  render(
    <ReadinessFindings
      findings={[drift]}
      accepted={0}
      onReveal={() => {}}
      onAccept={(f, reason) => acceptDrift(session, f, reason)}
    />,
  );
}

describe('Accept… on an agent-readiness finding', () => {
  it('asks for a reason, refuses a blank one, then writes an acceptedDrift entry of packstudio.json', async () => {
    const texts: Record<string, string> = { 'packstudio.json': '{\n  "suppressions": []\n}\n' };
    const session = { texts: () => texts, replaceText: vi.fn((f: string, t: string) => (texts[f] = t)) };
    renderAccepting(session);
    await userEvent.click(screen.getByTestId('accept-drift'));
    const reason = await screen.findByTestId('accept-drift-reason');
    await userEvent.type(reason, '{Enter}');
    expect(screen.getByTestId('accept-drift-help').textContent).toContain('Write why this stays');
    expect(session.replaceText).not.toHaveBeenCalled();

    await userEvent.type(reason, 'The flag is new in 2.4, which the pack requires.{Enter}');
    await waitFor(() => expect(screen.queryByTestId('accept-drift-dialog')).toBeNull());
    expect(JSON.parse(texts['packstudio.json']!)).toEqual({
      suppressions: [],
      acceptedDrift: [
        {
          id: 'agent/skill-unknown-flag',
          subject: 'ledger list --since 7d --json · --since',
          reason: 'The flag is new in 2.4, which the pack requires.',
        },
      ],
    });
  });

  it('keeps the dialog open and says why when packstudio.json does not parse', async () => {
    const session = { texts: () => ({ 'packstudio.json': '{ "suppressions": [' }), replaceText: vi.fn() };
    renderAccepting(session);
    await userEvent.click(screen.getByTestId('accept-drift'));
    await userEvent.type(await screen.findByTestId('accept-drift-reason'), 'Kept.{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'packstudio.json does not parse (line 1): fix it first, then accept it',
    );
    expect(session.replaceText).not.toHaveBeenCalled();
  });

  it('shows no Accept… button without a way to write', () => {
    render(<ReadinessFindings findings={[drift]} accepted={0} onReveal={() => {}} />);
    expect(screen.queryByTestId('accept-drift')).toBeNull();
  });
});
