import type { PollAnswer } from './check-session';

export type CheckAnswer = Extract<PollAnswer, { ok: true }>;

/** A poll's answer about a check at a status, with nothing run yet: a test adds what it reads. */
export const pollAnswer = (status: CheckAnswer['status'], more: Partial<CheckAnswer> = {}): CheckAnswer => ({
  ok: true,
  status,
  ahead: null,
  running: 1,
  progress: { sections: {}, phase: 'static' },
  items: {},
  writes: [],
  ...more,
});
