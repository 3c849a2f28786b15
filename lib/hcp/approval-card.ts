import { inlineJson } from '../json/edit';
import { isConfirmGated, policyRow, type CommandView, type PackModel } from './model';
import {
  firstExampleArgs,
  isResultName,
  placeholderNames,
  renderPreview,
  renderTitle,
  suggestPreview,
  type PreviewSuggestion,
  type TemplateValues,
} from './templates';

/**
 * The approval card's view model: what renderPreview fills in, sorted into the places a card of each kind shows it.
 * Pure, so the card's content is tested without a DOM; the components only lay it out.
 */
export const CARD_KINDS = ['message', 'payment', 'event', 'removal', 'publish', 'record', 'fields'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export function isCardKind(kind: string | undefined): kind is CardKind {
  return (CARD_KINDS as readonly string[]).includes(kind ?? '');
}

/** Why a field shows no value. */
export type Absence =
  /** An optional argument was not given: the row is greyed, "not given". */
  | 'optional'
  /** A required argument is empty: the runtime refuses the call. */
  | 'required'
  /** The template names something that is not an argument of the command (M024). */
  | 'unknown';

export interface FieldRow {
  name: string;
  /** The filled value; null when absent (never the raw `{{name}}`). */
  value: string | null;
  absence: Absence | null;
  /** The template as declared, for the tooltip. */
  template: string;
  /** True for a fixed text such as "EUR". */
  constant: boolean;
}

/** The named places of a card of each kind; a field fills the first place whose names include its own. */
const ROLES: Record<CardKind, [role: string, names: string[]][]> = {
  payment: [
    ['amount', ['amount', 'sum', 'total', 'value', 'price']],
    ['currency', ['currency', 'ccy', 'cur']],
    ['payee', ['to', 'payee', 'recipient', 'beneficiary', 'merchant', 'account', 'destination']],
  ],
  message: [
    ['to', ['to', 'recipient', 'recipients', 'channel', 'chat', 'user', 'email', 'address', 'thread', 'room']],
    ['subject', ['subject', 'title', 'topic', 'headline']],
    ['body', ['body', 'text', 'message', 'content', 'comment', 'markdown']],
  ],
  event: [
    ['what', ['title', 'name', 'what', 'summary', 'event', 'subject']],
    ['date', ['date', 'day', 'when', 'start', 'starts', 'datetime', 'at']],
    ['time', ['time', 'hour']],
    ['end', ['end', 'ends', 'until', 'duration']],
    ['place', ['where', 'place', 'location', 'venue', 'room', 'address']],
  ],
  removal: [['target', ['target', 'what', 'item', 'name', 'title', 'path', 'file', 'resource', 'id', 'key']]],
  publish: [
    ['what', ['what', 'package', 'name', 'release', 'artifact', 'title', 'version', 'tag', 'ref']],
    [
      'target',
      ['target', 'to', 'environment', 'env', 'destination', 'channel', 'registry', 'where', 'branch', 'remote', 'site'],
    ],
  ],
  record: [],
  fields: [],
};

export interface ConfirmGate {
  mode: 'always' | 'true' | 'none';
  label: string;
  detail: string;
}

export interface TitleForms {
  declared: boolean;
  live: string | null;
  done: string | null;
  /** A done form reads `{{result.…}}`: after a real run it can say more than this preview shows. */
  doneReadsResult: boolean;
}

export interface CardModel {
  verb: string;
  kind: CardKind;
  /** The kind as declared, when it is not one a card knows (M024): the card falls back to a table. */
  unknownKind?: string;
  title: string;
  fields: FieldRow[];
  /** The fields placed by role (amount, payee, body, …) for the kind's layout. */
  slots: Partial<Record<string, FieldRow>>;
  /** The fields no role took, shown as a list under the main part. */
  rest: FieldRow[];
  titles: TitleForms;
  gate: ConfirmGate;
}

export interface ArgInput {
  name: string;
  required: boolean;
  description?: string;
  type?: string;
  /** The first example as text, the form's starting value. */
  example?: string;
}

/** The card for one command with the given argument values ("" counts as not given). */
export function buildCard(model: PackModel, command: CommandView, values: TemplateValues): CardModel {
  const rendered = renderPreview(command, values);
  const kind = isCardKind(rendered.kind) ? rendered.kind : 'fields';
  const templates = command.preview?.fields ?? {};
  const fields = rendered.fields.map((f) =>
    fieldRow(command, values, f.name, f.value, templates[f.name] ?? `{{${f.name}}}`),
  );
  const { slots, rest } = assignRoles(kind, fields);
  return {
    verb: command.key,
    kind,
    ...(isCardKind(rendered.kind) ? {} : { unknownKind: rendered.kind }),
    title: rendered.title,
    fields,
    slots,
    rest,
    titles: titleForms(command, values),
    gate: confirmGate(model, command.key),
  };
}

function fieldRow(
  command: CommandView,
  values: TemplateValues,
  name: string,
  value: string | null,
  template: string,
): FieldRow {
  const uses = placeholderNames(template);
  return {
    name,
    value,
    absence: value === null ? absence(command, values, uses) : null,
    template,
    constant: uses.length === 0,
  };
}

function absence(command: CommandView, values: TemplateValues, uses: string[]): Absence {
  const declared = new Set(command.args.map((a) => a.name));
  const empty = (name: string) => values[name] === undefined || values[name] === null || values[name] === '';
  if (uses.some((u) => !declared.has(u.split('.')[0]) || isResultName(u))) return 'unknown';
  if (uses.some((u) => command.required.includes(u) && empty(u))) return 'required';
  return 'optional';
}

/** Each role takes the first unclaimed field named like it; a removal card always has a target, the first field by default. */
export function assignRoles(
  kind: CardKind,
  fields: FieldRow[],
): { slots: Partial<Record<string, FieldRow>>; rest: FieldRow[] } {
  const slots: Partial<Record<string, FieldRow>> = {};
  const taken = new Set<FieldRow>();
  for (const [role, names] of ROLES[kind]) {
    const field = names.map((n) => fields.find((f) => !taken.has(f) && f.name.toLowerCase() === n)).find(Boolean);
    if (field) {
      slots[role] = field;
      taken.add(field);
    }
  }
  if (kind === 'removal' && !slots.target && fields[0]) {
    slots.target = fields[0];
    taken.add(fields[0]);
  }
  return { slots, rest: fields.filter((f) => !taken.has(f)) };
}

export function titleForms(command: CommandView, values: TemplateValues): TitleForms {
  return {
    declared: command.title !== null && (command.title.live.length > 0 || command.title.done.length > 0),
    live: renderTitle(command, values, 'live'),
    done: renderTitle(command, values, 'done'),
    doneReadsResult: (command.title?.done ?? []).some((t) => placeholderNames(t).some(isResultName)),
  };
}

export function confirmGate(model: PackModel, key: string): ConfirmGate {
  const row = policyRow(model, key);
  if (row?.confirm === 'always')
    return {
      mode: 'always',
      label: 'Asks even in run mode',
      detail: 'confirm: "always": a person approves this card in every access mode, run mode included.',
    };
  if (row?.confirm === true)
    return {
      mode: 'true',
      label: 'Run mode skips the question',
      detail:
        'confirm: true: a person sees this card, except in access mode run, which skips the question. Use "always" to ask in every mode.',
    };
  return {
    mode: 'none',
    label: 'Never asked',
    detail: row
      ? `policy.json gives "${key}" no confirm, so no one is asked and this card is never shown.`
      : `policy.json has no row for "${key}", so the runtime counts it as a write (it needs the write grant) and runs it without asking anyone: this card is never shown to an agent's person. packstudio mcp does not serve it.`,
  };
}

/** The try-form's inputs: one per declared argument, in declared order, each with its first example. */
export function argInputs(command: CommandView): ArgInput[] {
  const examples = firstExampleArgs(command);
  return command.args.map((a) => ({
    name: a.name,
    required: a.required,
    description: a.description,
    type: a.type,
    example: examples[a.name],
  }));
}

/** The values a card starts with: every argument's first example, as text. */
export function initialValues(command: CommandView): Record<string, string> {
  return firstExampleArgs(command);
}

export interface PreviewList {
  /** Commands that declare a preview, in manifest order. */
  cards: CommandView[];
  /** Commands that declare a step title but no preview: nobody approves a card, but the agent's host shows the step line. */
  steps: CommandView[];
  /** Confirm-gated commands without a preview (M025), each with the preview to paste. */
  missing: { command: CommandView; suggestion: PreviewSuggestion; json: string }[];
}

export function previewList(model: PackModel): PreviewList {
  return {
    cards: model.commands.filter((c) => c.preview !== null),
    steps: model.commands.filter((c) => c.preview === null && titleForms(c, {}).declared),
    missing: model.commands
      .filter((c) => c.preview === null && isConfirmGated(model, c.key))
      .map((command) => {
        const suggestion = suggestPreview(command);
        return {
          command,
          suggestion,
          json: `"preview": ${inlineJson(suggestion)}`,
        };
      }),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An ISO date (2025-03-04, optionally with a time) as a calendar tile; null for anything else, shown as written. */
export function dateTile(value: string | null): { month: string; day: string; year: string; time?: string } | null {
  const m = value?.match(/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}:\d{2}))?/);
  if (!m) return null;
  const month = MONTHS[Number(m[2]) - 1];
  const day = Number(m[3]);
  if (!month || day < 1 || day > 31) return null;
  return { month, day: String(day), year: m[1], ...(m[4] ? { time: m[4] } : {}) };
}
