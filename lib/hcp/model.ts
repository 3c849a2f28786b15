import { asRecord, asString, asStringArray, asStringList, entries, isRecord, type JsonRecord } from '../core/guards';
import { pointer } from '../json/pointer';

/**
 * A tolerant view of a pack's JSON: every field the rules read, narrowed to its expected type or left undefined.
 * Rules read this, never the raw JSON, so a pack with wrong types everywhere still gets a report.
 */
export interface ArgView {
  name: string;
  pointer: string;
  description?: string;
  examples: unknown[];
  required: boolean;
  type?: string;
}

export interface TemplateForms {
  live: string[];
  done: string[];
}

export interface PreviewView {
  kind?: string;
  title?: string;
  fields: Record<string, string>;
}

export interface CommandView {
  key: string;
  pointer: string;
  description?: string;
  cli?: string[];
  args: ArgView[];
  /** Names listed in args.required, declared or not. */
  required: string[];
  jsonFlag?: string[];
  policyHint?: string;
  title: TemplateForms | null;
  preview: PreviewView | null;
  raw: JsonRecord;
}

export interface PolicyRow {
  key: string;
  pointer: string;
  risk?: string;
  confirm?: unknown;
}

export interface EvalCaseView {
  index: number;
  pointer: string;
  name?: string;
  verb?: string;
  args: JsonRecord;
  expect: JsonRecord;
}

export interface PackModel {
  id?: string;
  name?: string;
  /** kind, or its alias adapter_kind; `composite` by default. */
  kind: string;
  kindPointer: string;
  cliBin?: string;
  plane?: string;
  binding: { mode?: string; hub?: string; family?: string; connect_provider_id?: string } | null;
  wrap: { bin?: string; jsonFlag?: string[]; workspaceMode?: string; argvTemplate?: string[]; agentEnv: Record<string, string> } | null;
  passThrough: unknown;
  openapi: unknown;
  commands: CommandView[];
  triggers: { ref: string; pointer: string }[];
  policy: { surfaceId?: string; verbs: PolicyRow[]; stimuli: PolicyRow[] } | null;
  evalCases: EvalCaseView[] | null;
  surface: JsonRecord | null;
}

export function buildModel(surface: unknown, policy: unknown, evalFile: unknown): PackModel {
  const s = asRecord(surface) ?? null;
  const kindKey = s && 'kind' in s ? 'kind' : s && 'adapter_kind' in s ? 'adapter_kind' : 'kind';
  return {
    id: asString(s?.id),
    name: asString(s?.name),
    kind: asString(s?.[kindKey]) ?? 'composite',
    kindPointer: pointer(kindKey),
    cliBin: asString(s?.cliBin),
    plane: asString(s?.plane),
    binding: bindingView(s?.binding),
    wrap: wrapView(s?.wrap),
    passThrough: s?.pass_through,
    openapi: s?.openapi,
    commands: entries(s?.verbs).map(([key, value]) => commandView(key, value)),
    triggers: Array.isArray(s?.stimulusTriggers)
      ? (s.stimulusTriggers as unknown[]).flatMap((t, i) => {
          const ref = asString(asRecord(t)?.ref);
          return ref === undefined ? [] : [{ ref, pointer: pointer('stimulusTriggers', i, 'ref') }];
        })
      : [],
    policy: policyView(policy),
    evalCases: evalView(evalFile),
    surface: s,
  };
}

function bindingView(value: unknown): PackModel['binding'] {
  const b = asRecord(value);
  if (!b) return null;
  return { mode: asString(b.mode), hub: asString(b.hub), family: asString(b.family), connect_provider_id: asString(b.connect_provider_id) };
}

function wrapView(value: unknown): PackModel['wrap'] {
  const w = asRecord(value);
  if (!w) return null;
  const agentEnv = Object.fromEntries(entries(w.agent_env).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return {
    bin: asString(w.bin),
    jsonFlag: asStringArray(w.json_flag),
    workspaceMode: asString(asRecord(w.workspace)?.mode),
    argvTemplate: asStringArray(w.argv_template),
    agentEnv,
  };
}

function commandView(key: string, value: unknown): CommandView {
  const raw = asRecord(value) ?? {};
  const base = pointer('verbs', key);
  const argsSchema = asRecord(raw.args);
  const required = asStringArray(argsSchema?.required) ?? [];
  const args = entries(argsSchema?.properties).map(([name, prop]): ArgView => {
    const p = asRecord(prop) ?? {};
    return {
      name,
      pointer: pointer('verbs', key, 'args', 'properties', name),
      description: asString(p.description),
      examples: Array.isArray(p.examples) ? p.examples : [],
      required: required.includes(name),
      type: asString(p.type),
    };
  });
  const title = asRecord(raw.title);
  const preview = asRecord(raw.preview);
  return {
    key,
    pointer: base,
    description: asString(raw.description),
    cli: asStringArray(raw.cli),
    args,
    required,
    jsonFlag: asStringArray(raw.json_flag),
    policyHint: asString(raw.policy),
    title: title ? { live: asStringList(title.live), done: asStringList(title.done) } : null,
    preview: preview
      ? {
          kind: asString(preview.kind),
          title: asString(preview.title),
          fields: Object.fromEntries(entries(preview.fields).filter((e): e is [string, string] => typeof e[1] === 'string')),
        }
      : null,
    raw,
  };
}

function policyView(value: unknown): PackModel['policy'] {
  const p = asRecord(value);
  if (!p) return null;
  const rows = (section: 'verbs' | 'stimuli') =>
    entries(p[section]).map(([key, row]): PolicyRow => {
      const r = asRecord(row);
      return { key, pointer: pointer(section, key), risk: asString(r?.risk), confirm: r?.confirm };
    });
  return { surfaceId: asString(p.surface_id), verbs: rows('verbs'), stimuli: rows('stimuli') };
}

function evalView(value: unknown): EvalCaseView[] | null {
  const cases = asRecord(value)?.cases;
  if (!Array.isArray(cases)) return null;
  return cases.map((c, index) => {
    const r = asRecord(c) ?? {};
    return {
      index,
      pointer: pointer('cases', index),
      name: asString(r.name),
      verb: asString(r.verb),
      args: asRecord(r.args) ?? {},
      expect: asRecord(r.expect) ?? {},
    };
  });
}

/** The policy row of a command, if policy.json has one. */
export function policyRow(model: PackModel, key: string): PolicyRow | undefined {
  const rows = model.policy?.verbs;
  return rows && rowsByKey(rows).get(key);
}

/**
 * Rules look up a row per command, several rules over; a search each time is quadratic in the number of commands.
 * The index is built once per rows array (a model is never changed after buildModel) and keeps the first row of a key, as a search would.
 */
const rowIndexes = new WeakMap<readonly PolicyRow[], Map<string, PolicyRow>>();

function rowsByKey(rows: readonly PolicyRow[]): Map<string, PolicyRow> {
  let index = rowIndexes.get(rows);
  if (!index) {
    index = new Map();
    for (const row of rows) if (!index.has(row.key)) index.set(row.key, row);
    rowIndexes.set(rows, index);
  }
  return index;
}

export function isWrite(model: PackModel, key: string): boolean {
  return policyRow(model, key)?.risk === 'write';
}

export function isConfirmGated(model: PackModel, key: string): boolean {
  const confirm = policyRow(model, key)?.confirm;
  return confirm === true || confirm === 'always';
}

export { isRecord };
