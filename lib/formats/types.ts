import type { PackFormatId, Report } from '../core/report';
import type { SuppressionsFile } from './suppressions-file';

/** What the workspace list shows of a pack besides its report. */
export interface PackSummary {
  name: string | null;
  /** One line. */
  description: string | null;
  /** How many commands or operations it declares; null when the format does not count them. */
  commands: number | null;
}

/** A preview the studio shows beside the editor for this format (the React component is chosen by `id`). */
export interface StudioPreview<Id extends string = string> {
  id: Id;
  label: string;
}

/**
 * One pack format: everything the workspace, the file guards, the actions, the CLI and the editing session need
 * to know about it. Adding a format is one folder under lib/formats exporting one of these, plus its registry entry.
 */
export interface PackFormat<
  Id extends PackFormatId = PackFormatId,
  File extends string = string,
  Pack = unknown,
  Options extends object = object,
  Preview extends string = string,
> {
  /** Stable id: the workspace list and `Report.format` carry it. */
  id: Id;
  /** What a person calls one pack of this format ("HCP pack"). */
  label: string;
  /** Every file the studio reads and saves for this format, in display order. */
  files: readonly File[];
  /** The file the editor opens first. */
  mainFile: File;
  /** Whether a folder holding these names is a pack of this format. */
  detect(fileNames: readonly string[]): boolean;
  /** Parses the texts (a missing file stays missing); never throws. */
  load(texts: Partial<Record<File, string>>, packId: string): Pack;
  /** The static check, as publish or `check` would run it without executing anything. Never throws. */
  check(pack: Pack, options?: Options): Report;
  describe(pack: Pack): PackSummary;
  /** The JSON Schemas the editor validates and completes with, by file. */
  jsonSchemas: Partial<Record<File, object>>;
  /** The texts of a new pack of this format (a new pack has no suppressions file). */
  scaffold(packId: string, options?: Options): Record<Exclude<File, SuppressionsFile>, string>;
  /** What the studio previews for this format, in tab order. */
  previews: readonly StudioPreview<Preview>[];
}
