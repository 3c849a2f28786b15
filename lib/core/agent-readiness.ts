import { formatCount } from './number-format';

/**
 * The agent-readiness layer of a report (`Report.agent`): what an agent meets when it is handed the pack, measured
 * without a model. It is a section of its own, never part of the spec score: its findings change no score, count,
 * `ok` or exit code (only `check --budget N` turns its token count into an exit code, when asked). Every report
 * format prints it labelled as such. The shape is self-contained (nothing here points into the rest of the report),
 * so it can move behind a format seam as it is; docs/DECISIONS-studio.md ("The agent-readiness layer") describes it.
 *
 * Four parts, each computed by lib/agent from what the pack's format hands it:
 * - `skill`: every command line the pack's Skill teaches, matched to a command of the pack (and, after `check --probe`,
 *   each flag against the CLI's own help);
 * - `confusion`: the task phrases an agent receives as queries against an index of the commands (BM25): the intended
 *   command's rank and margin, and the pairs of commands described alike;
 * - `tokens`: what the agent reads, counted (tools/list, the server's instructions), per command and per pack;
 * - `hosts`: each tool's input schema against the written-down rules of OpenAI strict mode, Gemini, Anthropic and MCP.
 */

/** Bumped when a member changes meaning or shape (a reader of another version drops the section, never the report). */
export const AGENT_READINESS_VERSION = 1;

/** How much a finding matters to an agent: `warn`, a call will likely fail or go to the wrong command; `info`, worth knowing. */
export type AgentSeverity = 'warn' | 'info';

/** The part of the layer a finding comes from. */
export type AgentPart = 'skill' | 'confusion' | 'tokens' | 'hosts' | 'accepted';

/** A place in a pack file, as findings give one. */
export interface AgentPlace {
  file: string;
  /** A JSON pointer, or for a Markdown file the heading above the line ('' before the first). */
  pointer: string;
  line: number;
  column: number;
}

export interface AgentFinding extends AgentPlace {
  /** `agent/<name>`: never a spec rule id. */
  id: string;
  part: AgentPart;
  severity: AgentSeverity;
  message: string;
  fix: string;
  /**
   * What the finding is about, in words that stay put when lines move (the command line as written, the pair of
   * commands, the host and tool): with `id`, the key an `acceptedDrift` entry of packstudio.json matches.
   */
  subject: string;
}

/** A finding an `acceptedDrift` entry of packstudio.json accepted, listed apart with the entry's reason. */
export interface AcceptedAgentFinding {
  finding: AgentFinding;
  reason: string;
}

/** A command line the Skill teaches, and the command of the pack it was matched to. */
export interface SkillLine {
  line: number;
  /** As written (prompt and continuation joined, whitespace collapsed). */
  text: string;
  /** Where it stood: a fenced block, an inline code span, or a hot-path table cell. */
  source: 'fence' | 'inline' | 'table';
  /** The command's key; null when no command produces it. */
  command: string | null;
  /** How many drift findings the line has (accepted ones not counted). */
  drift: number;
}

export interface SkillDriftSummary {
  /** Every command line of the pack's CLI that the Skill teaches, in file order. */
  lines: SkillLine[];
  /** Drift findings, accepted ones not counted. */
  drift: number;
  /** True when the flags were also checked against the CLI's own help (`check --probe` read it). */
  probed: boolean;
  /** Flags a help text the probes read lists; and flags no help read could confirm (a write's own help is never read). */
  flagsVerified: number;
  flagsUnverified: number;
}

/** A task phrase an agent could receive, and how the index ranked the command meant for it. */
export interface ConfusionTask {
  text: string;
  /** The hot-path table's "when" column, an eval case's name, or a command description's first clause. */
  source: 'hot-path' | 'eval' | 'description';
  intended: string;
  /** 1 + the commands scored strictly higher; null when the query does not reach the intended command at all. */
  rank: number | null;
  /**
   * (intended's score − the best other's) / the larger of the two: 1 when nothing else matches, 0 on a tie,
   * negative when another command ranks above.
   */
  margin: number;
  runnerUp: string | null;
  /** The best-scoring commands (at most five), each score relative to the top one (0–1): the matrix row. */
  top: { command: string; score: number }[];
  at: AgentPlace;
}

/** Two commands whose names and descriptions overlap above the threshold, and the words that make them alike. */
export interface ConfusablePair {
  a: string;
  b: string;
  /** Jaccard overlap of their terms weighted by (smoothed) IDF, 0–1. */
  overlap: number;
  /** The shared words, rarest first (as the descriptions spell them). */
  words: string[];
}

export interface ConfusionSummary {
  /** The index's documents, in manifest order: the matrix's columns. */
  commands: string[];
  tasks: ConfusionTask[];
  /** The pairs described alike, the most alike first (at most 100 listed). */
  pairs: ConfusablePair[];
  /** How many pairs are described alike in all. */
  pairCount: number;
  /** The lowest task margin (null without tasks): how close the nearest wrong pick came. */
  worstMargin: number | null;
  /** Tasks whose intended command did not rank first. */
  misranked: number;
  /** The overlap above which a pair is flagged. */
  pairThreshold: number;
}

/** What one tool costs an agent to read, in tokens (characters / 4, rounded up, per DECISIONS). */
export interface ToolTokens {
  command: string;
  /** The tool's name as a host lists it. */
  tool: string;
  name: number;
  description: number;
  /** The input schema as JSON. */
  schema: number;
  /** The whole tool object as tools/list sends it (name, title, description, schema, annotations). */
  total: number;
}

/** The pack's token count against the one `--baseline` names (CLI), when it carries this section. */
export interface TokenChange {
  /** The baseline file as named. */
  path: string;
  before: number;
  delta: number;
  toolsListDelta: number;
  instructionsDelta: number;
  /** Commands whose tool changed size, was added (before 0) or removed (after 0). */
  commands: { command: string; before: number; after: number }[];
}

export interface TokenSummary {
  tools: ToolTokens[];
  /** The whole tools/list answer (`{"tools":[…]}`). */
  toolsList: number;
  /** The server's instructions (the pack's Skill, where its format has one); 0 without. */
  instructions: number;
  instructionsFile: string | null;
  /** toolsList + instructions: what a host puts before the agent's first call. */
  total: number;
  /** `check --budget N`: the limit and whether the pack is over it. */
  budget?: { limit: number; over: boolean };
  baseline?: TokenChange;
}

export type HostId = 'openai-strict' | 'gemini' | 'anthropic' | 'mcp';

export interface HostInfo {
  id: HostId;
  name: string;
  /** What the rules apply to (OpenAI's strict function calling, Gemini's FunctionDeclaration.parameters, …). */
  scope: string;
  /** The document the rules are taken from. */
  source: string;
}

/** One feature of a tool's schema a host refuses, with the rule's source and a fix. */
export interface HostRefusal {
  rule: string;
  /** The feature as the host names it: `additionalProperties`, `oneOf at the top level`, `examples`… */
  feature: string;
  /** Where in the tool (a JSON pointer into the tool object: `/inputSchema/properties/memo`). */
  at: string;
  message: string;
  fix: string;
  source: string;
}

/** A (host, command) cell the host refuses; a cell not listed is accepted. */
export interface HostCell {
  host: HostId;
  command: string;
  refusals: HostRefusal[];
}

export interface HostMatrix {
  hosts: HostInfo[];
  /** The rows, in manifest order: every command served as a tool. */
  commands: string[];
  cells: HostCell[];
  /** Refused cells (host × command), all hosts together. */
  refusals: number;
}

/** The four numbers a summary shows. */
export interface AgentFigures {
  /** Skill drift findings; null where the format has no Skill. */
  skillDrift: number | null;
  worstMargin: number | null;
  pairsFlagged: number;
  tokens: number;
  hostRefusals: number;
}

export interface AgentReadiness {
  version: typeof AGENT_READINESS_VERSION;
  /** Every finding of the layer not accepted, sorted by file, line and id. */
  findings: AgentFinding[];
  accepted: AcceptedAgentFinding[];
  /** Null where the format has no Skill. */
  skill: SkillDriftSummary | null;
  confusion: ConfusionSummary;
  tokens: TokenSummary;
  hosts: HostMatrix;
  figures: AgentFigures;
}

/** "drift 0 · worst margin 0.41 · 1 pair · 1,234 tokens · 3 host refusals": the four numbers in one line. */
export function agentFiguresLine(figures: AgentFigures): string {
  const parts = [
    ...(figures.skillDrift === null ? [] : [`Skill drift ${figures.skillDrift}`]),
    `worst margin ${figures.worstMargin === null ? '–' : figures.worstMargin.toFixed(2)}`,
    `${figures.pairsFlagged} confusable pair${figures.pairsFlagged === 1 ? '' : 's'}`,
    `${formatCount(figures.tokens)} tokens`,
    `${figures.hostRefusals} host refusal${figures.hostRefusals === 1 ? '' : 's'}`,
  ];
  return parts.join(' · ');
}
