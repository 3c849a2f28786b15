import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CliBlockSchema, RecuedPackSchema, recuedPackJsonSchema } from './schema';
import { cliPackValue, httpPackValue } from './test-fixtures';
import { HINT_KEYS, PROGRESS_ADAPTERS } from './vocabulary';

describe('schema', () => {
  it('exports a draft-7 JSON Schema for the editor', () => {
    expect(recuedPackJsonSchema().$schema).toBe('http://json-schema.org/draft-07/schema#');
    const text = JSON.stringify(recuedPackJsonSchema());
    for (const word of [...PROGRESS_ADAPTERS, ...HINT_KEYS]) expect(text).toContain(`"${word}"`);
    expect(text).toContain('"maxItems":8');
  });
  it('accepts the fixtures', () => {
    expect(RecuedPackSchema.safeParse(httpPackValue()).success).toBe(true);
    expect(RecuedPackSchema.safeParse(cliPackValue()).success).toBe(true);
  });
  it('keeps the cli block closed', () => {
    const cli = { ...cliPackValue().contents[0].composition.ingredients[0].cli, tols: 1 };
    expect(CliBlockSchema.safeParse(cli).success).toBe(false);
  });
  it('types come from the schema', () => {
    const pack: z.infer<typeof RecuedPackSchema> = RecuedPackSchema.parse(httpPackValue());
    expect(pack.contents[0].composition.ingredients[0].kind).toBe('http');
  });
});
