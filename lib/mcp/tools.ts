import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { isRecord, quote } from '../core/guards';
import { mapJsonText } from '../core/json-map';
import { confirmGate, type ConfirmGate } from '../hcp/approval-card';
import { CONFIRM_ARG } from '../hcp/argv';
import { commandRisk, policyRow, type CommandView, type PackModel } from '../hcp/model';
import { humanise, renderTitle } from '../hcp/templates';
import { stripEscapes } from '../terminal/escapes';
import { hostNamedText, hostNamedTool } from './host-names';
import { toolNameOf } from './tool-names';

/** The address of the pack's Skill (HARNESS.md) among the server's resources. */
export function skillResourceUri(packId: string): string {
  return `hcp://${encodeURIComponent(packId)}/HARNESS.md`;
}

/**
 * HARNESS.md as the server hands it to a host (its instructions and the Skill resource): each command key written
 * as the tool name the host lists (lib/mcp/host-names.ts).
 */
export function skillForHost(skill: string, listing: ToolListing): string {
  return hostNamedText(skill, new Map(listing.tools.map((t) => [t.key, t.tool.name])));
}

/** One command as an MCP host lists it, with what the studio shows beside it. */
export interface PackTool {
  /** Exactly what `tools/list` sends for this command. */
  tool: Tool;
  /** The command's key in surface.json. */
  key: string;
  risk: 'read' | 'write';
  /** The grant a call needs: reads run with the default grant, writes only under `--grant write`. */
  grant: `verb.exec.${'read' | 'write'}`;
  /** Whether a call asks the person first (through MCP elicitation), from policy.json's `confirm`. */
  gate: ConfirmGate;
}

export interface ToolListing {
  tools: PackTool[];
  /** Commands that are not listed, each with why (no policy row, a name no key can have, a name two keys share). */
  skipped: { key: string; reason: string }[];
  /** What was left out of a listed tool's schema because a host would refuse it. */
  notes: string[];
}

/** A command policy.json does not cover: whether it writes, and who must confirm, is unknown, so it is not served. */
const NO_ROW = 'policy.json has no row for it (lint: missing_verb), so whether it writes is unknown';

/**
 * The pack's commands as MCP tools, in manifest order: the server lists exactly `tools[].tool`, and the studio's
 * "Use in an agent" panel shows the same listing. Descriptions name commands by their tool names. Pure: built from
 * the model alone.
 */
export function toolListing(model: PackModel): ToolListing {
  const skipped: ToolListing['skipped'] = [];
  const notes: string[] = [];
  const byName = new Map<string, string>();
  const tools: PackTool[] = [];
  for (const command of model.commands) {
    if (!policyRow(model, command.key)) {
      skipped.push({ key: command.key, reason: NO_ROW });
      continue;
    }
    const name = toolNameOf(command.key);
    if (!name) {
      skipped.push({ key: command.key, reason: 'an empty command name cannot be a tool name' });
      continue;
    }
    const taken = byName.get(name);
    if (taken !== undefined) {
      skipped.push({ key: command.key, reason: `its tool name "${name}" is already "${taken}"'s` });
      continue;
    }
    byName.set(name, command.key);
    tools.push(packTool(model, command, name, notes));
  }
  // Descriptions name other commands by key; the host knows them by their tool names.
  const names = new Map(tools.map((t) => [t.key, t.tool.name]));
  return { tools: tools.map((t) => ({ ...t, tool: inertTool(hostNamedTool(t.tool, names)) })), skipped, notes };
}

/**
 * A tool as the host gets it, with every string and member name the pack wrote (title, description, the schema's
 * descriptions and examples) free of terminal escape sequences and bidi overrides: hosts print tool lists in a
 * terminal, and a pack is not trusted to write to it.
 */
function inertTool(tool: Tool): Tool {
  return mapJsonText(tool, stripEscapes, stripEscapes) as Tool;
}

function packTool(model: PackModel, command: CommandView, name: string, notes: string[]): PackTool {
  const risk = commandRisk(model, command.key);
  const title = renderTitle(command, {}, 'live') ?? humanise(command.key);
  return {
    tool: {
      name,
      title,
      description: command.description ?? '',
      inputSchema: inputSchema(command, notes),
      annotations: annotations(title, risk, policyRow(model, command.key)?.idempotent === true),
    },
    key: command.key,
    risk,
    grant: `verb.exec.${risk}`,
    gate: confirmGate(model, command.key),
  };
}

/**
 * MCP's hints from policy.json: a read is read-only; a write may destroy (the spec has no "additive only" risk),
 * and is idempotent only where its row says `"idempotent": true`. Hints a read does not use are left out.
 */
function annotations(title: string, risk: 'read' | 'write', idempotent: boolean): NonNullable<Tool['annotations']> {
  if (risk === 'read') return { title, readOnlyHint: true };
  return { title, readOnlyHint: false, destructiveHint: true, idempotentHint: idempotent };
}

/**
 * The command's `args` as written, as an MCP input schema: always `type: "object"`. The gate's `confirm` is left
 * out (a person confirms through the host, never the agent), and so is any property or `required` entry a host's
 * schema check would refuse the whole listing for.
 */
function inputSchema(command: CommandView, notes: string[]): Tool['inputSchema'] {
  const args = command.raw.args;
  if (args !== undefined && !isRecord(args)) {
    notes.push(`${quote(command.key)}: args is not an object, so the tool takes no arguments`);
    return { type: 'object', properties: {} };
  }
  const { properties, required, type: _type, ...rest } = args ?? {};
  const kept: Record<string, object> = {};
  for (const [arg, schema] of Object.entries(isRecord(properties) ? properties : {})) {
    if (arg === CONFIRM_ARG) continue;
    if (isRecord(schema)) kept[arg] = schema;
    else notes.push(`${quote(command.key)}: argument ${quote(arg)} is not a schema object, so it is left out`);
  }
  const names = Array.isArray(required)
    ? required.filter((r): r is string => typeof r === 'string' && r !== CONFIRM_ARG)
    : [];
  return { type: 'object', ...rest, properties: kept, ...(names.length ? { required: names } : {}) };
}
