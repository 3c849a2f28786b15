import type { AgentFinding, AgentPlace, ConfusionTask, SkillDriftSummary } from '../core/agent-readiness';

/**
 * What a pack format hands the agent-readiness layer: its commands as an agent host lists them, the instructions the
 * host passes on, the task phrases an agent would receive, and (for a format with a Skill) the Skill's drift. The
 * layer knows no format; each format builds this from its own files (lib/hcp/agent-input.ts, lib/recued/agent-input.ts).
 */
export interface AgentInput {
  tools: AgentTool[];
  /** The server's instructions (HARNESS.md for an HCP pack); null without. */
  instructions: { file: string; text: string } | null;
  tasks: TaskInput[];
  /** The Skill checked against the commands (lib/agent/skill); null where the format has no Skill. */
  skill: SkillDrift | null;
  /** packstudio.json's `acceptedDrift`. */
  accepted: readonly AcceptedDriftEntry[];
}

/** A JSON object as tools/list sends one: name, title, description, inputSchema, annotations. */
export interface ListedTool {
  name: string;
  description?: string;
  inputSchema: Record<string, unknown>;
  [key: string]: unknown;
}

export interface AgentTool {
  /** The command's key in the pack. */
  command: string;
  /** Exactly what a host lists for it. */
  tool: ListedTool;
  /** Its argument names (the index reads them). */
  args: string[];
  /** Where its description is written (the confusion findings point there). */
  descriptionAt: AgentPlace;
  /** Where its arguments are written (the host findings point there). */
  argsAt: AgentPlace;
}

export type TaskInput = Pick<ConfusionTask, 'text' | 'source' | 'intended' | 'at'>;

export interface SkillDrift extends Omit<SkillDriftSummary, 'drift'> {
  findings: AgentFinding[];
}

/** An entry of packstudio.json's `acceptedDrift`: the finding it accepts (id + subject, never the line) and why. */
export interface AcceptedDriftEntry {
  id: string;
  subject: string;
  reason: string;
  /** Where the entry is in packstudio.json (an unmatched one is pointed at). */
  at: AgentPlace;
}
