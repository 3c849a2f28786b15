import { z } from 'zod';
import { charCount } from '../../skill-lines';
import { createRule } from '../create';
import { LEDGER_SKILL, ledgerExample } from '../example';

export const s003LeadLength = createRule({
  id: 'S003',
  category: 'skill',
  severity: 'warn',
  /** Hosts load about this many characters of a Skill. */
  options: z.object({ maxChars: z.number().int().min(1).default(480) }),
  messages: {
    tooLong: 'The lead is {{n}} characters; hosts load about {{maxChars}}, so {{cut}} are cut.',
    shorten:
      'Shorten the paragraph at line {{line}} to at most {{maxChars}} characters (cut {{cut}}), moving details into a section below.',
  },
  docs: {
    title: 'The lead fits the ~480 characters hosts load',
    why: 'Hosts show and load about the first 480 characters of a Skill; what comes after is cut before an agent decides to use the pack.',
    ...ledgerExample('HARNESS.md', {
      incorrect: [
        [
          LEDGER_SKILL.lead,
          `${LEDGER_SKILL.lead} Entries carry an amount, a payee id, a memo and a date; the list shows the newest first, and status reports the balance in the account currency together with the health of each provider link.`,
        ],
      ],
      correct: {},
    }),
    fix: 'Cut the lead to at most 480 characters (what the pack does and whether login is needed), and move history, flags and caveats into sections below it.',
  },
  check: ({ skill }, { options: { maxChars }, message }) => {
    const lead = skill?.lead;
    if (!lead) return [];
    const n = charCount(lead.text);
    if (n <= maxChars) return [];
    const cut = n - maxChars;
    return [
      {
        file: 'HARNESS.md',
        pointer: skill.title?.text ?? '',
        line: lead.line,
        message: message('tooLong', { n, cut }),
        fix: message('shorten', { line: lead.line, cut }),
      },
    ];
  },
});
