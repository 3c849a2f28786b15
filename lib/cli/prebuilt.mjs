// The prebuilt CLI: lib/cli/main.ts and everything it imports bundled by esbuild into one CommonJS file under
// dist/cli, loaded through V8's code cache, so `packstudio` starts without transpiling TypeScript (tsx) or parsing
// a megabyte of JavaScript at every run. Plain JavaScript: it runs before any TypeScript can.
//
// Never stale: the manifest beside the bundle lists every file that went into it (for a dependency, its
// package.json) with its mtime, ctime and size; a start that finds one changed or gone builds again first.
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The builder: this file, and the source rewrites it applies (a change to either builds the bundle again). */
const BUILDER_FILES = [fileURLToPath(import.meta.url), fileURLToPath(new URL('./code-spans.mjs', import.meta.url))];
const MANIFEST = 'manifest.json';
/** 2: the bundle on disk is already wrapped as a CommonJS module function (BUNDLE_HEAD … BUNDLE_TAIL). */
const MANIFEST_VERSION = 2;
/**
 * What `Module.wrap` puts around a module, written around the bundle at build time: wrapping at every start copied
 * the whole source (3.6 M characters, two bytes each: the bundle holds a few non-Latin-1 characters) into a second
 * 7 MB string, which a check's first mark-compact then had to mark.
 */
const BUNDLE_HEAD = '(function (exports, require, module, __filename, __dirname) { ';
const BUNDLE_TAIL = '\n});';
/** Native or server-only packages: never bundled, and loaded only when first used (a static check never opens SQLite). */
const LAZY_EXTERNALS = ['better-sqlite3', 'pg'];
/**
 * The Redis queue's client (`packstudio worker`): never bundled, required by name. Only the worker command's module,
 * loaded on demand, imports it, so no other command loads it; its named exports need no lazy proxy.
 */
const EXTERNALS = ['bullmq', 'ioredis'];
/** A build older than this that no manifest names is removed; a younger one may still be being read by another start. */
const STALE_BUILD_MS = 60_000;

/** Where the bundle of `entry` (relative to `root`) lives: dist/cli, or PACKSTUDIO_CLI_DIST. */
export function cliBuild(options = {}) {
  const root = options.root ?? ROOT;
  return {
    root,
    entry: options.entry ?? 'lib/cli/main.ts',
    outDir: resolve(options.outDir ?? process.env.PACKSTUDIO_CLI_DIST ?? join(root, 'dist', 'cli')),
  };
}

/** The bundle the manifest names, when every input is as it was at build time; else null (with why). */
export function freshBundle(build) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(build.outDir, MANIFEST), 'utf8'));
  } catch {
    return { bundle: null, why: 'no bundle built yet' };
  }
  if (manifest.version !== MANIFEST_VERSION || manifest.entry !== build.entry)
    return { bundle: null, why: 'the bundle was built by another version' };
  for (const [file, mtimeMs, ctimeMs, size] of manifest.inputs) {
    const now = statOf(join(build.root, file));
    if (!now) return { bundle: null, why: `${file} is gone` };
    if (now.mtimeMs !== mtimeMs || now.ctimeMs !== ctimeMs || now.size !== size)
      return { bundle: null, why: `${file} changed` };
  }
  return { bundle: join(build.outDir, manifest.bundle), why: 'fresh' };
}

/**
 * Bundles `entry` with esbuild (a dev dependency: null when it is not installed, or when the build fails, so the
 * caller runs the source instead), writes it and its manifest atomically, and returns the bundle's path.
 */
export async function buildBundle(build) {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    return { bundle: null, why: 'esbuild is not installed' };
  }
  const startedMs = Date.now();
  const { escapeNonAscii, replaceInCode } = await import('./code-spans.mjs');
  let result;
  try {
    result = await esbuild.build({
      entryPoints: [join(build.root, build.entry)],
      absWorkingDir: build.root,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      // ESM builds of dependencies (jsonc-parser's UMD build requires its own files at run time).
      mainFields: ['module', 'main'],
      write: false,
      metafile: true,
      logLevel: 'silent',
      logOverride: { 'empty-import-meta': 'error' },
      legalComments: 'none',
      banner: { js: rootBanner(build) },
      external: EXTERNALS,
      plugins: [sourceSemantics(build.root, replaceInCode), lazyExternals(LAZY_EXTERNALS, build.entry)],
    });
  } catch (error) {
    return { bundle: null, why: `the build failed: ${buildError(error)}` };
  }
  // ASCII, so every start reads it on the UTF-8 decoder's fast path into a one-byte string (escapeNonAscii).
  const code = Buffer.from(BUNDLE_HEAD + escapeNonAscii(result.outputFiles[0].text) + BUNDLE_TAIL);
  // Imported here, not at the top: an ES module's import of node:crypto builds its whole namespace (webcrypto
  // included), which every start paid though only a build hashes.
  const { createHash } = await import('node:crypto');
  const name = `packstudio-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.cjs`;
  const inputs = inputsOf(result.metafile, build.root).map((file) => {
    const s = statOf(join(build.root, file));
    // A file changed while esbuild read it may be half in the bundle: record it as unseen, so the next start rebuilds.
    return [file, s && s.mtimeMs < startedMs ? s.mtimeMs : -1, s?.ctimeMs ?? -1, s?.size ?? -1];
  });
  try {
    mkdirSync(build.outDir, { recursive: true });
    // The bundle first, then the manifest that names it: a start that reads the new manifest finds its bundle.
    writeAtomically(join(build.outDir, name), code);
    writeAtomically(
      join(build.outDir, MANIFEST),
      JSON.stringify({ version: MANIFEST_VERSION, entry: build.entry, bundle: name, inputs }),
    );
    removeOldBuilds(build.outDir, name);
  } catch (error) {
    return { bundle: null, why: `cannot write ${build.outDir}: ${firstLine(error)}` };
  }
  return { bundle: join(build.outDir, name), why: 'built' };
}

/**
 * Runs the bundle's module body and returns its exports, compiled with the V8 code cache beside it. The cache
 * holds the functions the commands run so far compiled: when there is none, V8 refuses it (another Node), or this
 * command has not run since it was written, it is written again as the process exits, now with this run's too.
 */
export function loadBundle(bundle, command = '') {
  const cacheFile = `${bundle}.v8cache`;
  const seenFile = `${cacheFile}.commands`;
  let cachedData;
  let seen = [];
  try {
    cachedData = readFileSync(cacheFile);
    seen = readFileSync(seenFile, 'utf8').split('\n');
  } catch {
    /* no cache yet, or no list of what it holds */
  }
  const script = new vm.Script(readFileSync(bundle, 'utf8'), {
    filename: bundle,
    cachedData,
  });
  const cache = !cachedData
    ? 'written at exit'
    : script.cachedDataRejected
      ? 'refused, rewritten at exit'
      : seen.includes(command)
        ? 'used'
        : `used, rewritten at exit with "${command}"`;
  if (cache !== 'used')
    process.once('exit', () => {
      try {
        writeAtomically(cacheFile, script.createCachedData());
        const commands = script.cachedDataRejected || !cachedData ? [command] : [...seen, command];
        writeAtomically(seenFile, [...new Set(commands)].join('\n'));
      } catch {
        /* a read-only install still runs, only without the cache */
      }
    });
  // `import.meta.resolve` and computed `import()` of a bundled file (sourceSemantics): ES module resolution and
  // loading, done here, in a real ES module. (vm.Script's own import() hook is lost by functions V8 restores from
  // the code cache in Node 20: ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING.)
  globalThis.__packstudioEsm ??= {
    resolve: esmResolve,
    import: (specifier, parentUrl) => import(esmResolve(String(specifier), parentUrl)),
  };
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, dirname(bundle));
  return { exports: module.exports, cache };
}

/** The bundle's main module, fresh (built first when its sources changed), or null with why it cannot be had. */
export async function prebuiltCli(build = cliBuild(), command = '') {
  let found = freshBundle(build);
  if (!found.bundle) {
    const stale = found.why;
    found = await buildBundle(build);
    if (!found.bundle) return { cli: null, why: `${stale}; ${found.why}` };
    found.why = `built (${stale})`;
  }
  try {
    const { exports, cache } = loadBundle(found.bundle, command);
    return { cli: exports, bundle: found.bundle, why: found.why, cache };
  } catch (error) {
    return { cli: null, why: `the bundle did not load: ${firstLine(error)}` };
  }
}

/**
 * `import.meta.resolve(specifier)` as the source file at `parentUrl` would get it: a relative or absolute specifier
 * against that file; a package by ES module resolution from here (lib/cli), whose node_modules every source shares.
 */
function esmResolve(specifier, parentUrl) {
  return /^(\.{1,2}\/|\/|file:)/.test(specifier) ? new URL(specifier, parentUrl).href : import.meta.resolve(specifier);
}

/**
 * What a CommonJS bundle lacks, given back per file as the source had it: `import.meta.url` (and `filename`,
 * `dirname`) is that file's own source, so fixtures and packs/ resolve as under tsx; `import.meta.resolve` resolves
 * against it; an `import()` esbuild cannot follow (a computed specifier: a Fig spec's file URL) is handed to
 * `__packstudioImport` with the file's place, and a dependency's `import("fs")` of a Node builtin becomes a require.
 * Only `import()` calls whose specifier is not a plain string are rewritten; esbuild bundles the others. Code only:
 * `replaceInCode` (./code-spans.mjs, loaded by the build alone) leaves strings, comments and regexes as written.
 */
function sourceSemantics(root, replaceInCode) {
  const loaders = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js' };
  return {
    name: 'source-semantics',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        // Dependencies too: @readme/openapi-parser hides `import("undici")` from bundlers behind a variable.
        const computedImport = COMPUTED_IMPORT.test(text);
        if (!text.includes('import.meta') && !computedImport) return undefined;
        const rel = JSON.stringify(relative(root, args.path).split(sep).join('/'));
        // In code only: a string, a comment or a regex that mentions them is left as written.
        const meta = {
          url: `__packstudioUrl(${rel})`,
          filename: `__packstudioPath(${rel})`,
          dirname: `__packstudioDir(${rel})`,
        };
        let contents = replaceInCode(text, IMPORT_META, (match, name, call) =>
          name !== 'resolve' ? meta[name] + (call ?? '') : call ? `__packstudioResolve(${rel}, ` : match,
        );
        if (computedImport)
          contents = replaceInCode(contents, COMPUTED_IMPORT_ALL, () => `__packstudioImport(${rel}, `);
        return { contents, loader: loaders[extname(args.path)] ?? 'js', resolveDir: dirname(args.path) };
      });
      // `await import("fs")` in a dependency: the builtin, required (a CommonJS bundle has no import() of its own).
      build.onResolve({ filter: /^[\w:/]+$/ }, (args) =>
        args.kind === 'dynamic-import' && isBuiltin(args.path)
          ? { path: args.path, namespace: 'builtin-import' }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'builtin-import' }, (args) => ({
        loader: 'js',
        contents: `module.exports = require(${JSON.stringify(args.path)});`,
      }));
    },
  };
}

/** `import(` not followed by a quote: a specifier computed at run time (a template literal counts: esbuild cannot follow a package path in one). */
const COMPUTED_IMPORT_SOURCE = String.raw`(?<![\w$.])import\s*\((?!\s*['"])`;
/** `import.meta.url`, `.filename`, `.dirname`, and `import.meta.resolve(`. */
const IMPORT_META = /\bimport\.meta\.(url|filename|dirname|resolve)\b(\()?/g;
const COMPUTED_IMPORT = new RegExp(COMPUTED_IMPORT_SOURCE, 'm');
const COMPUTED_IMPORT_ALL = new RegExp(COMPUTED_IMPORT_SOURCE, 'gm');

/** Defines the source root for sourceSemantics, relative to the bundle, so a moved checkout still resolves. */
function rootBanner(build) {
  const up = JSON.stringify(relative(build.outDir, build.root).split(sep).join('/') || '.');
  return [
    `var __packstudioRoot = require('node:path').resolve(__dirname, ${up});`,
    `var __packstudioPath = (rel) => require('node:path').join(__packstudioRoot, rel);`,
    `var __packstudioDir = (rel) => require('node:path').dirname(__packstudioPath(rel));`,
    `var __packstudioUrl = (rel) => require('node:url').pathToFileURL(__packstudioPath(rel)).href;`,
    `var __packstudioResolve = (rel, specifier) => globalThis.__packstudioEsm.resolve(specifier, __packstudioUrl(rel));`,
    `var __packstudioImport = (rel, specifier) => globalThis.__packstudioEsm.import(specifier, __packstudioUrl(rel));`,
  ].join('\n');
}

/**
 * Each package named stays external and is required the first time the code touches it, not when the bundle loads;
 * resolved from the entry's folder, as the source resolves it, wherever the bundle is.
 */
function lazyExternals(names, entry) {
  const filter = new RegExp(`^(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`);
  return {
    name: 'lazy-externals',
    setup(build) {
      build.onResolve({ filter }, (args) =>
        args.namespace === 'lazy-external'
          ? { path: args.path, external: true }
          : { path: args.path, namespace: 'lazy-external' },
      );
      build.onLoad({ filter: /.*/, namespace: 'lazy-external' }, (args) => ({
        loader: 'js',
        contents: `let loaded;
const load = () => (loaded ??= require('node:module').createRequire(__packstudioPath(${JSON.stringify(entry)}))(${JSON.stringify(args.path)}));
module.exports = new Proxy(function () {}, {
  construct: (_, args) => new (load())(...args),
  apply: (_, self, args) => Reflect.apply(load(), self, args),
  get: (_, key) => (key === '__esModule' ? undefined : load()[key]),
  has: (_, key) => key in load(),
});`,
      }));
    },
  };
}

/** The files the bundle was made of, relative to the root: sources as they are, each dependency by its package.json. */
function inputsOf(metafile, root) {
  // This builder, and what steers esbuild's resolution (tsconfig paths, package.json's type) where the project has them.
  const files = new Set(BUILDER_FILES.map((file) => relative(root, file).split(sep).join('/')));
  for (const config of ['package.json', 'tsconfig.json']) if (statOf(join(root, config))) files.add(config);
  for (const input of Object.keys(metafile.inputs)) {
    if (input.includes(':')) continue; // a plugin's virtual module (lazy-external:better-sqlite3)
    const at = input.lastIndexOf('node_modules/');
    if (at < 0) {
      files.add(input);
      continue;
    }
    const [scope, name] = input.slice(at + 'node_modules/'.length).split('/');
    files.add(`${input.slice(0, at)}node_modules/${scope.startsWith('@') ? `${scope}/${name}` : scope}/package.json`);
  }
  return [...files].sort();
}

function statOf(path) {
  try {
    const s = statSync(path);
    return { mtimeMs: s.mtimeMs, ctimeMs: s.ctimeMs, size: s.size };
  } catch {
    return null;
  }
}

/** A temp file beside the target, then a rename: another start reads the old file or the new one, never half of one. */
function writeAtomically(path, data) {
  const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temp, data);
  renameSync(temp, path);
}

function removeOldBuilds(outDir, keep) {
  for (const file of readdirSync(outDir)) {
    if (!file.startsWith('packstudio-') || file.startsWith(keep)) continue;
    const path = join(outDir, file);
    const s = statOf(path);
    if (s && Date.now() - s.mtimeMs > STALE_BUILD_MS) rmSync(path, { force: true });
  }
}

/** esbuild's first error with its place (`src/x.ts:3:7: Expected ";"`), else the error's first line. */
function buildError(error) {
  const first = error?.errors?.[0];
  if (!first) return firstLine(error);
  // esbuild counts columns from 0; editors and every other message here from 1.
  const at = first.location ? `${first.location.file}:${first.location.line}:${first.location.column + 1}: ` : '';
  return `${at}${first.text}`;
}

const firstLine = (error) => String(error instanceof Error ? error.message : error).split('\n')[0];
