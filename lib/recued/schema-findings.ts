import type { RawFinding } from '@/lib/core/finding';
import { problemsOf, type SchemaProblem } from '@/lib/json/schema-problems';
import { offer, onlySpelling, setAt, valueAt, type EditSource } from './quick-fix';
import { RecuedPackSchema } from './schema';

export type SchemaHit = SchemaProblem;

/** More than the report shows per rule, so checks can still cover some of them. */
export const MAX_SCHEMA_HITS = 500;

/** Schema problems of a pack.json, in the studio's words (lib/json/schema-problems.ts). */
export function schemaHits(value: unknown): SchemaHit[] {
  const result = RecuedPackSchema.safeParse(value);
  return result.success
    ? []
    : problemsOf(result.error.issues, value, { rootName: 'the envelope', max: MAX_SCHEMA_HITS });
}

/**
 * A schema hit as a C-schema finding, with a fix where the schema names the one right value: a string in other
 * letter case with one allowed spelling (`"risk": "Read"`), or a field whose only allowed value is a documented
 * constant (`"schema_version": 1`, `"type": "composition"`). Not inside a union's closest branch: there another
 * branch, with other fields, may be what the author meant.
 */
export function schemaFinding(src: EditSource, { pointer, message, fix, allowed, inBranch }: SchemaHit): RawFinding {
  const finding: RawFinding = { file: 'pack.json', pointer, message, fix };
  if (!allowed || inBranch || pointer === '') return finding;
  const actual = valueAt(src.root, pointer);
  const spelled = onlySpelling(
    actual,
    allowed.filter((v): v is string => typeof v === 'string'),
  );
  const value = spelled ?? (allowed.length === 1 ? allowed[0] : undefined);
  if (value === undefined) return finding;
  return {
    ...finding,
    ...offer(
      'fix',
      `Set ${pointer.slice(pointer.lastIndexOf('/') + 1)} to ${JSON.stringify(value)}`,
      setAt(src, pointer, value),
    ),
  };
}
