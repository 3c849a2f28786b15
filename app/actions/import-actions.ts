'use server';
import { createImportedPack, type ImportedPackResult } from '@/lib/node/imported-pack';
import { guarded } from './guard';

/** "New pack from an API description": the pack.json the browser made from the description, written as a new pack. */
export async function saveImportedPack(input: unknown): Promise<ImportedPackResult> {
  return guarded('create the imported pack', () => createImportedPack(input));
}
