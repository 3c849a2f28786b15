import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUPPRESSIONS_FILE } from './core/suppressions-file';
import { FORMATS } from './formats';

/**
 * The format seam, held by reading the source: the core and the report formatters name no format (no id, label,
 * file or category of one), and nothing outside a format's own folder branches on a format (an `if`, a comparison
 * or a `case` on its id or its registry entry). What a format is lives in lib/formats/<id> and its engine.
 */

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Source files under `dir` (or `dir` itself, a file), tests and test helpers aside. */
function sources(dir: string): string[] {
  if (/\.tsx?$/.test(dir)) return [dir];
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test(-d)?\.tsx?$/.test(e.name) && !/^test-/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A name as a word of its own, `_`- or `-`-joined ones included (HCP_HOME, _hcp_, hcp-home, a path's ../hcp/): `\b`
 * alone would take `_` for a letter and miss them.
 */
const word = (name: string) => new RegExp(`(?<![A-Za-z0-9])${escape(name)}(?![A-Za-z0-9])`, 'i');

/** Each format's names as they would appear in code or prose about it. */
const NAMED = FORMATS.flatMap((f) => [
  { what: `format id "${f.id}"`, pattern: word(f.id) },
  { what: `label "${f.label}"`, pattern: new RegExp(escape(f.label), 'i') },
  { what: `short label "${f.shortLabel}"`, pattern: word(f.shortLabel) },
  ...f.files
    .filter((file) => file !== SUPPRESSIONS_FILE)
    .map((file) => ({ what: `file ${file}`, pattern: new RegExp(escape(file)) })),
  // Category ids are ordinary words (policy, eval): used as data, a quoted name compared or switched on, or the key of
  // a table with a quoted value (`manifest: 'static'`); a word in a sentence is not a category.
  ...f.categories.map((c) => {
    const quoted = `['"\`]${escape(c.id)}['"\`]`;
    return {
      what: `category "${c.id}"`,
      pattern: new RegExp(`[!=]==?\\s*${quoted}|${quoted}\\s*[!=]==?|case\\s+${quoted}|\\b${escape(c.id)}:\\s*['"\`]`),
    };
  }),
]);

function namesIn(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return NAMED.filter((n) => n.pattern.test(text)).map((n) => n.what);
}

/** A branch on a format: its id compared or switched on, or its registry entry compared by identity. */
const BRANCHES = FORMATS.flatMap((f) => {
  const id = `['"\`]${escape(f.id)}['"\`]`;
  const entry = `\\b${escape(f.id)}Format\\b(\\.id)?`;
  return [
    new RegExp(`[!=]==?\\s*${id}|${id}\\s*[!=]==?|case\\s+${id}`),
    new RegExp(`[!=]==?\\s*${entry}|${entry}\\s*[!=]==?`),
  ];
});

function branchesIn(file: string): string[] {
  return readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .filter((line) => BRANCHES.some((b) => b.test(line)))
    .map((line) => `${file}: ${line.trim()}`);
}

/**
 * What a shared folder still names of a format, each entry with why and where it goes: never a silent gap. An entry
 * that no longer matches fails too, so the list only shrinks.
 */
const NOT_MOVED_YET: Record<string, { names: string[]; why: string }> = {};

/** The shared folders (and files) that name no format, beyond the entries above. */
const SHARED = [
  'lib/core',
  'lib/report',
  'lib/formats/types.ts',
  'lib/node/runtime',
  'lib/node/mcp',
  'lib/node/pack-runner.ts',
  'lib/node/run/request.ts',
  'components/editor',
  'components/check',
  'components/studio',
];

describe('the format seam', () => {
  it.each(SHARED)('%s names no format: no id, label, file or category of one (`_`-joined names too)', (dir) => {
    const named = sources(dir).flatMap((file) =>
      namesIn(file)
        .filter((what) => !NOT_MOVED_YET[file]?.names.includes(what))
        .map((what) => `${file}: ${what}`),
    );
    expect(named).toEqual([]);
  });

  it('every entry of the not-moved-yet list still names what it says (a moved file leaves the list)', () => {
    const stale = Object.entries(NOT_MOVED_YET).flatMap(([file, entry]) => {
      const named = SHARED.some((dir) => file === dir || file.startsWith(`${dir}/`)) ? namesIn(file) : [];
      return entry.names.filter((what) => !named.includes(what)).map((what) => `${file}: ${what}`);
    });
    expect(stale).toEqual([]);
  });

  it.each(['lib/cli', 'lib/node', 'lib/studio', 'components'])(
    '%s branches on no format (outside each format folder, every format is the registry entry it is handed)',
    (dir) => {
      expect(sources(dir).flatMap(branchesIn)).toEqual([]);
    },
  );

  it('finds what it looks for: a branch and a name are caught', () => {
    expect(BRANCHES.some((b) => b.test("if (report.format === 'hcp')"))).toBe(true);
    expect(BRANCHES.some((b) => b.test('if (format !== recuedFormat) return'))).toBe(true);
    expect(NAMED.some((n) => n.pattern.test("needs: ['surface.json']"))).toBe(true);
    expect(NAMED.some((n) => n.pattern.test("const LAYER = { manifest: 'static' }"))).toBe(true);
    expect(NAMED.some((n) => n.pattern.test("f.category === 'eval'"))).toBe(true);
    expect(NAMED.some((n) => n.pattern.test("plural(n, 'probe')"))).toBe(false);
    // `_`- and `-`-joined names, and a format's folder in an import path.
    expect(NAMED.some((n) => n.pattern.test('env.HCP_HOME = home'))).toBe(true);
    expect(NAMED.some((n) => n.pattern.test('const _hcp_home = 1'))).toBe(true);
    expect(NAMED.some((n) => n.pattern.test("import { x } from '../../hcp/argv'"))).toBe(true);
    expect(NAMED.some((n) => n.pattern.test('const hcpx = 1; // hcpxs'))).toBe(false);
  });
});
