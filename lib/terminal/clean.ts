import { mapJsonText } from '../core/json-map';
import { MASK, maskJson, maskText, MIN_KNOWN_LENGTH } from '../secrets/mask';
import { stripEscapes, stripTerminal, type EscapesFound } from './escapes';

/**
 * A CLI's output as the engine keeps it: escape sequences stripped, then secrets masked (lib/secrets). This is
 * where every process's stdout and stderr enter (lib/node/runtime/process.ts), so no finding, report, history row
 * or studio answer can carry what the CLI printed raw. `known` are values secret to this run: a pack's agent_env
 * values, arguments the author marked secret.
 */
export function cleanCliText(raw: string, known: readonly string[] = []): { text: string; escapes: EscapesFound } {
  const { text, escapes } = stripTerminal(raw);
  return { text: maskText(text, known), escapes };
}

/** A run's two streams cleaned, with what stripping found in either (absent when neither held a sequence). */
export function cleanStreams(
  rawStdout: string,
  rawStderr: string,
  known: readonly string[] = [],
): { stdout: string; stderr: string; escapes?: EscapesFound } {
  const out = cleanCliText(rawStdout, known);
  const err = cleanCliText(rawStderr, known);
  const colour = out.escapes.colour || err.escapes.colour;
  const control = out.escapes.control || err.escapes.control;
  return { stdout: out.text, stderr: err.text, ...(colour || control ? { escapes: { colour, control } } : {}) };
}

/**
 * stdout parsed as JSON, with every string and every member name cleaned as cleanCliText does (escapes stripped,
 * secrets masked), and secret-named members masked whole.
 */
export function cleanCliJson(value: unknown, known: readonly string[] = []): unknown {
  return maskJson(mapJsonText(value, stripEscapes, stripEscapes), known);
}

/** An argv as shown: a token that is a known value is masked whatever its length; inside a token as in text. */
export function cleanArgv(argv: readonly string[], known: readonly string[] = []): string[] {
  const exact = new Set(known.filter((v) => v.length > 0 && v.length < MIN_KNOWN_LENGTH));
  return argv.map((token) => (exact.has(token) ? MASK : maskText(stripTerminal(token).text, known)));
}
