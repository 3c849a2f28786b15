import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { normaliseSpec, specAt, type SpecCommand } from '../../wrap/fig';

/**
 * Fig specs from the installed `@withfig/autocomplete` (pinned in package.json): `build/<cli>.js` holds each CLI's
 * spec as its default export, `build/index.js` the list of names. Only names on that list are loaded, so a bin
 * name can never point the import anywhere else. Loaded specs are kept: the files do not change while we run.
 */
/** Built at run time: a literal name here would be resolved by the studio's bundler into a module of its own. */
const PACKAGE = ['@withfig', 'autocomplete'].join('/');
const SPEC_NAME = /^(@[\w.-]+\/)?[\w.-]+(\/[\w.-]+)*$/;

let index: Promise<{ dir: string; names: Set<string> } | null> | undefined;
const loaded = new Map<string, Promise<SpecCommand | null>>();

function specIndex() {
  index ??= (async () => {
    try {
      // createRequire, not import.meta.resolve: the studio's bundler gives import.meta only `url`.
      const entry = createRequire(import.meta.url).resolve(/* turbopackIgnore: true */ PACKAGE);
      const mod = (await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ pathToFileURL(entry).href)) as {
        default?: unknown;
      };
      const names = Array.isArray(mod.default) ? mod.default.filter((n): n is string => typeof n === 'string') : [];
      return { dir: dirname(entry), names: new Set(names) };
    } catch {
      return null; // the package is missing: wrap reads the help alone
    }
  })();
  return index;
}

/** The spec named (`git`, `aws/s3`), or null when there is none or it is not plain data (a versioned spec's function). */
export async function loadFigSpec(name: string): Promise<SpecCommand | null> {
  if (!SPEC_NAME.test(name) || name.split('/').includes('..')) return null;
  let spec = loaded.get(name);
  if (!spec) {
    spec = (async () => {
      const found = await specIndex();
      if (!found || !found.names.has(name)) return null;
      try {
        const file = pathToFileURL(join(found.dir, `${name}.js`)).href;
        const mod = (await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ file)) as { default?: unknown };
        return normaliseSpec(mod.default);
      } catch {
        return null;
      }
    })();
    loaded.set(name, spec);
  }
  return spec;
}

/**
 * The spec node at `path`, with a `loadSpec` subcommand's own file read in (aws's services, gcloud's groups each
 * live in a file of their own): its subcommands, options and arguments replace the stub's empty ones.
 */
export async function specNodeAt(root: SpecCommand, path: readonly string[]): Promise<SpecCommand | undefined> {
  let node: SpecCommand | undefined = root;
  for (const word of path) {
    node = specAt(node, [word]);
    if (!node) return undefined;
    if (node.loadSpec && !node.subcommands.length) {
      const sub = await loadFigSpec(node.loadSpec);
      if (sub) {
        Object.assign(node, {
          subcommands: sub.subcommands,
          options: node.options.length ? node.options : sub.options,
          args: node.args.length ? node.args : sub.args,
          description: node.description ?? sub.description,
        });
        delete node.loadSpec;
      }
    }
  }
  return node;
}
