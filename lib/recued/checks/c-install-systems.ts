import { closest } from '../closest';
import { INSTALL_MANAGERS, MANAGER_SYSTEMS, SYSTEMS, isOneOf, quoteList, type System } from '../vocabulary';
import { child, has, show } from '../walk';
import { offer, removeAt, setAt, type EditSource } from '../quick-fix';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { compositionExample, INGREDIENT } from './example';
import { installEntries } from './install-shared';

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
