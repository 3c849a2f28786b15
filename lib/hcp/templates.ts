import { isRecord, ownValue } from '../core/guards';
import { matchesOf } from '../core/matches';
import type { CommandView } from './model';

/**
 * The one template module: `{{name}}` and `{{result.path}}` placeholders in titles, previews and argument-filled text.
 * Rules (M024, M026), the studio's approval-card previews and the runtime all render through it, so they agree.
 */
/** Text, a `{{name}}` placeholder, or a broken one (`{{amount`, `{{ }}`, `amount}}`) that can never be filled. */
export type TemplatePart = { text: string } | { name: string } | { broken: string };

export interface Placeholder {
  /** What sits between the braces, trimmed: `amount`, `result.id`. */
  name: string;
  /** `{{result}}` and `{{result.…}}` read the command's result, not an argument. */
  result: boolean;
}

export type TemplateValues = Record<string, unknown>;
export type TitlePhase = 'live' | 'done';

export interface PreviewField {
  name: string;
  /** null when a value the field needs is absent: the card leaves the field out or shows it empty. */
  value: string | null;
}

export interface PreviewCard {
  kind: string;
  title: string;
  fields: PreviewField[];
}

export interface PreviewSuggestion {
  kind: string;
  title: string;
  fields: Record<string, string>;
}

/** What the renderers read of a command; a CommandView has it all. */
export type TemplateCommand = Pick<CommandView, 'key' | 'args' | 'title' | 'preview'>;

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w-]*(?:\.[\w-]+)*)\s*\}\}/g;
/** Braces left in the text between placeholders, with the word around them. */
const BROKEN = /\S*?(?:\{\{|\}\})\S*/g;

export function parseTemplate(template: string): TemplatePart[] {
  // Both patterns need a `{{` or a `}}`; most titles and field texts have neither.
  if (!template.includes('{{') && !template.includes('}}')) return template === '' ? [] : [{ text: template }];
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of matchesOf(PLACEHOLDER, template)) {
    if (match.index > last) parts.push(...textParts(template.slice(last, match.index)));
    parts.push({ name: match[1] });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push(...textParts(template.slice(last)));
  return parts;
}

function textParts(text: string): TemplatePart[] {
  if (!text.includes('{{') && !text.includes('}}')) return [{ text }]; // nothing BROKEN can match: the usual text between placeholders
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of matchesOf(BROKEN, text)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ broken: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The placeholders a template uses, each once, in order of first use. */
export function placeholders(template: string): Placeholder[] {
  return placeholdersIn(parseTemplate(template));
}

function placeholdersIn(parts: readonly TemplatePart[]): Placeholder[] {
  const names = new Set<string>();
  for (const part of parts) if ('name' in part) names.add(part.name);
  return [...names].map((name) => ({ name, result: isResultName(name) }));
}

export function placeholderNames(template: string): string[] {
  return placeholders(template).map((p) => p.name);
}

/** The broken placeholders of a template, e.g. `{{amount` in "Paying {{amount to {{payee}}". */
export function brokenPlaceholders(template: string): string[] {
  return brokenIn(parseTemplate(template));
}

function brokenIn(parts: readonly TemplatePart[]): string[] {
  return parts.flatMap((p) => ('broken' in p ? [p.broken] : []));
}

/** Whether a template needs values: it has placeholders, working or broken (a broken one never fills). */
export function hasPlaceholders(template: string): boolean {
  return parseTemplate(template).some((p) => !('text' in p));
}

export function isResultName(name: string): boolean {
  return name === 'result' || name.startsWith('result.');
}

type ResultOption = { result?: boolean };

/** The placeholders of a template that name no argument of the command; `{{result.…}}` passes only where a result exists. */
export function foreignPlaceholders(
  template: string,
  command: Pick<CommandView, 'args'>,
  options: ResultOption = {},
): Placeholder[] {
  return foreignIn(parseTemplate(template), command, options);
}

function foreignIn(
  parts: readonly TemplatePart[],
  command: Pick<CommandView, 'args'>,
  options: ResultOption,
): Placeholder[] {
  const used = placeholdersIn(parts);
  if (used.length === 0) return used;
  const args = new Set(command.args.map((a) => a.name));
  return used.filter((p) => !args.has(p.name) && !(p.result && options.result));
}

/** foreignPlaceholders and brokenPlaceholders from one parse, for a rule that checks a template for both. */
export function placeholderFaults(
  template: string,
  command: Pick<CommandView, 'args'>,
  options: ResultOption = {},
): { foreign: Placeholder[]; broken: string[] } {
  const parts = parseTemplate(template);
  return { foreign: foreignIn(parts, command, options), broken: brokenIn(parts) };
}

/** The template filled from `values`, or null when any placeholder's value is absent (undefined, null or "") or broken. */
export function renderTemplate(template: string, values: TemplateValues): string | null {
  let out = '';
  for (const part of parseTemplate(template)) {
    if ('text' in part) {
      out += part.text;
      continue;
    }
    if ('broken' in part) return null;
    const value = display(lookup(values, part.name));
    if (value === null) return null;
    out += value;
  }
  return out;
}

/** The first template of the list whose placeholders are all present, rendered; null when none is. */
export function renderFirst(templates: string | readonly string[], values: TemplateValues): string | null {
  for (const template of typeof templates === 'string' ? [templates] : templates) {
    const rendered = renderTemplate(template, values);
    if (rendered !== null) return rendered;
  }
  return null;
}

/** The step title a host shows: `live` while the command runs, `done` after (which may read `{{result.…}}`). */
export function renderTitle(
  command: TemplateCommand,
  args: TemplateValues,
  phase: TitlePhase,
  result?: unknown,
): string | null {
  const forms = command.title?.[phase] ?? [];
  return renderFirst(forms, phase === 'done' ? { ...args, result } : argumentsOnly(command, args));
}

/** The approval card of a command: its declared preview filled from args, or every argument as a plain field. */
export function renderPreview(command: TemplateCommand, args: TemplateValues): PreviewCard {
  const values = argumentsOnly(command, args);
  const title = renderPreviewTitle(command, values);
  const preview = command.preview;
  if (!preview)
    return {
      kind: 'fields',
      title,
      fields: command.args.map((a) => ({ name: a.name, value: display(ownValue(values, a.name)) })),
    };
  return {
    kind: preview.kind ?? 'fields',
    title,
    fields: Object.entries(preview.fields).map(([name, template]) => ({
      name,
      value: renderTemplate(template, values),
    })),
  };
}

function renderPreviewTitle(command: TemplateCommand, values: TemplateValues): string {
  const declared = command.preview?.title;
  return (
    (declared !== undefined ? renderTemplate(declared, values) : null) ??
    renderFirst(command.title?.live ?? [], values) ??
    command.key
  );
}

/** Each argument's first example, as a string: what previews and probes fill in before a person types anything. */
export function firstExampleArgs(command: Pick<CommandView, 'args'>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const arg of command.args) {
    const value = display(arg.examples[0]);
    if (value !== null) out[arg.name] = value;
  }
  return out;
}

/** A preview a confirm command can declare as is (M025's fix): a kind guessed from its name, one field per argument. */
export function suggestPreview(command: TemplateCommand): PreviewSuggestion {
  const names = new Set(command.args.map((a) => a.name));
  const liveTitle = command.title?.live.find((t) => placeholders(t).every((p) => names.has(p.name)));
  return {
    kind: suggestPreviewKind(command.key),
    title: liveTitle ?? humanise(command.key),
    fields: Object.fromEntries(command.args.map((a) => [a.name, `{{${a.name}}}`])),
  };
}

const KIND_WORDS: [kind: string, words: RegExp][] = [
  ['payment', /^(pay|payment|transfer|charge|refund|withdraw|deposit|invoice)$/],
  ['removal', /^(delete|remove|rm|destroy|drop|purge|revoke|uninstall|archive|cancel)$/],
  ['publish', /^(publish|deploy|release|ship|push|merge|promote|upload)$/],
  ['message', /^(send|message|post|reply|comment|email|mail|notify|tweet|dm|chat)$/],
  ['event', /^(event|schedule|book|invite|meeting|calendar|reserve|remind)$/],
  ['record', /^(create|add|new|record|log|save|write|update|edit|set|put|apply)$/],
];

export function suggestPreviewKind(commandKey: string): string {
  const words = commandKey.toLowerCase().split(/[^a-z0-9]+/);
  for (const [kind, pattern] of KIND_WORDS) if (words.some((w) => pattern.test(w))) return kind;
  return 'fields';
}

/** A key as words: `setup.status` → "Setup status". */
export function humanise(key: string): string {
  const text = key.replace(/[._-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Before a command runs there is no result: `{{result.…}}` stays absent unless an argument is really named `result`. */
function argumentsOnly(command: TemplateCommand, values: TemplateValues): TemplateValues {
  if (!Object.hasOwn(values, 'result') || command.args.some((a) => a.name === 'result')) return values;
  const { result: _absent, ...rest } = values;
  return rest;
}

function lookup(values: TemplateValues, name: string): unknown {
  let current: unknown = values;
  for (const segment of name.split('.')) {
    if (isRecord(current) && Object.hasOwn(current, segment)) current = current[segment];
    else if (Array.isArray(current) && /^\d+$/.test(segment)) current = current[Number(segment)];
    else return undefined;
  }
  return current;
}

/** A value as text, or null when it counts as absent. */
function display(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  try {
    return JSON.stringify(value) ?? null;
  } catch {
    return null;
  }
}
