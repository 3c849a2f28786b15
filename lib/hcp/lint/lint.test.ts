import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPackFromTexts, type PackTexts } from '../load';
import { EXAMPLE_PACKS } from '../rules/example-packs';
import { mutatedPack } from '../rules/mutate';
import { editJson, editText, packTexts } from '../rules/testing';
import { LINT_KINDS, lintFindings, type LintKind } from './rules';
import { lintLoadedPack, type LintIssue } from './lint';
import { lintJson, lintReport } from './report';

const ledger = packTexts('ledger');
const lint = (texts: PackTexts) => lintLoadedPack(loadPackFromTexts(texts, 'fixture'));
const surface = (edit: (s: any) => void) => editJson(ledger, 'surface.json', edit);
const policy = (edit: (p: any) => void) => editJson(ledger, 'policy.json', edit);
const without = (file: keyof PackTexts): PackTexts => {
  const { [file]: _gone, ...rest } = ledger;
  return rest;
};

/** One broken pack per spec message (the Lint table's wording, with its own example names), plus the studio's kinds. */
const CASES: { kind: LintKind; texts: PackTexts; issue: Partial<LintIssue> }[] = [
  {
    kind: 'missing_harness',
    texts: without('HARNESS.md'),
    issue: { file: 'HARNESS.md', message: 'HCP pack "ledger" missing HARNESS.md skill' },
  },
  {
    kind: 'missing_policy',
    texts: without('policy.json'),
    issue: { file: 'policy.json', message: 'HCP pack "ledger" missing policy.json' },
  },
  {
    kind: 'missing_verb',
    texts: policy((p) => {
      delete p.verbs.transfer;
    }),
    issue: { file: 'policy.json', pointer: '/verbs', message: 'verb "transfer" missing from policy.json' },
  },
  {
    kind: 'missing_verb',
    texts: policy((p) => {
      p.surface_id = 'ledgr';
    }),
    issue: { file: 'policy.json', pointer: '/surface_id', message: 'policy surface_id "ledgr" !== "ledger"' },
  },
  {
    kind: 'extra_verb',
    texts: policy((p) => {
      p.verbs.refund = { risk: 'write', confirm: true };
    }),
    issue: { file: 'policy.json', pointer: '/verbs/refund', message: 'policy verb "refund" not in pack manifest' },
  },
  {
    kind: 'missing_stimulus',
    texts: surface((s) => {
      s.stimulusTriggers.push({ ref: 'new_item' });
    }),
    issue: { file: 'policy.json', pointer: '/stimuli', message: 'stimulus "new_item" missing from policy.json' },
  },
  {
    kind: 'extra_stimulus',
    texts: policy((p) => {
      p.stimuli.old = { risk: 'read' };
    }),
    issue: { file: 'policy.json', pointer: '/stimuli/old', message: 'policy stimulus "old" not in stimulusTriggers' },
  },
  {
    kind: 'write_stimulus',
    texts: editJson(
      surface((s) => {
        s.stimulusTriggers.push({ ref: 'new_item' });
      }),
      'policy.json',
      (p) => {
        p.stimuli.new_item = { risk: 'write' };
      },
    ),
    issue: {
      file: 'policy.json',
      pointer: '/stimuli/new_item/risk',
      message: 'policy stimulus "new_item" is a write; a trigger announces a change and is always "read"',
    },
  },
  {
    kind: 'wrap',
    texts: editJson(
      surface((s) => {
        s.verbs = {};
      }),
      'policy.json',
      (p) => {
        p.verbs = {};
      },
    ),
    issue: { file: 'surface.json', pointer: '/verbs', message: 'wrap requires named commands or pass_through' },
  },
  {
    kind: 'binding',
    texts: surface((s) => {
      delete s.wrap;
    }),
    issue: { file: 'surface.json', message: 'wrap adapter requires wrap.bin' },
  },
  {
    kind: 'binding',
    texts: surface((s) => {
      s.plane = 'control';
    }),
    issue: {
      file: 'surface.json',
      pointer: '/binding/mode',
      message: 'control plane packs default Binding mothership',
    },
  },
  {
    kind: 'invalid_meta',
    texts: surface((s) => {
      s.kind = 'openapi';
    }),
    issue: { file: 'surface.json', pointer: '/kind', message: 'openapi adapter requires openapi ref' },
  },
  {
    kind: 'invalid_meta',
    texts: editJson(
      surface((s) => {
        s.kind = 'sense_only';
        delete s.stimulusTriggers;
      }),
      'policy.json',
      (p) => {
        delete p.stimuli;
      },
    ),
    issue: {
      file: 'surface.json',
      pointer: '/kind',
      message: 'sense_only adapter requires at least one stimulus trigger_ref',
    },
  },
  {
    kind: 'invalid_meta',
    texts: surface((s) => {
      s.binding.mode = 'cloud';
    }),
    issue: {
      file: 'surface.json',
      pointer: '/binding/mode',
      message: expect.stringMatching(/^surface\.json \/binding\/mode: /),
    },
  },
  {
    kind: 'invalid_meta',
    texts: without('surface.json'),
    issue: { file: 'surface.json', message: 'HCP pack "fixture" missing surface.json manifest' },
  },
  {
    kind: 'invalid_json',
    texts: editText(ledger, 'policy.json', (t) => t.replace(/\}\s*$/, '')),
    issue: {
      file: 'policy.json',
      message: expect.stringMatching(/^policy\.json is not valid JSON: .*\(line \d+, column \d+\)$/),
    },
  },
  {
    kind: 'invalid_json',
    texts: editText(ledger, 'surface.json', (t) => `\uFEFF${t}`),
    issue: {
      file: 'surface.json',
      message:
        'surface.json is not valid JSON: the file starts with a byte order mark (U+FEFF, the bytes EF BB BF), which JSON does not allow before its first value (line 1, column 1)',
      fix: 'Remove the byte order mark: save the file as UTF-8 without BOM.',
      quickFix: {
        kind: 'fix',
        title: 'Remove the byte order mark',
        edits: [{ file: 'surface.json', offset: 0, length: 1, newText: '' }],
      },
    },
  },
  {
    kind: 'invalid_policy',
    texts: policy((p) => {
      p.verbs.transfer.confirm = false;
    }),
    issue: {
      file: 'policy.json',
      pointer: '/verbs/transfer/confirm',
      message: expect.stringContaining('policy.json /verbs/transfer/confirm: '),
    },
  },
  {
    kind: 'invalid_eval',
    texts: editJson(ledger, 'hcp.eval.json', (e) => {
      e.cases[0].expect.slow = true;
    }),
    issue: { file: 'hcp.eval.json', pointer: '/cases/0/expect/slow', fix: 'Remove "slow" or correct its spelling.' },
  },
  {
    kind: 'skill_drift',
    texts: editText(ledger, 'HARNESS.md', (t) => t.replace(/^\| `list` \|.*\n/m, '')),
    issue: {
      file: 'HARNESS.md',
      pointer: 'Hot path',
      message: 'Skill drift: command "list" is missing from the hot-path table',
    },
  },
  {
    kind: 'skill_drift',
    texts: editText(ledger, 'HARNESS.md', (t) =>
      t.replace(/^(\| `list` \|.*\n)/m, '$1| `refund` | Refund an entry | write |\n'),
    ),
    issue: {
      file: 'HARNESS.md',
      pointer: 'Hot path',
      message: 'Skill drift: the hot-path table lists "refund", which surface.json lacks',
    },
  },
];

describe('lintLoadedPack', () => {
  it.each(EXAMPLE_PACKS)('is [] on $name', ({ texts }) => {
    expect(lintLoadedPack(loadPackFromTexts(texts))).toEqual([]);
  });

  it.each(CASES.map((c) => [c.kind, c.issue.message, c] as const))(
    '%s: %s',
    (_kind, _message, { kind, texts, issue }) => {
      const issues = lint(texts);
      expect(issues).toContainEqual(expect.objectContaining({ kind, ...issue }));
      for (const i of issues) expect(i.fix.length).toBeGreaterThan(10);
    },
  );

  it.each(CASES.map((c) => [c.kind, c.issue.message, c] as const))(
    'lint --json names it as hcpx does, { kind, message }: %s: %s',
    (_kind, _message, { kind, texts, issue }) => {
      const json = lintJson(lintReport(loadPackFromTexts(texts, 'fixture')));
      expect(json.ok).toBe(false);
      expect(json.issues).toContainEqual(
        expect.objectContaining({ kind, ...(issue.message === undefined ? {} : { message: issue.message }) }),
      );
    },
  );

  it("lint --json of a clean pack is the spec's example", () => {
    const json = lintJson(lintReport(loadPackFromTexts(ledger, 'ledger')));
    expect({ ok: json.ok, pack_id: json.pack_id, issues: json.issues }).toEqual({
      ok: true,
      pack_id: 'ledger',
      issues: [],
    });
  });

  it('exercises every lint kind', () => {
    expect(new Set(CASES.map((c) => c.kind))).toEqual(new Set(Object.keys(LINT_KINDS)));
  });

  it('gives the broken file one issue per spec case, nothing unrelated', () => {
    expect(
      lint(
        policy((p) => {
          delete p.verbs.transfer;
        }),
      ),
    ).toHaveLength(1);
    expect(
      lint(
        surface((s) => {
          s.plane = 'control';
        }),
      ).map((i) => i.kind),
    ).toEqual(['binding']);
  });

  it('puts Skill drift rows on their own line', () => {
    const texts = editText(ledger, 'HARNESS.md', (t) =>
      t.replace(/^(\| `list` \|.*\n)/m, '$1| `refund` | Refund | write |\n'),
    );
    const line = texts['HARNESS.md']!.split('\n').findIndex((l) => l.startsWith('| `refund`')) + 1;
    expect(lint(texts)).toMatchObject([{ kind: 'skill_drift', line }]);
  });

  it('never throws on arbitrary JSON in any file', () => {
    const json = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null');
    fc.assert(
      fc.property(json, json, json, fc.string(), (s, p, e, md) => {
        lint({ 'surface.json': s, 'policy.json': p, 'hcp.eval.json': e, 'HARNESS.md': md });
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(mutatedPack(ledger), (texts) => void lint(texts)),
      { numRuns: 500 },
    );
  });

  it('names a long command in full', () => {
    const key = `entries.${'x'.repeat(70)}`;
    const texts = surface((s) => {
      s.verbs[key] = { description: 'Return the entries.', cli: ['ledger', 'list'] };
    });
    expect(lint(texts)).toContainEqual(
      expect.objectContaining({ kind: 'missing_verb', message: `verb "${key}" missing from policy.json` }),
    );
  });
});

describe('lintFindings', () => {
  it('reports each issue as an L-<kind> structure error, located in its file', () => {
    const [f] = lintFindings(
      loadPackFromTexts(
        policy((p) => {
          p.verbs.refund = { risk: 'write' };
        }),
      ),
    );
    expect(f).toMatchObject({
      id: 'L-extra_verb',
      severity: 'error',
      category: 'structure',
      file: 'policy.json',
      pointer: '/verbs/refund',
      docs: '/rules/L-extra_verb',
    });
    expect(f.line).toBeGreaterThan(1);
  });
});

describe('lint: defaults the spec implies', () => {
  it('lets a control-plane pack without a Binding mode take the mothership default', () => {
    const texts = surface((s) => {
      s.plane = 'control';
      delete s.binding.mode;
    });
    expect(lint(texts).filter((i) => i.kind === 'binding')).toEqual([]);
  });

  it('refuses empty verbs unless the pack is sense_only', () => {
    const empty = surface((s) => {
      s.kind = 'composite';
      s.verbs = {};
    });
    expect(lint(empty)).toContainEqual(expect.objectContaining({ kind: 'invalid_meta', pointer: '/verbs' }));
    const senseOnly = surface((s) => {
      s.kind = 'sense_only';
      s.verbs = {};
    });
    expect(lint(senseOnly).filter((i) => i.pointer === '/verbs')).toEqual([]);
  });
});

describe('the missing_verb fix names the row the pack implies', () => {
  const fixFor = (texts: PackTexts, key: string) =>
    lintFindings(loadPackFromTexts(texts)).find((f) => f.message === `verb "${key}" missing from policy.json`)?.fix;

  it('a confirm-gated write for a name that pays, never "read (or write)"', () => {
    const texts = editJson(
      policy((p) => {
        delete p.verbs.transfer;
      }),
      'surface.json',
      (s) => delete s.verbs.transfer.policy,
    );
    const fix = fixFor(texts, 'transfer');
    expect(fix).toBe(
      'Add "transfer": { "risk": "write", "confirm": "always" } to policy.json "verbs" (its name says "transfer").',
    );
  });

  it('follows surface.json\'s own "policy" hint before the name', () => {
    const texts = editJson(
      policy((p) => {
        delete p.verbs.status;
      }),
      'surface.json',
      (s) => (s.verbs.status.policy = 'write'),
    );
    expect(fixFor(texts, 'status')).toBe(
      'Add "status": { "risk": "write" } to policy.json "verbs" (surface.json says "policy": "write").',
    );
  });

  it('a read for a read name, and an explicit choice when nothing implies a risk', () => {
    const unhinted = editJson(
      policy((p) => {
        delete p.verbs.list;
      }),
      'surface.json',
      (s) => delete s.verbs.list.policy,
    );
    expect(fixFor(unhinted, 'list')).toContain('{ "risk": "read" } to policy.json "verbs" (its name says "list")');
    const texts = editJson(
      ledger,
      'surface.json',
      (s) => (s.verbs.frobnicate = { description: 'Frobnicate the ledger entries in place.', cli: ['ledger', 'frob'] }),
    );
    expect(fixFor(texts, 'frobnicate')).toContain('if it only reads, or { "risk": "write" } if it changes anything');
  });
});

describe("schema problems in the studio's words", () => {
  it("says which value is wrong and what it must be, with the path, never zod's own wording", () => {
    const issues = lint(
      policy((p) => {
        p.verbs.list.risk = 'reed';
      }),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({
        kind: 'invalid_policy',
        pointer: '/verbs/list/risk',
        message: 'policy.json /verbs/list/risk: "risk" is "reed"; it must be one of "read", "write".',
        fix: 'Set "risk" to one of "read", "write".',
      }),
    );
    for (const i of issues) expect(i.message).not.toMatch(/Invalid option|expected one of/);
  });
});
