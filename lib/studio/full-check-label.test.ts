import { describe, expect, it } from 'vitest';
import { fullCheckLabel } from './full-check-label';

describe('fullCheckLabel', () => {
  const at = new Date(2026, 11, 1, 9, 51, 30);
  it('names the layers that ran and when, so the full score reads apart from the live one', () => {
    expect(fullCheckLabel({ ran: ['static', 'probe'], full: false }, at)).toBe(
      'Check of the saved files: static and probe, at 09:51',
    );
    expect(fullCheckLabel({ ran: ['static'], full: false }, at)).toBe('Check of the saved files: static, at 09:51');
    expect(fullCheckLabel({ ran: ['structure', 'static', 'probe', 'eval'], full: true }, at)).toBe(
      'Full check of the saved files: static, probe and eval, at 09:51',
    );
  });

  it('calls a check that asked for probe and eval full, even when eval could not run', () => {
    expect(fullCheckLabel({ ran: ['static', 'probe'], full: true }, at)).toBe(
      'Full check of the saved files: static and probe, at 09:51',
    );
  });
});
