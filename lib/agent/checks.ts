import type { AgentPart, AgentSeverity } from '../core/agent-readiness';

/**
 * Every finding id the agent-readiness layer reports, with what it checks and why: SARIF's rules, the studio's
 * explanations and the docs read this one list. None is a spec rule, and none counts in the score.
 */
export interface AgentCheck {
  id: string;
  part: AgentPart;
  severity: AgentSeverity;
  title: string;
  why: string;
}

export const AGENT_CHECKS: readonly AgentCheck[] = [
  {
    id: 'agent/skill-unknown-command',
    part: 'skill',
    severity: 'warn',
    title: 'Every command line the Skill teaches is one a command of the pack runs',
    why: 'An agent follows the Skill: a line no cli[] produces is a call no tool offers, or one the CLI does not have.',
  },
  {
    id: 'agent/skill-unknown-flag',
    part: 'skill',
    severity: 'warn',
    title: "Every flag the Skill writes is in the command's cli[] and in the CLI's help",
    why: 'A flag the command never passes cannot reach the CLI through the tool; one the help does not list may not exist.',
  },
  {
    id: 'agent/skill-flag-outside-tool',
    part: 'skill',
    severity: 'info',
    title: 'The Skill uses no CLI flag the tool cannot pass',
    why: "The CLI has the flag, but the command's cli[] never passes it: an agent calling the tool cannot do what the Skill shows.",
  },
  {
    id: 'agent/skill-json-flag',
    part: 'skill',
    severity: 'warn',
    title: 'The JSON flag stands where the command puts it',
    why: 'Before the subcommand, after "--" or after the values, many CLIs read the JSON flag as a value or not at all, and print text.',
  },
  {
    id: 'agent/skill-unknown-placeholder',
    part: 'skill',
    severity: 'warn',
    title: 'Every placeholder names an argument of the command',
    why: 'A placeholder with no argument leaves the agent guessing which value goes there.',
  },
  {
    id: 'agent/skill-placeholder-order',
    part: 'skill',
    severity: 'warn',
    title: 'Placeholders stand where the command takes their arguments',
    why: "An argument in another argument's place sends the values to the wrong slots.",
  },
  {
    id: 'agent/skill-extra-value',
    part: 'skill',
    severity: 'warn',
    title: 'A command line passes no more values than the command takes',
    why: 'A value the command has no slot for is never passed by the tool, and the CLI may read it as something else.',
  },
  {
    id: 'agent/skill-missing-value',
    part: 'skill',
    severity: 'warn',
    title: 'A command line gives every value the command requires',
    why: 'An agent that copies a line without a required value gets a usage error.',
  },
  {
    id: 'agent/skill-policy-drift',
    part: 'skill',
    severity: 'warn',
    title: "The Skill teaches each command's risk and confirm gate as the policy sets them",
    why: 'A Skill that says "confirmed" for a command the policy never gates tells the agent and the reviewer a person approves calls that run unasked.',
  },
  {
    id: 'agent/confusable-task',
    part: 'confusion',
    severity: 'warn',
    title: 'Each task ranks its intended command first',
    why: 'Picking the wrong tool is the commonest agent failure; a task whose words fit another command better goes there.',
  },
  {
    id: 'agent/close-pick',
    part: 'confusion',
    severity: 'info',
    title: 'Each task leads its runner-up clearly',
    why: 'A margin under 0.1 means a small change of wording flips the pick.',
  },
  {
    id: 'agent/confusable-pair',
    part: 'confusion',
    severity: 'info',
    title: 'No two commands are described alike',
    why: 'Two descriptions sharing most of their rare words give an agent nothing to choose by.',
  },
  {
    id: 'agent/host-refuses',
    part: 'hosts',
    severity: 'info',
    title: "Each tool's schema is one every host accepts",
    why: 'OpenAI strict mode, Gemini and Anthropic each refuse different JSON Schema features; a refused tool fails the whole request.',
  },
  {
    id: 'agent/token-budget',
    part: 'tokens',
    severity: 'warn',
    title: 'What the agent reads stays within --budget',
    why: 'tools/list and the instructions are read before every conversation: each token over the budget is paid on every call.',
  },
  {
    id: 'agent/unmatched-accepted-drift',
    part: 'accepted',
    severity: 'info',
    title: 'Every acceptedDrift entry matches a finding',
    why: 'An entry that accepts nothing hides nothing today, but would hide the next drift with the same subject.',
  },
];

export function agentCheck(id: string): AgentCheck | undefined {
  return AGENT_CHECKS.find((c) => c.id === id);
}

/** The studio's page that explains the layer and each of its checks (an anchor per check, named by its id). */
export const AGENT_READINESS_PAGE = '/rules/agent-readiness';

/** A check's anchor on that page: `skill-unknown-flag`. */
export function agentCheckAnchor(id: string): string {
  return id.replace(/^agent\//, '');
}
