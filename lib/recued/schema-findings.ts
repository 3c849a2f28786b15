import { problemsOf, type SchemaProblem } from '@/lib/json/schema-problems';
import { RecuedPackSchema } from './schema';

export type SchemaHit = SchemaProblem;

/** More than the report shows per rule, so checks can still cover some of them. */
export const MAX_SCHEMA_HITS = 500;

/** Schema problems of a pack.json, in the studio's words (lib/json/schema-problems.ts). */
export function schemaHits(value: unknown): SchemaHit[] {
  const result = RecuedPackSchema.safeParse(value);
  return result.success ? [] : problemsOf(result.error.issues, value, { rootName: 'the envelope', max: MAX_SCHEMA_HITS });
}
