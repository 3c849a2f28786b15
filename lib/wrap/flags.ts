import type { HelpFlag } from './help-types';

/** One flag token of a spec: `--porcelain[=<version>]`, `--prompt`, `-C`, with the value written right after it. */
const FLAG_TOKEN = /^(--?[A-Za-z0-9?][\w.-]*)(\[=[^\]]*\]|=\S+|\.\.\.)?$/;
/** yargs and click print a value type in the description's tail: `[string]`, `[number] [required]`. */
const YARGS_VALUE_TYPE = /\[(string|number|array|count)\]/;

/**
 * A flag entry's left column as the help prints it: `-v, --verbose`, `-S|--save`, `--porcelain[=<version>]`,
 * `-o, --output string` (cobra), `--prompt PROMPT` (argparse), `-n, --name TEXT` (click), `-C <DIRECTORY>` (clap).
 * Returns null when the text is not a flag spec.
 */
export function parseFlagSpec(spec: string, description?: string): HelpFlag | null {
  const text = spec.trim().replace(/:$/, ''); // kubectl: `-A, --all-namespaces=false:`
  if (!text.startsWith('-')) return null;
  const flag: HelpFlag = {};
  // Alternatives are separated by ", " or "|"; a value follows the last one after a space.
  const [names, ...valueParts] = splitValue(text);
  for (const part of names.split(/\s*,\s*|\s*\|\s*|\s+/).filter(Boolean)) {
    const m = FLAG_TOKEN.exec(part);
    if (!m) return null;
    const name = m[1];
    // Go's flag package spells long flags with one dash: terraform's `-json`, `-chdir=DIR`
    if (name.startsWith('--') || name.length > 2) flag.long ??= name;
    else flag.short ??= name;
    const inline = m[2];
    if (inline && inline !== '...') {
      flag.valueOptional = inline.startsWith('[');
      if (inline.startsWith('=') || inline.startsWith('[=')) flag.joined = true;
      const value = inline.replace(/^\[?=|\]$/g, '');
      // kubectl prints the default after `=`: a true/false default is a boolean flag
      if (!/^(true|false)$/.test(value)) flag.value = value;
    }
  }
  if (!flag.long && !flag.short) return null;
  const value = valueParts.join(' ').trim();
  if (value && !flag.value) {
    const optional = /^\[[^\]]*\]$/.test(value);
    flag.value = (optional ? value.slice(1, -1) : value).replace(/\[=.*$/, '');
    if (optional) flag.valueOptional = true;
  }
  if (!flag.value && description && YARGS_VALUE_TYPE.test(description))
    flag.value = YARGS_VALUE_TYPE.exec(description)![1];
  if (description) flag.description = cleanDescription(description);
  return flag;
}

/** `-o, --output string` → [`-o, --output`, `string`]; commas and pipes stay with the names. */
function splitValue(text: string): string[] {
  const tokens = text.split(/\s+/);
  const names: string[] = [];
  let i = 0;
  for (; i < tokens.length; i++) {
    const t = tokens[i];
    const previous = names[names.length - 1];
    if (i === 0 || t.startsWith('-') || t === '|' || previous?.endsWith(',') || previous?.endsWith('|')) names.push(t);
    else break;
  }
  return [names.join(' ').replace(/\s*\|\s*/g, '|'), ...tokens.slice(i)];
}

/** yargs' `[boolean] [default: 3000]` tails are noise in a description. */
function cleanDescription(text: string): string {
  return text
    .replace(/\s*\[(boolean|string|number|array|count|required|default: [^\]]*|choices: [^\]]*)\]/g, '')
    .trim();
}

/**
 * Flags named in a usage summary (`[--depth <depth>] [-a|--all] [--json]`), as npm prints its options. Each
 * bracketed group that starts with a flag gives one flag; nested brackets are skipped.
 */
export function flagsInSummary(text: string): HelpFlag[] {
  const out: HelpFlag[] = [];
  for (const m of text.matchAll(/\[((?:-\w\|)?--?[\w-]+(?:\|--?[\w-]+)*)(?: <([^>]+)>)?\]/g)) {
    const flag = parseFlagSpec(m[1]);
    if (!flag) continue;
    if (m[2]) flag.value = m[2];
    out.push(flag);
  }
  return out;
}

/** Merges flags by name, the first description and value winning. */
export function mergeFlags(flags: readonly HelpFlag[]): HelpFlag[] {
  const byName = new Map<string, HelpFlag>();
  const out: HelpFlag[] = [];
  for (const flag of flags) {
    const key = flag.long ?? flag.short!;
    const seen =
      byName.get(key) ?? (flag.short ? [...byName.values()].find((f) => f.short === flag.short && !f.long) : undefined);
    if (seen) {
      seen.short ??= flag.short;
      seen.long ??= flag.long;
      seen.value ??= flag.value;
      seen.valueOptional ??= flag.valueOptional;
      seen.description ??= flag.description;
      if (seen.long) byName.set(seen.long, seen);
      continue;
    }
    const copy = { ...flag };
    byName.set(key, copy);
    out.push(copy);
  }
  return out;
}

const FORMAT_FLAGS = new Set(['--format', '--output', '--output-format', '-o', '-f', '--out-format', '-format']);

/**
 * The arguments that make the CLI print JSON, when its flags offer them: `--json` or `-json` (a boolean), or a
 * format flag (`--format`, `--output`, `-o`) whose value or description names json, spelled as the help spells it:
 * `-o json`, `--format json`, `--format=json` (gcloud), `--output json` (aws).
 */
export function jsonFlagOf(flags: readonly HelpFlag[]): string[] | null {
  const json = flags.find((f) => (f.long === '--json' || f.long === '-json') && (!f.value || f.valueOptional));
  if (json) return [json.long!];
  for (const f of flags) {
    const name = [f.long, f.short].find((n) => n && FORMAT_FLAGS.has(n));
    if (!name || !f.value) continue;
    if (!/\bjson\b/i.test(`${f.value} ${f.description ?? ''}`)) continue;
    if (f.short === '-o') return ['-o', 'json'];
    const long = f.long ?? name;
    return f.joined ? [`${long}=json`] : [long, 'json'];
  }
  return null;
}
