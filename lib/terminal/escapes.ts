/**
 * Terminal escape sequences in a CLI's output, removed where the output enters the engine, so no report, log or
 * page replays a hyperlink, a cursor move, a window title or a clear-screen the CLI printed. Browser-safe.
 */

/* eslint-disable no-control-regex -- control characters are what these patterns are for */

/** SGR, the colour and style sequence (`ESC [ 1 ; 32 m`). */
const SGR = /(?:\u001b\[|\u009b)[0-9;:]*m/;

/**
 * Every sequence a terminal would act on, longest forms first: CSI (ESC [ or the C1 CSI, parameters, intermediates,
 * a final byte; an unfinished one at the end too), string sequences (OSC `ESC ]`, DCS `ESC P`, SOS `ESC X`,
 * PM `ESC ^`, APC `ESC _`, or their C1 forms) up to BEL or ST (ESC \ or the C1 ST) or the end of the text, which a
 * terminal would swallow whole, then two-byte ESC sequences (ESC 7, ESC c, ESC ( B), a lone ESC, and the other C1
 * controls.
 */
const SEQUENCE =
  /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]?|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d\u009e\u009f])[\s\S]*?(?:\u0007|\u001b\\|\u009c|$)|\u001b[\u0020-\u002f]*[\u0030-\u007e]|\u001b|[\u0080-\u009f]/g;

/** C0 controls that move or ring rather than print; tab and newline stay, CR and backspace are handled first. */
const C0 = /[\u0000-\u0007\u000b\u000c\u000e-\u001a\u001c-\u001f\u007f]/;

/**
 * Unicode's bidirectional embeddings, overrides and isolates (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI): they
 * reorder what a terminal, a page or a log shows without being seen ("Trojan Source"): `\u202Etxt.exe` shows as
 * `exe.txt`, a line of an argv or a JSON name reads as another. Plain right-to-left text needs none of them (the
 * marks LRM/RLM stay). One list, for output here and for argument values (lib/hcp/arg-safety.ts).
 */
export const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** What stripping found, for the probe rules (R007): colour, and any other kind of sequence. */
export interface EscapesFound {
  colour: boolean;
  control: boolean;
}

export interface StrippedText {
  text: string;
  escapes: EscapesFound;
}

/**
 * The text as plain characters: every escape sequence, C1 control and bidi override removed, backspace over-striking resolved
 * (`X\bX` is X, as man pages bold), CR LF and lone CRs made newlines (a progress bar's steps become lines instead of
 * overwriting each other), and the other C0 controls dropped.
 */
export function stripTerminal(raw: string): StrippedText {
  let colour = false;
  let control = false;
  let text = raw;
  if (/[\u001b\u0080-\u009f]/.test(text))
    text = text.replace(SEQUENCE, (sequence: string) => {
      if (SGR.test(sequence) && sequence.endsWith('m')) colour = true;
      else control = true;
      return '';
    });
  if (text.includes('\b')) text = text.replace(/[^\b\n]\u0008/g, '').replace(/\u0008/g, '');
  if (text.includes('\r')) text = text.replace(/\r\n?/g, '\n');
  if (BIDI_CONTROL.test(text)) {
    control = true;
    text = text.replace(new RegExp(BIDI_CONTROL.source, 'g'), '');
  }
  if (C0.test(text)) {
    control = true;
    text = text.replace(new RegExp(C0.source, 'g'), '');
  }
  return { text, escapes: { colour, control } };
}

/** Only the text, for callers that need no record of what was removed. */
export const stripEscapes = (raw: string): string => stripTerminal(raw).text;

/**
 * Text shown as one line with nothing acting on the reader's screen: line breaks, tabs, every C0 and C1 control
 * (ESC, so no sequence), bidi overrides and the line and paragraph separators are written as `\n`, `\u001B`, …
 * For a question a person answers (an MCP confirm question), where a value must not add a line that reads as the
 * host's own, or hide what it is.
 */
export function oneLine(text: string): string {
  return text.replace(SHOWN_ESCAPED, (c) =>
    c === '\n' ? '\\n' : c === '\t' ? '\\t' : c === '\r' ? '\\r' : unicodeEscape(c),
  );
}

const SHOWN_ESCAPED = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]|${BIDI_CONTROL.source}`, 'gu');

function unicodeEscape(c: string): string {
  return `\\u${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}
