import { charCount } from '../../skill-lines';
import { defineRule } from '../define';

export const MAX_LEAD_CHARS = 480;

export const s003LeadLength = defineRule(
  {
    id: 'S003',
    category: 'skill',
    severity: 'warn',
    title: 'The lead fits the ~480 characters hosts load',
    why: 'Hosts show and load about the first 480 characters of a Skill; what comes after is cut before an agent decides to use the pack.',
    incorrect: 'A lead of three paragraphs-worth of history, flags and caveats …',
    correct: 'Ledger keeps a local paper ledger: read the balance and pay a saved payee. No login needed.',
    fix: 'Cut the lead to at most 480 characters (what the pack does and whether login is needed), and move history, flags and caveats into sections below it.',
  },
  ({ skill }) => {
    const lead = skill?.lead;
    if (!lead) return [];
    const n = charCount(lead.text);
    if (n <= MAX_LEAD_CHARS) return [];
    return [{
      file: 'HARNESS.md',
      pointer: skill.title?.text ?? '',
      line: lead.line,
      message: `The lead is ${n} characters; hosts load about ${MAX_LEAD_CHARS}, so ${n - MAX_LEAD_CHARS} are cut.`,
      fix: `Shorten the paragraph at line ${lead.line} to at most ${MAX_LEAD_CHARS} characters (cut ${n - MAX_LEAD_CHARS}), moving details into a section below.`,
    }];
  },
);
