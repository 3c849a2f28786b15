import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkComposition } from './check';
import { RecuedPackSchema } from './schema';

const EXAMPLES = ['acme-tasks', 'opencode', 'local-llm'];
const read = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../packs/${name}/pack.json`, import.meta.url)), 'utf8');

describe('example packs', () => {
  it.each(EXAMPLES)('%s checks clean as publisher "local"', (name) => {
    expect(checkComposition(read(name), { publisher: 'local' })).toMatchObject({
      pack_id: name,
      format: 'recued',
      ok: true,
      findings: [],
    });
  });
  it.each(EXAMPLES)('%s parses with the schema', (name) => {
    expect(RecuedPackSchema.safeParse(JSON.parse(read(name))).success).toBe(true);
  });
  it('opencode has an unbounded op with progress; local-llm a supervised service', () => {
    const opencode = JSON.parse(read('opencode'));
    expect(
      opencode.contents[0].composition.operations.some(
        (o: { timeout_ms?: number; bind: { progress?: unknown } }) => o.timeout_ms === 0 && o.bind.progress,
      ),
    ).toBe(true);
    const llm = JSON.parse(read('local-llm'));
    expect(
      llm.contents[0].composition.operations.some(
        (o: { bind: { detached?: { supervision?: { readiness?: unknown } } } }) =>
          o.bind.detached?.supervision?.readiness,
      ),
    ).toBe(true);
  });
});
