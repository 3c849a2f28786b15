import type { ToolListing } from '../../mcp/tools';
import type { PackRunner } from '../runtime/runner';

/**
 * A pack as the MCP face serves it, built by its format (the server part's `mcp` hook): the face itself knows no
 * format. Each listed tool is called through the shared runtime with `runner`; what a pack teaches an agent is the
 * server's instructions; the format says which gated calls may run unasked and what the person is asked.
 */
export interface ServedPack {
  runner: PackRunner;
  /** The server's title as a host shows it. */
  title: string;
  /** The tools the server lists, each with the command it calls. */
  listing: ToolListing;
  /** What the pack teaches an agent, host-named: the server's instructions and a resource. Absent when it has none. */
  instructions?: { text: string; uri: string; title: string; description: string };
  /** Arguments only a person may set (never the agent's): dropped from every call before it runs. */
  consentArguments: readonly string[];
  /** In the access mode `run`, whether a call the gate stops runs without asking (a once-confirmed write). */
  runsUnasked(verb: string): boolean;
  /** The question put to the person before a gated call runs. */
  confirmMessage(verb: string, args: Record<string, unknown>): string;
}
