import { asSentence } from './parse-help';
import { TODO, type DraftCommand } from './command-args';
import type { Candidate } from './select';
import { hotPathRow, skillMarkdown } from '../hcp/skill-draft';

export interface SkillInput {
  name: string;
  bin: string;
  description?: string;
  commands: DraftCommand[];
  anyJson: boolean;
}

/**
 * HARNESS.md as DECISIONS.md lays it out: `# HCP — <Name>`, a lead (what the help says, plus the template's TODO
 * for what only the author knows: what it is for an agent and whether a login is needed), the hot-path table
 * naming every command, one example, Setup (the template's Binding is `user`) and 3 to 6 anti-patterns.
 */
export function draftSkill({ name, bin, description, commands, anyJson }: SkillInput): string {
  const rows = commands.map(({ candidate }) =>
    hotPathRow(candidate.key, useCell(candidate), candidate.risk.risk, Boolean(candidate.risk.confirm)),
  );
  const example = commands.find(
    (c) => c.candidate.risk.risk === 'read' && c.jsonFlag && c.args.every((a) => !a.required),
  );
  const lead = [
    description ? asSentence(description) : null,
    `${TODO}: say in one paragraph what an agent does with \`${bin}\`, and whether it needs a login first.`,
  ]
    .filter(Boolean)
    .join(' ');
  return skillMarkdown({
    name,
    lead: lead.slice(0, 480),
    rows,
    example: example ? [bin, ...example.candidate.path, ...example.jsonFlag!].join(' ') : undefined,
    setup: `${TODO}: how a person signs in or configures \`${bin}\` once, before an agent uses it (or say that nothing is needed).`,
    antiPatterns: [
      anyJson
        ? 'Do not parse the human text output; pass the JSON flag the pack declares.'
        : 'Do not parse decorated output; prefer the plain or machine-readable form the command offers.',
      'Do not run a write before a person has confirmed it.',
      'Do not guess a name or an id; read it from a list or show command first.',
      `Do not call \`${bin}\` subcommands that are not in the table above; ask for a new command instead.`,
    ],
  });
}

/** The hot-path table's "Use it for" cell: the help's words, or a TODO naming the command. */
export function useCell(candidate: Candidate): string {
  return candidate.description ? cell(candidate.description) : `${TODO}: what "${candidate.path.join(' ')}" is for`;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
}
