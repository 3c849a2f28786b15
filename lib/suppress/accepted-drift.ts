import type { AcceptedDriftEntry } from '../agent/input';
import { SUPPRESSIONS_FILE } from '../core/suppressions-file';
import { isRecord } from '../core/guards';
import { pointer } from '../json/pointer';
import { JsonSource } from '../json/source';
import { acceptedDriftEntry } from './schema';

/**
 * packstudio.json's `acceptedDrift`: the agent-readiness findings a pack accepts on purpose, each with its reason and
 * where it is written. A malformed entry accepts nothing (readSuppressions reports it, as it does every entry of the
 * file); a file that does not parse accepts nothing. Never throws.
 */
export function readAcceptedDrift(text: string | undefined): AcceptedDriftEntry[] {
  if (text === undefined) return [];
  const source = new JsonSource(text);
  if (source.error || !isRecord(source.value) || !Array.isArray(source.value.acceptedDrift)) return [];
  return source.value.acceptedDrift.flatMap((raw, i) => {
    const parsed = acceptedDriftEntry.safeParse(raw);
    if (!parsed.success) return [];
    const at = pointer('acceptedDrift', i);
    return [{ ...parsed.data, at: { file: SUPPRESSIONS_FILE, pointer: at, ...source.locate(at) } }];
  });
}
