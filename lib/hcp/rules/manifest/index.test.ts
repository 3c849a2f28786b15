import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCrashFinding } from '../../../core/run-rules';
import { checkStatic } from '../../check';
import { loadPackFromTexts } from '../../load';
import { packTexts } from '../testing';
import { MANIFEST_RULES } from './index';

/**
 * No manifest rule stops on any surface.json the generator makes (a crash finding says `internal:`). Every rule runs
 * on one pack loaded once per input (the runner isolates each rule's crash), not on a pack loaded and linted once per
 * rule: the same 300 inputs and the same rules, in a budget a loaded machine keeps.
 */
function expectNoCrash(surface: fc.Arbitrary<unknown>): void {
  const base = packTexts('ledger');
  fc.assert(
    fc.property(surface, (s) => {
      const texts = { ...base, 'surface.json': JSON.stringify(s) ?? 'null' };
      const crashes = checkStatic(loadPackFromTexts(texts, 'fixture'), MANIFEST_RULES).filter(isCrashFinding);
      expect(crashes).toEqual([]);
    }),
    { numRuns: 300 },
  );
}

describe('MANIFEST_RULES', () => {
  it('holds M001–M026 but M009 and M017, each once, all in the manifest category', () => {
    const ids = MANIFEST_RULES.map((r) => r.meta.id);
    expect(new Set(ids)).toEqual(
      new Set([
        'M001',
        'M002',
        'M003',
        'M004',
        'M005',
        'M006',
        'M007',
        'M008',
        'M010',
        'M011',
        'M012',
        'M013',
        'M014',
        'M015',
        'M016',
        'M018',
        'M019',
        'M020',
        'M021',
        'M022',
        'M023',
        'M024',
        'M025',
        'M026',
      ]),
    );
    expect(new Set(ids).size, 'an id registered twice').toBe(ids.length);
    for (const r of MANIFEST_RULES) expect(r.meta.category).toBe('manifest');
  });

  it('gives M013–M026 the catalogue severities', () => {
    const expected: Record<string, string> = {
      M013: 'error',
      M014: 'warn',
      M015: 'error',
      M016: 'warn',
      M018: 'error',
      M019: 'error',
      M020: 'info',
      M021: 'warn',
      M022: 'info',
      M023: 'warn',
      M024: 'warn',
      M025: 'info',
      M026: 'warn',
    };
    for (const [id, severity] of Object.entries(expected))
      expect(MANIFEST_RULES.find((r) => r.meta.id === id)?.meta.severity, id).toBe(severity);
  });

  it('never throws on a surface.json of any shape (commands, descriptions, cli[], argument names)', () => {
    const command = fc.oneof(
      fc.anything(),
      fc.record(
        {
          description: fc.anything(),
          cli: fc.anything(),
          args: fc.oneof(
            fc.anything(),
            fc.record({ properties: fc.dictionary(fc.string(), fc.anything()), required: fc.anything() }),
          ),
        },
        { requiredKeys: [] },
      ),
    );
    const surface = fc.oneof(
      fc.anything(),
      fc.record(
        {
          kind: fc.constantFrom('wrap', 'composite', 7),
          cliBin: fc.anything(),
          wrap: fc.anything(),
          pass_through: fc.anything(),
          verbs: fc.oneof(fc.anything(), fc.dictionary(fc.string(), command)),
        },
        { requiredKeys: [] },
      ),
    );
    expectNoCrash(surface);
  });

  it('never throws on a surface.json of any shape (binding, wrap, titles and previews)', () => {
    const template = fc.oneof(fc.anything(), fc.string(), fc.array(fc.oneof(fc.string(), fc.anything())));
    const command = fc.oneof(
      fc.anything(),
      fc.record(
        {
          description: fc.anything(),
          cli: fc.anything(),
          args: fc.oneof(
            fc.anything(),
            fc.record({ properties: fc.dictionary(fc.string(), fc.anything()), required: fc.anything() }),
          ),
          title: fc.oneof(fc.anything(), fc.record({ live: template, done: template }, { requiredKeys: [] })),
          preview: fc.oneof(
            fc.anything(),
            fc.record(
              {
                kind: fc.anything(),
                title: fc.anything(),
                fields: fc.oneof(fc.anything(), fc.dictionary(fc.string(), fc.anything())),
              },
              { requiredKeys: [] },
            ),
          ),
        },
        { requiredKeys: [] },
      ),
    );
    const surface = fc.oneof(
      fc.anything(),
      fc.record(
        {
          binding: fc.oneof(
            fc.anything(),
            fc.record({ mode: fc.anything(), hub: fc.anything() }, { requiredKeys: [] }),
          ),
          wrap: fc.oneof(
            fc.anything(),
            fc.record(
              { bin: fc.oneof(fc.string(), fc.anything()), agent_env: fc.anything(), workspace: fc.anything() },
              { requiredKeys: [] },
            ),
          ),
          verbs: fc.oneof(fc.anything(), fc.dictionary(fc.string(), command)),
        },
        { requiredKeys: [] },
      ),
    );
    expectNoCrash(surface);
  });
});
