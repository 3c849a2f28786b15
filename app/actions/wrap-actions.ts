'use server';
import { wrapPackRequest, type WrapPackResult } from '@/lib/node/wrap/request';
import { guarded } from './guard';

/** "New pack from a CLI": wrap a CLI's help into a draft pack in the workspace (token-checked like every action). */
export async function wrapPack(input: unknown): Promise<WrapPackResult> {
  return guarded('wrap a CLI', () => wrapPackRequest(input));
}
