import type { Report, StudioNote } from '../core/report';
import { hcpServerPart } from './hcp/node';
import { asksForProcesses } from './check-layers';
import type { AnyPackFormat, CheckLayers, FormatServerPart, FullCheckOptions } from './types';

/**
 * The server half of the registry: each format's server part (lib/formats/<id>/node.ts) by format id, for the layers
 * that run processes. Server-only; the browser's registry (./index.ts) never imports it. A format without a server
 * part has its static check as its full check.
 */
const parts = new Map<string, FormatServerPart>([['hcp', hcpServerPart]]);

/** Adds a format's server part (a test's, or a plugin's) and returns the call that takes it out again. */
export function registerServerPart(formatId: string, part: FormatServerPart): () => void {
  if (parts.has(formatId)) throw new Error(`pack format "${formatId}" has a server part already`);
  parts.set(formatId, part);
  return () => void parts.delete(formatId);
}

/** The static check, for a format whose every layer reads files only. */
const staticOnly = (format: AnyPackFormat): FormatServerPart => ({
  fullCheck: async (pack, _dir, options) => format.check(pack, { publisher: options.publisher }),
});

/** The report with the format's agent-readiness layer (static), where the format has one and the report has none yet. */
export function withAgentLayer(format: AnyPackFormat, pack: unknown, report: Report): Report {
  if (report.agent || !format.agentReadiness) return report;
  return { ...report, agent: format.agentReadiness(pack) };
}

/**
 * True when this check may start the pack's processes, so it needs run folders: the format has a server part and
 * the check asks for one of its optional layers that starts processes (a static check never does).
 */
export function runsProcesses(format: AnyPackFormat, layers: CheckLayers): boolean {
  return parts.has(format.id) && asksForProcesses(format, layers);
}

export function serverPartOf(format: AnyPackFormat): FormatServerPart {
  return parts.get(format.id) ?? staticOnly(format);
}

/** The texts of a pack folder as read, and what to call the pack when its files do not name it. */
export interface PackFolder {
  /** Resolved. */
  dir: string;
  /** The folder's name (or, for one file checked alone, the file's). */
  folderId: string;
  texts: Partial<Record<string, string>>;
  /** How the folder was read, where a report must say it (a file over the limit, checked on its head only). */
  notes?: StudioNote[];
}

/** One pack's full check, whatever its format: loaded from its texts, every layer the options ask for, suppressions applied. */
export async function fullCheck(format: AnyPackFormat, folder: PackFolder, options: FullCheckOptions): Promise<Report> {
  const pack = format.load(folder.texts, folder.folderId);
  // A server part adds the layer itself when a run shows more (HCP's probes); every other check gets the static one.
  const report = withAgentLayer(format, pack, await serverPartOf(format).fullCheck(pack, folder.dir, options));
  return folder.notes?.length ? { ...report, studioNotes: [...folder.notes, ...(report.studioNotes ?? [])] } : report;
}
