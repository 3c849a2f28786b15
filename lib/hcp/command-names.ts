import type { CommandView, PackModel, PolicyRow } from './model';
import { policyRow } from './model';
import { CONFIRM_FAMILIES, READ_WORDS, RISKY_WORDS, WRITE_WORDS, type ConfirmFamily } from '../core/vocabulary';

/**
 * What a command's name says it does, read one dot-separated segment at a time (P001, P002, P005, P006, P007), with
 * the words of the one vocabulary (lib/core/vocabulary.ts) that wrap and the OpenAPI import read too. A name whose
 * last segment reads (`release.list`, `deploy.status`) is a read on a write-named family, not a write.
 */
export { CONFIRM_FAMILIES, READ_WORDS, RISKY_WORDS, WRITE_WORDS, type ConfirmFamily };

/**
 * Families whose words say how the pack's own setup or configuration changes (`setup.apply`): P005 judges those,
 * so a deploy word after one of them is not a deploy.
 */
const SETUP_FAMILIES: ReadonlySet<string> = new Set(['setup', 'config', 'configure', 'settings']);

/** Health commands: `setup.status`, `setup.check` and `setup.doctor` read, every other `setup.*` changes (P005, P006). */
export const HEALTH_WORDS: ReadonlySet<string> = new Set(['status', 'check', 'doctor']);

/** The CLI's own "don't ask me" flags a confirm-gated command passes, so it never prompts with stdin closed (P004). */
export const CLI_CONFIRM_FLAGS = [
  '--confirm',
  '--yes',
  '-y',
  '--force',
  '-f',
  '--no-prompt',
  '--assume-yes',
  '--non-interactive',
  '-auto-approve',
  '--auto-approve',
  // terraform's "Disable interactive prompts" (init, import, plan): the one it offers where -auto-approve is absent
  '-input=false',
] as const;

export function segments(key: string): string[] {
  return key.toLowerCase().split('.').filter(Boolean);
}

/** The segments that name a write (`["delete"]` for `item.delete`); [] when the name reads. */
export function writeWordsOf(key: string): string[] {
  return writeWordsIn(segments(key));
}

function writeWordsIn(segs: readonly string[]): string[] {
  if (segs.length === 0 || READ_WORDS.has(segs[segs.length - 1])) return [];
  return segs.filter((s) => WRITE_WORDS.has(s));
}

export function riskyWordOf(key: string): string | undefined {
  return writeWordsOf(key).find((w) => RISKY_WORDS.has(w));
}

/** Each word of CONFIRM_FAMILIES with the first family that lists it, so a name's words are looked up, not searched for. */
const FAMILY_OF_WORD: ReadonlyMap<string, ConfirmFamily> = (() => {
  const map = new Map<string, ConfirmFamily>();
  for (const [family, words] of Object.entries(CONFIRM_FAMILIES) as [ConfirmFamily, readonly string[]][])
    for (const word of words) if (!map.has(word)) map.set(word, family);
  return map;
})();

/** Which of delete/send/pay/publish/deploy a command does by its name, and the word that says so. */
export function confirmFamilyOf(key: string): ConfirmFamilyWord | undefined {
  return confirmFamilyIn(segments(key));
}

export type ConfirmFamilyWord = { family: ConfirmFamily; word: string };

function confirmFamilyIn(segs: readonly string[]): ConfirmFamilyWord | undefined {
  const writeWords = new Set(writeWordsIn(segs));
  for (const [i, word] of segs.entries()) {
    if (!writeWords.has(word)) continue;
    const family = FAMILY_OF_WORD.get(word);
    if (family === 'deploy' && segs.slice(0, i).some((s) => SETUP_FAMILIES.has(s))) continue;
    if (family) return { family, word };
  }
  return undefined;
}

/** `connect`, `disconnect`, `setup` and `setup.<change>`: names that change the Binding or the install (P005). */
export function isSetupOrConnectChange(key: string): boolean {
  return setupChangeIn(segments(key));
}

function setupChangeIn(segs: readonly string[]): boolean {
  const at = segs.findIndex((s) => s === 'setup' || s === 'connect' || s === 'disconnect');
  if (at < 0) return false;
  const tail = segs.slice(at + 1);
  return !(tail.length === 1 && HEALTH_WORDS.has(tail[0]));
}

/** `status`, `doctor`, or any key ending in `.status` / `.doctor` (P006). */
export function isHealthCommand(key: string): boolean {
  return /(^|\.)(status|doctor)$/.test(key.toLowerCase());
}

/** The first CLI confirmation flag in cli[], `--yes=true` included. */
export function cliConfirmFlag(cli: readonly string[]): string | undefined {
  return cli.find((token) => CLI_CONFIRM_FLAGS.some((flag) => token === flag || token.startsWith(`${flag}=`)));
}

/** The policy.json row a command's name calls for, as JSON to paste: `{ "risk": "write", "confirm": "always" }`. */
export function suggestedWriteRow(key: string): string {
  const family = confirmFamilyOf(key)?.family;
  const confirm = family === 'pay' ? ', "confirm": "always"' : family ? ', "confirm": true' : '';
  return `{ "risk": "write"${confirm} }`;
}

/**
 * The policy.json row a command's own files imply, as JSON to paste, with what implied it: surface.json's `policy`
 * hint first, then the name (a write word, or a read word as its last segment). undefined when neither says.
 */
export function impliedRow(
  command: Pick<CommandView, 'key' | 'policyHint'>,
): { row: string; because: string } | undefined {
  if (command.policyHint === 'write')
    return { row: suggestedWriteRow(command.key), because: 'surface.json says "policy": "write"' };
  if (command.policyHint === 'read')
    return { row: '{ "risk": "read" }', because: 'surface.json says "policy": "read"' };
  const word = writeWordsOf(command.key)[0];
  if (word) return { row: suggestedWriteRow(command.key), because: `its name says "${word}"` };
  const last = segments(command.key).at(-1);
  if (last && READ_WORDS.has(last)) return { row: '{ "risk": "read" }', because: `its name says "${last}"` };
  return undefined;
}

/** What a command's name says, read once: writeWordsOf, confirmFamilyOf and isSetupOrConnectChange of its key. */
export interface NameReading {
  readonly writeWords: readonly string[];
  readonly family: ConfirmFamilyWord | undefined;
  readonly setupChange: boolean;
}

export function readName(key: string): NameReading {
  const segs = segments(key);
  return { writeWords: writeWordsIn(segs), family: confirmFamilyIn(segs), setupChange: setupChangeIn(segs) };
}

export type CommandWithRow = { readonly command: CommandView; readonly row: PolicyRow; readonly name: NameReading };

/**
 * The policy rules (P001, P002, P005, P007) all walk these pairs and read the same names, so pairing and reading are
 * done once per model (a model is never changed after buildModel) instead of once per rule.
 */
const pairsOf = new WeakMap<PackModel, readonly CommandWithRow[]>();

/** Each manifest command with its policy row and what its name says; commands without a row are lint's `missing_verb`. */
export function commandsWithRows(model: PackModel): readonly CommandWithRow[] {
  let pairs = pairsOf.get(model);
  if (!pairs) {
    pairs = model.commands.flatMap((command) => {
      const row = policyRow(model, command.key);
      return row ? [{ command, row, name: readName(command.key) }] : [];
    });
    pairsOf.set(model, pairs);
  }
  return pairs;
}
