import { z } from 'zod';

/**
 * What a reviewer writes into the audit log (a reason, a typed name), as every way in takes it: the API, the build
 * page's action. The log is read on the build page, in the PR comment and in a terminal (`packstudio server audit`),
 * so text that prints nothing or reorders what prints is refused here, once: C0 controls (a reason's line breaks and
 * tabs aside), DEL and C1 (terminal escapes), and the bidirectional overrides and isolates, which could turn
 * "(name typed, not signed in)" around.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it is for
const HIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- as above, and a name is one line
const HIDDEN_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** Whether one line of text holds a character that prints nothing or reorders what prints (a pack id, a branch). */
export const hiddenInLine = (text: string) => HIDDEN_IN_LINE.test(text);

export const MAX_REASON = 2000;
export const MAX_REVIEWER_NAME = 80;

export const decisionReason = z
  .string()
  .trim()
  .min(3, 'a reason is needed')
  .max(MAX_REASON)
  .refine((t) => !HIDDEN.test(t), 'a reason holds no control, escape or text-direction characters');

export const typedReviewerName = z
  .string()
  .trim()
  .max(MAX_REVIEWER_NAME)
  .refine((t) => !hiddenInLine(t), 'a name is one line without control or text-direction characters');
