/**
 * Untrusted text in each output format: a pack's ids, command keys, messages, pointers, file names and reasons,
 * and what a CLI said. One helper per target syntax, so a formatter never splices raw text into its syntax; the
 * terminal escapes were stripped earlier, where the CLI's output entered the engine (lib/terminal).
 */

/* eslint-disable no-control-regex -- control characters are what these patterns are for */

/**
 * Characters that print nothing or reorder what prints: C0 controls (tab and line breaks aside), DEL, the C1
 * controls, the Unicode line and paragraph separators, and the bidirectional overrides and isolates (Trojan
 * Source). Shown as `\u202e` so a reader sees they are there.
 */
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const LINE_BREAK = /\r\n|\r|\n/g;

const shown = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The text with its invisible characters shown as `\u…`, line breaks kept (for a format that escapes them itself). */
export const visibleText = (value: string | number) => String(value).replace(INVISIBLE, shown);
const visible = visibleText;

/**
 * A CI log runs a line as a command when, after its leading spaces, it starts with `::` (GitHub Actions workflow
 * commands) or `##[` (their older form), and anywhere it holds `##vso[` (Azure Pipelines). A backslash defuses each.
 */
function defuseCommands(text: string): string {
  return text.replace(/^(\s*)(::|##\[)/, '$1\\$2').replace(/##vso\[/gi, '#\\#vso[');
}

// ---- plain text: --format text, GitHub's plain log lines, and the text inside every other format

/** One line of plain text: line breaks shown as `\n`, invisible characters as `\u…`, CI commands defused. */
export function plainText(value: string | number): string {
  const text = visible(String(value)).replace(LINE_BREAK, (b) => (b === '\n' ? '\\n' : b === '\r' ? '\\r' : '\\r\\n'));
  return defuseCommands(text);
}

// ---- GitHub Actions workflow commands (https://github.com/actions/toolkit, core/src/command.ts)

/** A command's message (GitHub's escapeData): `%`, CR and LF. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A command's property value (GitHub's escapeProperty): the message's escapes plus `:` and `,`. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

// ---- Markdown (GitHub-flavoured: a pull-request comment, the agent's fix list)

/**
 * Markdown text: every character that could start markup backslash-escaped (CommonMark escapes any ASCII
 * punctuation), so no link, image, HTML tag, comment (`<!--`), emphasis, strikethrough, entity or code span can
 * start; a `|` cannot end a table cell; a line break is a `<br>`; a leading `#`, `>`, list or thematic-break marker
 * is escaped too. What starts nothing (`.`, `!`, `>` or `-` inside a line, `_` inside a word) stays as it is.
 */
export function markdownText(value: string | number): string {
  return String(value)
    .split(LINE_BREAK)
    .map((line) =>
      defuseCommands(visible(line))
        .replace(/[\\`*[\]<|~]/g, '\\$&')
        // `_` emphasises only where it is not inside a word; `&` matters only where it starts an entity.
        .replace(/(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/g, '\\_')
        .replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&')
        .replace(/^(\s*)([#>+=-]|\d+[.)])/, '$1\\$2'),
    )
    .join('<br>');
}

/** An inline code span holding the text literally: backticks become `'`, a `|` is escaped for tables, one line. */
export function markdownCode(value: string): string {
  if (!value) return '';
  return `\`${plainText(value).replace(/`/g, "'").replace(/\|/g, '\\|')}\``;
}

// ---- HTML and XML: a line break or `##` as a character reference, so the page's source has no line of its own

/** `\n`, `\r` and the `#` of `##vso[` as character references: the same text, but no CI command in the source. */
const markupLines = (text: string) =>
  text
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')
    .replace(/##vso\[/gi, (m) => `#&#35;${m.slice(2)}`);

/** Text or an attribute value in HTML: the characters that could open markup or close an attribute, escaped. */
export function htmlText(value: string | number): string {
  return markupLines(
    visible(String(value))
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#39;'),
  );
}

/**
 * Text or an attribute value as XML 1.0 allows it (JUnit): the five entities escaped, control characters shown,
 * what XML forbids (a lone surrogate) dropped; a line break in an attribute is kept as `&#10;`, not normalised away.
 */
export function xmlText(value: string): string {
  return markupLines(
    visible(value)
      .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;'),
  );
}

// ---- JSON (the report, SARIF)

/**
 * A value as JSON text that parses back to the same value, with the invisible characters and the `#` of `##vso[`
 * written as `\u` escapes, so the printed document shows what it holds and never carries a CI command.
 */
export function jsonText(value: unknown, indent = 2): string {
  return JSON.stringify(value, null, indent)
    .replace(INVISIBLE, shown)
    .replace(/##vso\[/gi, (m) => `#\\u0023${m.slice(2)}`);
}

// ---- SARIF 2.1.0

/** A SARIF message string: `{` and `}` doubled, as §3.11.5 requires outside placeholders. */
export function sarifText(value: string): string {
  return value.replace(/[{}]/g, '$&$&');
}

/** A relative path as a URI reference: each segment percent-encoded, so `#`, `?`, `%` and spaces stay in the path. */
export function uriPath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}
