import { createRule } from '../create';
import { LEDGER_SKILL, ledgerExample } from '../example';

/** Words that say whether, and how, a person logs in ("no login" included). */
export const LOGIN_WORDS =
  /\b(log(?:ged)?[\s-]?in|sign(?:ed)?[\s-]?in|o?auth\w*|credentials?|tokens?|connect\w*|api[\s-]?keys?|passwords?)\b/i;

export const s004LeadLogin = createRule({
  id: 'S004',
  category: 'skill',
  severity: 'warn',
  docs: {
    title: 'The lead says whether login is needed',
    why: 'An agent decides from the lead alone whether it can call the pack now or must first send the person through login or connect.',
    ...ledgerExample('HARNESS.md', {
      incorrect: [
        [
          LEDGER_SKILL.lead,
          'Ledger keeps a local paper ledger: read the balance and recent entries, and pay a saved payee.',
        ],
      ],
      correct: [
        [
          LEDGER_SKILL.lead,
          'Ledger keeps a local paper ledger: read the balance and recent entries, and pay a saved payee. No login needed: the store is local.',
        ],
      ],
    }),
    fix: 'Add one sentence to the lead saying whether a person must log in, e.g. "No login needed." or "Log in first with `connect`."',
  },
  check: ({ skill }) => {
    const lead = skill?.lead;
    if (!lead || LOGIN_WORDS.test(lead.text)) return [];
    return [
      {
        file: 'HARNESS.md',
        pointer: skill.title?.text ?? '',
        line: lead.line,
        message: `The lead (line ${lead.line}) does not say whether login is needed.`,
        fix: `Add one sentence to the lead at line ${lead.line}: "No login needed." or "Log in first with \`connect\`."`,
      },
    ];
  },
});
