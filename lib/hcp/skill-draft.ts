/**
 * A drafted HARNESS.md, laid out as DECISIONS.md says: title, lead, hot-path table, one example, Setup and the
 * anti-patterns. `packstudio init`'s template and `wrap`'s draft both write it through here, so they cannot drift.
 */
export interface SkillDraft {
  name: string;
  lead: string;
  /** Table rows, from hotPathRow. */
  rows: string[];
  /** One command line for the bash example; none when no command makes a fair one. */
  example?: string;
  setup: string;
  /** Each a sentence, written as one bullet. */
  antiPatterns: string[];
}

/** One hot-path row: `` | `transfer` | Send money | write, confirmed | ``. */
export function hotPathRow(key: string, use: string, risk: string, confirmed: boolean): string {
  return `| \`${key}\` | ${use} | ${risk}${confirmed ? ', confirmed' : ''} |`;
}

export function skillMarkdown({ name, lead, rows, example, setup, antiPatterns }: SkillDraft): string {
  return [
    `# HCP — ${name}`,
    '',
    lead,
    '',
    '## Hot path',
    '',
    '| Command | Use it for | Risk |',
    '|---------|------------|------|',
    ...rows,
    '',
    ...(example === undefined ? [] : ['```bash', example, '```', '']),
    '## Setup',
    '',
    setup,
    '',
    '## Anti-patterns',
    '',
    ...antiPatterns.map((a) => `- ${a}`),
    '',
  ].join('\n');
}
