import type { CategoryInfo } from '../core/categories';
import type { SuppressionsFile } from '../core/suppressions-file';
import { hcpFormat, type HcpFile } from './hcp';
import { recuedFormat, type RecuedFile } from './recued';
import { REPORT_KEYS } from '../core/report';
import { HOME_VARIABLE, PROJECT_DIR_VARIABLE } from '../core/workdir';
import type { SectionsOf } from '../report/formatters/section-view';
import type { AnyPackFormat, FormatFacts, PackFormat } from './types';

export type {
  AnyPackFormat,
  FormatFacts,
  FormatServerPart,
  FormatWords,
  FullCheckOptions,
  PackFormat,
  PackSummary,
  ProgressEvent,
  ReportSection,
  StudioPreview,
} from './types';
export { hcpFormat, HCP_FILES, isHcpFile, type HcpFile } from './hcp';
export { recuedFormat, RECUED_FILE, RECUED_FILES, type RecuedFile, type RecuedPack } from './recued';
export { SUPPRESSIONS_FILE, type SuppressionsFile } from '../core/suppressions-file';

/**
 * The registry: every pack format the studio knows, in display order. The engine, the CLI, the formatters' context
 * and the studio's server read formats from here and nothing else, so adding one is its folder and a line in
 * FORMATS. Detection is unambiguous (index.test.ts): no folder is two formats.
 */
export const FORMATS = [hcpFormat, recuedFormat] as const;

export type AnyFormat = AnyPackFormat;
/** A registered format's id. */
export type FormatId = string;
/**
 * A file name some registered format reads and saves: one of the built-in formats' (packstudio.json, every format's,
 * once), or a registered format's; `isEditableFile` tells them from any other name at run time.
 */
export type EditableFile = HcpFile | RecuedFile | SuppressionsFile;

const registered: AnyPackFormat[] = [...FORMATS];
let generation = 0;

/**
 * Adds a format after the built-in ones (a test's, or a plugin's) and returns the call that takes it out again.
 * Everything that reads the registry sees it from then on: detection, files, categories, the rule catalogue.
 */
export function registerFormat(format: AnyPackFormat): () => void {
  if (registered.some((f) => f.id === format.id)) throw new Error(`a pack format "${format.id}" is registered already`);
  const clash = format.reportSections?.find((s) => (REPORT_KEYS as readonly string[]).includes(s.id));
  // A section is written at the JSON report's top level: one named as a key of the report's own would overwrite it.
  if (clash) throw new Error(`pack format "${format.id}": report section "${clash.id}" is a key of every report`);
  registered.push(format);
  generation++;
  return () => {
    const i = registered.indexOf(format);
    if (i >= 0) registered.splice(i, 1);
    generation++;
  };
}

/** Every format registered, built-in ones first. */
export function packFormats(): readonly AnyPackFormat[] {
  return registered;
}

/** Changes whenever a format is registered or removed: what caches of registry data are keyed by. */
export function registryGeneration(): number {
  return generation;
}

/** Every file name any format reads and saves, in registry order (packstudio.json, which every format has, once). */
export function editableFiles(): readonly string[] {
  return [...new Set(registered.flatMap((f) => f.files as readonly string[]))];
}

/** Every category any format has, each once (structure, which every format shares, first), in registry order. */
export function packCategories(): readonly CategoryInfo[] {
  const byId = new Map<string, CategoryInfo>();
  for (const format of registered) for (const c of format.categories) if (!byId.has(c.id)) byId.set(c.id, c);
  return [...byId.values()];
}

export function formatById(id: string): AnyPackFormat | null {
  return registered.find((f) => f.id === id) ?? null;
}

/** The format of a folder holding these names, or null (an empty folder, or none of any format's files). */
export function detectFormat(fileNames: readonly string[]): AnyPackFormat | null {
  return registered.find((f) => f.detect(fileNames)) ?? null;
}

export function isEditableFile(name: unknown): name is EditableFile {
  return typeof name === 'string' && editableFiles().includes(name);
}

/** Which format a file name belongs to (each belongs to one, but packstudio.json, which every format has: the first). */
export function formatOfFile(file: string): AnyPackFormat {
  return registered.find((f) => (f.files as readonly string[]).includes(file))!;
}

/** Widens a format to the shape generic code reads (its file, pack and option types erased). */
export function asGeneric(format: PackFormat<any, any, any, any, any>): AnyPackFormat {
  return format as AnyPackFormat;
}

/** "an HCP pack", "a Recued composition": for messages that name a folder's format. */
export function withArticle(format: Pick<PackFormat, 'label'>): string {
  return `${/^(HCP|[aeiou])/i.test(format.label) ? 'an' : 'a'} ${format.label}`;
}

/** A format's words and whether it scores, as plain data a server component can hand to a client one. */
export function formatFacts(format: AnyPackFormat): FormatFacts {
  const { id, label, shortLabel, filterLabel, noDescription, verdict, scored } = format;
  return { id, label, shortLabel, filterLabel, noDescription, scored, ...(verdict ? { verdict } : {}) };
}

/** Every registered format's facts, by id: what the workspace list and the report viewer name formats with. */
export function allFormatFacts(): Record<string, FormatFacts> {
  return Object.fromEntries(registered.map((f) => [f.id, formatFacts(f)]));
}

/** The variables that name a run's project folder: the neutral one first, then each format's own, in registry order. */
export function projectDirVariables(): string[] {
  return [PROJECT_DIR_VARIABLE, ...registered.flatMap((f) => f.environment?.projectDir ?? [])];
}

/** The variables that name the runtime's home for a session: the neutral one first, then each format's own. */
export function homeVariables(): string[] {
  return [HOME_VARIABLE, ...registered.flatMap((f) => f.environment?.home ?? [])];
}

/** A format's report sections by its id: what the formatters and the report-file reader are handed. */
export const reportSectionsOf: SectionsOf = (formatId) => formatById(formatId)?.reportSections;
