import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FORMATS, SUPPRESSIONS_FILE } from '@/lib/formats';
import { STUDIOS } from './studios';

/**
 * The studio's layers, held by reading the source. Components run in the browser: they import no server module
 * (lib/node, lib/studio/server), not even for a type, and neither does the browser half of lib/studio. The shell
 * (components/studio) names no format: no id, label or file of one. Outside a format's own folder, nothing in
 * components branches on a format. Each format has its studio, and each studio a format.
 */

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Source files under `dir`, tests and test helpers aside. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test(-d)?\.tsx?$/.test(e.name) && !/^test-/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

/** Every module a file imports (static, dynamic, type-only), as a path from the repository root or a package name. */
function importsOf(file: string, text = readFileSync(join(ROOT, file), 'utf8')): string[] {
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
  return specifiers.map((s) =>
    s.startsWith('@/') ? s.slice(2) : s.startsWith('.') ? relative(ROOT, resolve(ROOT, dirname(file), s)) : s,
  );
}

const SERVER = /^(lib\/node(\/|$)|lib\/studio\/server(\/|$)|node:|server-only$)/;

function serverImports(dir: string): string[] {
  return sources(dir).flatMap((file) =>
    importsOf(file)
      .filter((m) => SERVER.test(m))
      .map((m) => `${file} → ${m}`),
  );
}

/** The folders that are one format's own: named by its id (components/<id>). */
const FORMAT_FOLDERS = FORMATS.map((f) => `components/${f.id}/`);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each format's names as code or prose about it would write them. */
const NAMED = FORMATS.flatMap((f) => [
  // A word of its own, `_`- and `-`-joined names too (HCP_HOME, _hcp_, a path's ../hcp/): `\b` takes `_` for a letter.
  { what: `format id "${f.id}"`, pattern: new RegExp(`(?<![A-Za-z0-9])${escape(f.id)}(?![A-Za-z0-9])`, 'i') },
  { what: `label "${f.label}"`, pattern: new RegExp(escape(f.label), 'i') },
  ...f.files
    .filter((file) => file !== SUPPRESSIONS_FILE)
    .map((file) => ({ what: `file ${file}`, pattern: new RegExp(escape(file)) })),
]);

/** A branch on a format: its id compared or switched on, or its registry entry compared by identity. */
const BRANCHES = FORMATS.flatMap((f) => {
  const id = `['"\`]${escape(f.id)}['"\`]`;
  const entry = `\\b${escape(f.id)}(Format|Studio)\\b(\\.(id|formatId))?`;
  return [
    new RegExp(`[!=]==?\\s*${id}|${id}\\s*[!=]==?|case\\s+${id}`),
    new RegExp(`[!=]==?\\s*${entry}|${entry}\\s*[!=]==?`),
  ];
});

describe('the studio layers', () => {
  it('components import no server module, not even a type', () => {
    expect(serverImports('components')).toEqual([]);
  });

  it('the browser half of lib/studio imports no server module', () => {
    const browser = sources('lib/studio').filter((f) => !f.startsWith('lib/studio/server/'));
    expect(
      browser.flatMap((file) =>
        importsOf(file)
          .filter((m) => SERVER.test(m))
          .map((m) => `${file} → ${m}`),
      ),
    ).toEqual([]);
  });

  it('the shell names no format: no id, label or file of one', () => {
    const named = sources('components/studio').flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return NAMED.filter((n) => n.pattern.test(text)).map((n) => `${file}: ${n.what}`);
    });
    expect(named).toEqual([]);
  });

  it('nothing in components branches on a format outside the format folders', () => {
    const outside = sources('components').filter((f) => !FORMAT_FOLDERS.some((folder) => f.startsWith(folder)));
    const branches = outside.flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .filter((line) => BRANCHES.some((b) => b.test(line)))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(branches).toEqual([]);
  });

  it('every format has a studio, in its own folder, and every studio is of a format', () => {
    expect(STUDIOS.map((s) => s.formatId).sort()).toEqual(FORMATS.map((f) => f.id).sort());
    const studios = readFileSync(join(ROOT, 'components/studios.tsx'), 'utf8');
    for (const folder of FORMAT_FOLDERS)
      expect(studios).toContain(`import('./${folder.slice('components/'.length)}studio')`);
  });

  it('finds what it looks for: a server import, a format name and a branch are caught', () => {
    expect(importsOf('components/x/y.tsx', "import type { JobStatus } from '@/lib/node/job-queue';")).toEqual([
      'lib/node/job-queue',
    ]);
    expect(importsOf('components/x/y.tsx', "import { a } from '../../lib/studio/server/inputs';")).toEqual([
      'lib/studio/server/inputs',
    ]);
    expect(SERVER.test('lib/studio/server/inputs') && !SERVER.test('lib/studio/drafts')).toBe(true);
    expect(NAMED.some((n) => n.pattern.test("const MAIN = 'surface.json';"))).toBe(true);
    expect(NAMED.some((n) => n.pattern.test('const home = env.HCP_HOME;'))).toBe(true);
    expect(BRANCHES.some((b) => b.test("if (format.id === 'recued') return null;"))).toBe(true);
    expect(BRANCHES.some((b) => b.test('if (descriptor === hcpStudio) x();'))).toBe(true);
  });
});
