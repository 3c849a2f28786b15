import { describe, expect, it } from 'vitest';
import { parseUpload } from './upload-body';
import { decisionReason, typedReviewerName } from './decision-text';
import { packReport } from '../builds-store/test-reports';

/** Text an adversary could put in the audit log or a build: refused where it enters, whichever way it comes. */
const HOSTILE = [
  ['a terminal escape (clear screen)', 'looks fine \u001b[2J\u001b[H'],
  ['an OSC 8 hyperlink', '\u001b]8;;https://evil.example\u0007safe\u001b]8;;\u0007'],
  ['a right-to-left override', 'approved \u202edenifer'],
  ['a bidi isolate', 'ok \u2066x\u2069'],
  ['a C1 control', 'ok \u009b31m'],
  ['a line separator', 'ok\u2028::error::x'],
] as const;

describe('text a reviewer writes into the audit log', () => {
  it.each(HOSTILE)('refuses a reason with %s', (_name, text) => {
    expect(decisionReason.safeParse(text).success).toBe(false);
    expect(typedReviewerName.safeParse(`Ada ${text}`).success).toBe(false);
  });

  it('keeps a reason with markup, line breaks and tabs (escaped where it is shown), and a plain name', () => {
    const reason = '<img src=x onerror=alert(1)> [click](javascript:alert(1))\n\tsecond line';
    expect(decisionReason.parse(reason)).toBe(reason.trim());
    expect(typedReviewerName.parse(' Ada Lovelace ')).toBe('Ada Lovelace');
    expect(typedReviewerName.safeParse('Ada\nEve').success).toBe(false);
  });

  it.each(HOSTILE)('refuses a pack id or a branch with %s at upload', (_name, text) => {
    const report = { ...packReport('ledger', []), pack_id: `ledger${text}` };
    expect(parseUpload({ commit: 'a'.repeat(40), branch: 'main', packs: [{ report }] })).toMatchObject({ ok: false });
    const branch = { commit: 'a'.repeat(40), branch: `main${text}`, packs: [{ report: packReport('ledger', []) }] };
    expect(parseUpload(branch)).toMatchObject({ ok: false, error: expect.stringMatching(/^branch:/) });
  });
});
