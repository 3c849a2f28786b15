/**
 * A read that runs a write: a command policy.json calls a read whose argv, for the values given, is one a write's
 * template could build (`peek` = `ledger transfer {{amount}} --to {{payee}} --confirm` beside the write `transfer`
 * with the same words and an optional `--memo`). The CLI cannot tell them apart, so such a call is the write's:
 * its grant, its approval and its confirm gate (the runner), and no probe runs it (lib/node/probe/plan.ts). Pure.
 */
import { argvSource, argvTemplate, buildArgvTokens, placeholderNames } from './argv';
import { commandRisk, type CommandView, type PackModel } from './model';

const STANDALONE = /^\{\{\s*[A-Za-z0-9_.-]+\s*\}\}$/;
const FLAG = /^--?[A-Za-z][\w-]*$/;

/** The write whose argv this read's call would be, or undefined (a write's own call, or no write could build it). */
export function writeBehind(
  model: PackModel,
  command: CommandView,
  args: Record<string, unknown>,
): CommandView | undefined {
  if (commandRisk(model, command.key) === 'write') return undefined;
  const built = buildArgvTokens({ ...argvSource(model, command), jsonFlag: [] }, args);
  if (!built.ok) return undefined;
  const argv = built.argv.slice(1);
  const fromValue = built.fromValue.slice(1);
  return model.commands.find(
    (c) =>
      c.key !== command.key &&
      commandRisk(model, c.key) === 'write' &&
      couldBuild(argvTemplate(argvSource(model, c)), argv, fromValue),
  );
}

/**
 * Whether some values make `template` give exactly `argv`: a literal token equals its token (whoever put it there:
 * a read `tool {{sub}}` called with "transfer" reaches the write `tool transfer`), a placeholder token matches a
 * token that holds a value (`fromValue`), as its literal text allows, never one of the read's own words (a write
 * `daemon {{target}}` beside the read `daemon status` is another command), and any placeholder may be missing (its token dropped, with the literal
 * flag before it when it stands alone, as buildArgv drops them). Memoised over (template, argv) positions: linear in
 * their product.
 */
export function couldBuild(
  template: readonly string[],
  argv: readonly string[],
  fromValue: readonly boolean[] = argv.map(() => true),
): boolean {
  const seen = new Map<number, boolean>();
  const from = (i: number, j: number): boolean => {
    const key = i * (argv.length + 1) + j;
    const known = seen.get(key);
    if (known !== undefined) return known;
    seen.set(key, false);
    let ok: boolean;
    if (i === template.length) ok = j === argv.length;
    else {
      const token = template[i];
      const next = template[i + 1];
      const holder = placeholderNames(token).length > 0;
      ok =
        (j < argv.length && (!holder || fromValue[j]) && tokenMatches(token, argv[j]) && from(i + 1, j + 1)) ||
        (holder && from(i + 1, j)) ||
        (FLAG.test(token) && next !== undefined && STANDALONE.test(next) && from(i + 2, j));
    }
    seen.set(key, ok);
    return ok;
  };
  return from(0, 0);
}

/** A token of literal text and placeholders against an argument: a glob where each placeholder is `*`, matched leftmost (linear, no regex to backtrack). */
function tokenMatches(token: string, arg: string): boolean {
  const literals = token.split(/\{\{\s*[A-Za-z0-9_.-]+\s*\}\}/);
  if (literals.length === 1) return token === arg;
  const first = literals[0];
  const last = literals[literals.length - 1];
  if (arg.length < first.length + last.length || !arg.startsWith(first) || !arg.endsWith(last)) return false;
  let at = first.length;
  const end = arg.length - last.length;
  for (const literal of literals.slice(1, -1)) {
    const found = arg.indexOf(literal, at);
    if (found < 0 || found + literal.length > end) return false;
    at = found + literal.length;
  }
  return true;
}
