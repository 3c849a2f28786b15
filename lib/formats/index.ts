import { hcpFormat, type HcpFile } from './hcp';
import { recuedFormat, type RecuedFile } from './recued';
import type { SuppressionsFile } from './suppressions-file';
import type { PackFormat } from './types';

export type { PackFormat, PackSummary, StudioPreview } from './types';
export { hcpFormat, HCP_FILES, isHcpFile, type HcpFile } from './hcp';
export { recuedFormat, RECUED_FILE, RECUED_FILES, type RecuedFile, type RecuedPack } from './recued';
export { SUPPRESSIONS_FILE, type SuppressionsFile } from './suppressions-file';

/** Every pack format the studio knows, in display order. Detection is unambiguous (index.test.ts): no folder is two formats. */
export const FORMATS = [hcpFormat, recuedFormat] as const;

export type AnyFormat = (typeof FORMATS)[number];
export type FormatId = AnyFormat['id'];
/** Every file name the studio reads and saves, over all formats (packstudio.json, every format's, once). */
export type EditableFile = HcpFile | RecuedFile | SuppressionsFile;
export const EDITABLE_FILES: readonly EditableFile[] = [
  ...new Set(FORMATS.flatMap((f) => f.files as readonly EditableFile[])),
];

export function formatById(id: string): AnyFormat | null {
  return FORMATS.find((f) => f.id === id) ?? null;
}

/** The format of a folder holding these names, or null (an empty folder, or none of any format's files). */
export function detectFormat(fileNames: readonly string[]): AnyFormat | null {
  return FORMATS.find((f) => f.detect(fileNames)) ?? null;
}

export function isEditableFile(name: unknown): name is EditableFile {
  return typeof name === 'string' && (EDITABLE_FILES as readonly string[]).includes(name);
}

/** Which format a file name belongs to (each belongs to one, but packstudio.json, which every format has: the first). */
export function formatOfFile(file: EditableFile): AnyFormat {
  return FORMATS.find((f) => (f.files as readonly string[]).includes(file))!;
}

/** Widens a format to the shape generic code reads (its file, pack and option types erased). */
export function asGeneric(format: AnyFormat): PackFormat<FormatId, EditableFile, unknown, object> {
  return format as unknown as PackFormat<FormatId, EditableFile, unknown, object>;
}

/** "an HCP pack", "a Recued composition": for messages that name a folder's format. */
export function withArticle(format: Pick<PackFormat, 'label'>): string {
  return `${/^(HCP|[aeiou])/i.test(format.label) ? 'an' : 'a'} ${format.label}`;
}
